/// Turns rendered rows into what is written to the terminal: a full redraw, row by row.
///
/// Redrawing everything costs a few kilobytes per change and can never leave stale cells behind
/// after a resize, which diffing would have to get right.
package enum ScreenWriter {
    /// Switches to the alternate screen and hides the cursor.
    package static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    /// Shows the cursor and leaves the alternate screen, which restores what was there before.
    package static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// The bytes that draw `lines` from the top-left corner.
    ///
    /// - Parameters:
    ///   - lines: The rows, as `SearchScreen.render` makes them.
    ///   - style: The styles; off for `NO_COLOR`.
    /// - Returns: The text to write.
    package static func frame(_ lines: [ScreenLine], style: TextStyle) -> String {
        var output = ""
        for (row, line) in lines.enumerated() {
            output += "\u{1B}[\(row + 1);1H"
            switch line.style {
            case .plain: output += line.text
            case .title, .selected: output += style.reversed(line.text)
            case .dim: output += style.dim(line.text)
            case .error: output += style.red(line.text)
            }
        }
        return output
    }
}
