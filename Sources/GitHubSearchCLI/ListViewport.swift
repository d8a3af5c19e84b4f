/// Which result is selected and which is at the top of the list, kept so the selection is visible.
///
/// ```swift
/// var viewport = ListViewport()
/// viewport.move(.pageDown, count: 100, visibleRows: 20)  // selection 19, top 0
/// ```
package struct ListViewport: Equatable, Sendable {
    /// A movement key.
    package enum Movement: Equatable, Sendable {
        /// One row up.
        case up
        /// One row down.
        case down
        /// One screen up.
        case pageUp
        /// One screen down.
        case pageDown
        /// The first row.
        case home
        /// The last row.
        case end
    }

    /// How close to the last row the selection must be to ask for the next page.
    package static let nearBottomMargin = 2

    /// The selected row.
    package private(set) var selection = 0
    /// The first visible row.
    package private(set) var top = 0

    /// Creates a viewport at the first row.
    package init() {}

    /// Moves the selection and scrolls so it stays visible.
    ///
    /// - Parameters:
    ///   - movement: The key.
    ///   - count: How many rows the list has.
    ///   - visibleRows: How many fit on screen.
    package mutating func move(_ movement: Movement, count: Int, visibleRows: Int) {
        let page = max(1, visibleRows - 1)
        switch movement {
        case .up: selection -= 1
        case .down: selection += 1
        case .pageUp: selection -= page
        case .pageDown: selection += page
        case .home: selection = 0
        case .end: selection = count - 1
        }
        clamp(count: count, visibleRows: visibleRows)
    }

    /// Keeps the selection inside the list and on screen, after the list or the screen changed.
    ///
    /// - Parameters:
    ///   - count: How many rows the list has.
    ///   - visibleRows: How many fit on screen.
    package mutating func clamp(count: Int, visibleRows: Int) {
        selection = min(max(0, selection), max(0, count - 1))
        let rows = max(1, visibleRows)
        if selection < top { top = selection }
        if selection >= top + rows { top = selection - rows + 1 }
        top = min(top, max(0, count - rows))
        top = max(0, top)
    }

    /// Whether the selection is within `nearBottomMargin` rows of the end of a non-empty list.
    ///
    /// - Parameter count: How many rows the list has.
    /// - Returns: Whether the next page is wanted.
    package func isNearBottom(count: Int) -> Bool {
        count > 0 && selection >= count - 1 - Self.nearBottomMargin
    }
}
