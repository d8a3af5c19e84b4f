/// The few styles the app uses, as ANSI SGR sequences, or nothing at all when styles are off.
///
/// Styles are off when the output is not a terminal or `NO_COLOR` is set and not empty
/// (https://no-color.org), so pipes and logs never see escape sequences.
package struct TextStyle: Sendable {
    /// Whether escape sequences are written.
    package let isEnabled: Bool

    /// Creates the styles.
    ///
    /// - Parameter isEnabled: Whether to write escape sequences.
    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Whether styles belong on an output: a terminal, and `NO_COLOR` unset or empty.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the output is a terminal.
    ///   - environment: The process environment.
    /// - Returns: The styles for that output.
    package static func forOutput(isTerminal: Bool, environment: [String: String]) -> TextStyle {
        TextStyle(isEnabled: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    /// Bold text.
    package func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim text, for secondary information.
    package func dim(_ text: String) -> String { wrap(text, "2") }
    /// Yellow text, for stars.
    package func yellow(_ text: String) -> String { wrap(text, "33") }
    /// Cyan text, for languages.
    package func cyan(_ text: String) -> String { wrap(text, "36") }
    /// Red text, for errors.
    package func red(_ text: String) -> String { wrap(text, "31") }
    /// Reversed colours, for the title bar and the selected row.
    package func reversed(_ text: String) -> String { wrap(text, "7") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
