/// How many terminal columns text takes, and cutting text to a number of columns.
///
/// ```swift
/// DisplayWidth.of("swift")     // 5
/// DisplayWidth.of("日本語")     // 6: East Asian wide characters take two columns
/// DisplayWidth.of("🚀")        // 2: emoji presentation
/// DisplayWidth.of("e\u{301}")  // 1: a combining mark takes none
/// DisplayWidth.truncate("日本語", to: 5)  // "日本…"
/// ```
///
/// Widths follow what terminals (xterm, VTE, and `wcwidth`) do: a grapheme cluster is as wide as its
/// first scalar, two columns for East Asian Wide and Fullwidth characters and for emoji shown as
/// emoji, zero for combining marks and zero-width characters. Control characters are not measured:
/// `sanitized` replaces them first, so text from the network cannot move the cursor.
package enum DisplayWidth {
    /// The columns `text` takes.
    ///
    /// - Parameter text: Text without control characters.
    /// - Returns: The width in columns.
    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    ///
    /// - Parameter character: The cluster.
    /// - Returns: Its width.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A variation selector 16 asks for emoji presentation, as in "❤️"; terminals draw it wide.
        if scalars.count > 1, scalars.contains("\u{FE0F}") { return 2 }
        return of(first)
    }

    /// The columns one scalar takes on its own: 0, 1 or 2.
    ///
    /// - Parameter scalar: The scalar.
    /// - Returns: Its width.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || isZeroWidth(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation || isEastAsianWide(value) { return 2 }
        return 1
    }

    /// `text` cut to at most `width` columns, ending with "…" when something was cut.
    ///
    /// - Parameters:
    ///   - text: Text without control characters.
    ///   - width: The columns available.
    /// - Returns: The text, or its longest prefix that fits with the ellipsis.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = of(character)
            // One column is kept for the ellipsis.
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` cut to `width` columns and padded with spaces to exactly `width`.
    ///
    /// - Parameters:
    ///   - text: Text without control characters.
    ///   - width: The columns to fill.
    /// - Returns: Text exactly `width` columns wide.
    package static func fit(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }

    /// `text` with each control character (newlines, tabs, escapes) and each run of whitespace made
    /// one space: descriptions come from other people and must not move the cursor or break lines.
    ///
    /// - Parameter text: Any text.
    /// - Returns: One line of printable text, trimmed.
    package static func sanitized(_ text: String) -> String {
        var result = ""
        var lastWasSpace = true
        for character in text {
            let isSpace =
                character.isWhitespace
                || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            if isSpace {
                if !lastWasSpace { result.append(" ") }
            } else {
                result.append(character)
            }
            lastWasSpace = isSpace
        }
        return lastWasSpace && !result.isEmpty ? String(result.dropLast()) : result
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants
        }
    }

    /// Unicode's East Asian Width W and F ranges that terminals draw two columns wide; emoji are
    /// found by their presentation property instead, which is more precise than ranges.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
