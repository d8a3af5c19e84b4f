/// A parsed search query: the words to match and the qualifiers the offline backend supports.
///
/// Supported, as on GitHub: words (all must match, case-insensitively, in the name, description
/// or topics), `"quoted phrases"`, `language:NAME` (case-insensitive; quote names with spaces),
/// `stars:…` (see `OfflineStarsFilter`), `user:LOGIN` / `org:LOGIN`, `topic:NAME`. Other
/// `word:value` pairs are matched as plain words. Anything malformed throws, so the backend can
/// answer with a 422 instead of guessing.
package struct OfflineQuery: Hashable, Sendable {
    /// GitHub's limit on the length of `q`.
    package static let maximumLength = 256

    /// Lowercased words and phrases that must all appear.
    package var terms: [String] = []
    /// The required language, lowercased.
    package var language: String?
    /// The required star range.
    package var stars: OfflineStarsFilter?
    /// The required owner login, lowercased.
    package var owner: String?
    /// Topics that must all be present, lowercased.
    package var topics: [String] = []

    /// Parses `q`.
    ///
    /// - Parameter text: The query as the user typed it.
    /// - Throws: `OfflineQueryError` for an empty or over-long query, an empty qualifier value, a
    ///   bad `stars:` value or a repeated `language:` or `stars:`.
    package init(parsing text: String) throws(OfflineQueryError) {
        guard text.count <= Self.maximumLength else {
            throw OfflineQueryError("The search is longer than \(Self.maximumLength) characters.")
        }
        for token in Self.tokens(text) {
            try add(token)
        }
        guard !terms.isEmpty || language != nil || stars != nil || owner != nil || !topics.isEmpty else {
            throw OfflineQueryError("The search contains no search terms or qualifiers.")
        }
    }

    private mutating func add(_ token: (text: String, quoted: Bool)) throws(OfflineQueryError) {
        guard !token.quoted, let colon = token.text.firstIndex(of: ":") else {
            if !token.text.isEmpty { terms.append(token.text.lowercased()) }
            return
        }
        let name = token.text[..<colon].lowercased()
        let value = String(token.text[token.text.index(after: colon)...])
        guard ["language", "stars", "user", "org", "topic"].contains(name) else {
            terms.append(token.text.lowercased())
            return
        }
        guard !value.isEmpty else {
            throw OfflineQueryError("The \(name) qualifier needs a value, such as \(name):\(Self.example(name)).")
        }
        switch name {
        case "language":
            guard language == nil else { throw OfflineQueryError("The language qualifier may appear only once.") }
            language = value.lowercased()
        case "stars":
            guard stars == nil else { throw OfflineQueryError("The stars qualifier may appear only once.") }
            stars = try OfflineStarsFilter(parsing: value)
        case "topic":
            topics.append(value.lowercased())
        default:
            owner = value.lowercased()
        }
    }

    /// Splits on whitespace outside double quotes; a quote inside a token (`language:"Vim Script"`)
    /// quotes the rest of its value. An unterminated quote runs to the end, as on GitHub.
    private static func tokens(_ text: String) -> [(text: String, quoted: Bool)] {
        var tokens: [(text: String, quoted: Bool)] = []
        var current = ""
        var inQuotes = false
        var wholeTokenQuoted = false
        for character in text {
            if character == "\"" {
                if !inQuotes && current.isEmpty { wholeTokenQuoted = true }
                inQuotes.toggle()
            } else if character.isWhitespace && !inQuotes {
                if !current.isEmpty { tokens.append((current, wholeTokenQuoted)) }
                current = ""
                wholeTokenQuoted = false
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append((current, wholeTokenQuoted)) }
        return tokens
    }

    private static func example(_ qualifier: String) -> String {
        switch qualifier {
        case "language": "swift"
        case "stars": ">100"
        case "topic": "reactive"
        default: "apple"
        }
    }
}
