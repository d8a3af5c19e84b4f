import Foundation
import GitHubAPI

/// The one-shot mode's text output: three lines per repository and a footer for standard error.
///
/// ```
/// apple/swift  ★ 67,512  Swift
///   The Swift Programming Language
///   https://github.com/apple/swift
/// ```
package struct ResultFormatter: Sendable {
    /// The styles to use; off for pipes and `NO_COLOR`.
    package var style: TextStyle
    /// The columns a description may take; `nil` keeps it whole (for pipes).
    package var width: Int?

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - style: The styles.
    ///   - width: The terminal's width, or `nil` when the output is not a terminal.
    package init(style: TextStyle, width: Int? = nil) {
        self.style = style
        self.width = width
    }

    /// The lines for `repository`, without trailing newlines.
    ///
    /// - Parameter repository: The repository.
    /// - Returns: Its name line, its description line (if it has one) and its URL line.
    package func lines(for repository: Repository) -> [String] {
        var head = style.bold(DisplayWidth.sanitized(repository.fullName))
        head += "  " + style.yellow("★ " + Self.grouped(repository.stars))
        if let language = repository.language.map(DisplayWidth.sanitized), !language.isEmpty {
            head += "  " + style.cyan(language)
        }
        var lines = [head]
        let description = DisplayWidth.sanitized(repository.description ?? "")
        if !description.isEmpty {
            let text = width.map { DisplayWidth.truncate(description, to: max(1, $0 - 2)) } ?? description
            lines.append("  " + text)
        }
        lines.append("  " + style.dim(repository.htmlURL.absoluteString))
        return lines
    }

    /// The whole output for `repositories`: each repository's lines, a blank line between them.
    ///
    /// - Parameter repositories: The repositories to print.
    /// - Returns: The text, ending with a newline (empty for no repositories).
    package func text(for repositories: [Repository]) -> String {
        repositories.map { lines(for: $0).joined(separator: "\n") + "\n" }.joined(separator: "\n")
    }

    /// `1234567` → `1,234,567`, the same on every machine whatever its locale.
    ///
    /// - Parameter number: A count.
    /// - Returns: The digits grouped by thousands with commas.
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// The line for standard error after the results: how many, for what, and where from.
    ///
    /// - Parameters:
    ///   - shown: How many repositories were printed.
    ///   - query: The query.
    ///   - source: Where the search went.
    ///   - hasMore: Whether GitHub has more pages.
    /// - Returns: The footer, without a newline.
    package static func footer(shown: Int, query: String, source: DataSource, hasMore: Bool) -> String {
        let noun = shown == 1 ? "repository" : "repositories"
        let more = hasMore ? " (more with --pages)" : ""
        return "\(shown) \(noun) for \"\(DisplayWidth.sanitized(query))\"\(more) · \(source.label)"
    }
}

extension DataSource {
    /// Where results come from, in words; the offline one says plainly that it is sample data.
    package var label: String {
        switch self {
        case .offline: "sample data (offline, 6,000 bundled repositories; --live searches GitHub)"
        case .live: "api.github.com"
        case .api(let url): url.absoluteString
        }
    }
}
