import GitHubAPI
import GitHubSearchFeature

/// One row of the interactive screen: text exactly as wide as the screen, and how to show it.
package struct ScreenLine: Equatable, Sendable {
    /// How a row is shown.
    package enum Style: Equatable, Sendable {
        /// Plain text.
        case plain
        /// The title bar, in reversed colours.
        case title
        /// The selected result, in reversed colours.
        case selected
        /// Secondary information.
        case dim
        /// An error, in red.
        case error
    }

    /// The text, padded to the screen's width.
    package var text: String
    /// How it is shown.
    package var style: Style

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: How it is shown.
    package init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// Everything the interactive screen shows, apart from the feature's state.
package struct SearchScreenModel: Equatable, Sendable {
    /// The query as typed (the state's query follows it after the throttle).
    package var typed = ""
    /// The selection and scroll position.
    package var viewport = ListViewport()
    /// The spinner's frame, advanced by a timer while something loads.
    package var spinnerFrame = 0
    /// The architecture's name, for the title.
    package var architecture = SearchArchitecture.mvvm
    /// Where results come from, for the title.
    package var source = DataSource.offline
    /// The timeline's text lanes, shown under the list (Ctrl-T); none hides them.
    package var timeline: [String] = []

    /// Creates a model.
    ///
    /// - Parameters:
    ///   - typed: The query as typed.
    ///   - viewport: The selection and scroll position.
    ///   - spinnerFrame: The spinner's frame.
    ///   - architecture: The architecture.
    ///   - source: Where results come from.
    package init(
        typed: String = "",
        viewport: ListViewport = ListViewport(),
        spinnerFrame: Int = 0,
        architecture: SearchArchitecture = .mvvm,
        source: DataSource = .offline
    ) {
        self.typed = typed
        self.viewport = viewport
        self.spinnerFrame = spinnerFrame
        self.architecture = architecture
        self.source = source
    }
}

/// The interactive screen as a pure function of the feature's state, the screen model and the size.
///
/// ```
///  github-search · mvvm · sample data (offline)        title
/// Search: swift_                                         the query as typed
/// 30 repositories, more below                            what the list holds
/// › apple/swift  ★ 67,512  Swift  The Swift Prog…        results, one per row
///   …
/// ↑↓ move · PgDn page · Enter print URL · Esc quit       status: keys, spinner or error
/// ```
package enum SearchScreen {
    /// Rows above the list: title, query, summary.
    package static let headerRows = 3
    /// Rows below the list: the status line.
    package static let footerRows = 1
    /// How far back the timeline under the list goes, in seconds.
    package static let timelineSeconds = 5
    /// The spinner's frames.
    package static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// How many results fit on a screen of `size`.
    ///
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - model: The screen model; its timeline takes rows from the list.
    /// - Returns: The list's rows, at least 1.
    package static func visibleRows(for size: TerminalSize, model: SearchScreenModel = SearchScreenModel()) -> Int {
        let rows = max(1, size.rows - headerRows - footerRows)
        return rows - timelineRows(listRows: rows, model: model)
    }

    /// The rows the timeline takes: a heading and its lanes, leaving the list at least one row.
    private static func timelineRows(listRows: Int, model: SearchScreenModel) -> Int {
        model.timeline.isEmpty ? 0 : min(model.timeline.count + 1, listRows - 1)
    }

    /// Whether the screen is too small to show anything useful.
    ///
    /// - Parameter size: The terminal's size.
    /// - Returns: Whether only a request to enlarge it is shown.
    package static func isTooSmall(_ size: TerminalSize) -> Bool {
        size.rows < headerRows + footerRows + 1 || size.columns < 20
    }

    /// The rows of the screen: exactly `size.rows` of them, each `size.columns` wide (the last one
    /// column less, so writing it never scrolls the terminal).
    ///
    /// - Parameters:
    ///   - state: The feature's state.
    ///   - model: The typed query, viewport and spinner.
    ///   - size: The terminal's size.
    /// - Returns: The rows.
    package static func render(state: SearchViewState, model: SearchScreenModel, size: TerminalSize) -> [ScreenLine] {
        let width = size.columns
        var lines: [ScreenLine]
        if isTooSmall(size) {
            lines = [ScreenLine("Enlarge the window", style: .dim)]
        } else {
            lines = [
                ScreenLine(
                    " github-search · \(model.architecture.rawValue) · \(model.source.shortLabel)", style: .title),
                ScreenLine(queryLine(model.typed, width: width)),
                ScreenLine(summary(state: state, typed: model.typed), style: .dim),
            ]
            let rows = visibleRows(for: size, model: model)
            let viewport = model.viewport
            for row in viewport.top..<viewport.top + rows {
                guard state.repositories.indices.contains(row) else {
                    lines.append(ScreenLine(""))
                    continue
                }
                let selected = row == viewport.selection
                let text = (selected ? "› " : "  ") + resultText(state.repositories[row])
                lines.append(ScreenLine(text, style: selected ? .selected : .plain))
            }
            let panel = timelineRows(listRows: max(1, size.rows - headerRows - footerRows), model: model)
            if panel > 0 {
                lines.append(ScreenLine("── timeline, last \(timelineSeconds) s · Ctrl-T hides ──", style: .dim))
                lines += model.timeline.prefix(panel - 1).map { ScreenLine($0, style: .dim) }
            }
            lines.append(status(state: state, model: model))
        }
        while lines.count < size.rows {
            lines.append(ScreenLine(""))
        }
        lines = Array(lines.prefix(size.rows))
        return lines.enumerated().map { index, line in
            let columns = index == size.rows - 1 ? width - 1 : width
            return ScreenLine(DisplayWidth.fit(line.text, to: columns), style: line.style)
        }
    }

    /// "Search: " and the query, showing its end when it is too long; `_` marks the cursor.
    private static func queryLine(_ typed: String, width: Int) -> String {
        let prompt = "Search: "
        let room = width - DisplayWidth.of(prompt) - 1
        let query = DisplayWidth.sanitized(typed)
        guard DisplayWidth.of(query) > room else { return prompt + query + "_" }
        var tail = ""
        for character in query.reversed() {
            if DisplayWidth.of(tail) + DisplayWidth.of(character) > room - 1 { break }
            tail.insert(character, at: tail.startIndex)
        }
        return prompt + "…" + tail + "_"
    }

    private static func summary(state: SearchViewState, typed: String) -> String {
        if typed.allSatisfy(\.isWhitespace) { return "Type to search." }
        if state.isSearching || state.query != SearchQuery.normalized(typed) { return "Searching…" }
        if state.repositories.isEmpty { return state.errorMessage == nil ? "No repositories found." : "" }
        let count = ResultFormatter.grouped(state.repositories.count)
        let noun = state.repositories.count == 1 ? "repository" : "repositories"
        return "\(count) \(noun)" + (state.hasNextPage ? ", more below" : "")
    }

    /// A result on one row: name, stars, language, description.
    private static func resultText(_ repository: Repository) -> String {
        var text = DisplayWidth.sanitized(repository.fullName) + "  ★ " + ResultFormatter.grouped(repository.stars)
        if let language = repository.language, !language.isEmpty {
            text += "  " + DisplayWidth.sanitized(language)
        }
        if let description = repository.description.map(DisplayWidth.sanitized), !description.isEmpty {
            text += "  " + description
        }
        return text
    }

    private static func status(state: SearchViewState, model: SearchScreenModel) -> ScreenLine {
        let frame = spinner[model.spinnerFrame % spinner.count]
        if state.isSearching { return ScreenLine("\(frame) Searching…") }
        if state.isLoadingNextPage { return ScreenLine("\(frame) Loading the next page…") }
        if let message = state.errorMessage { return ScreenLine("✖ " + message, style: .error) }
        return ScreenLine("↑↓ move · PgDn page · Enter print URL · Esc quit", style: .dim)
    }
}

extension DataSource {
    /// The source in a few words, for the title bar.
    package var shortLabel: String {
        switch self {
        case .offline: "sample data (offline)"
        case .live: "api.github.com"
        case .api(let url): url.host ?? url.absoluteString
        }
    }
}
