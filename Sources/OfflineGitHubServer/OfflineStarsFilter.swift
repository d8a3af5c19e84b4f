/// The `stars:` qualifier: `stars:N`, `stars:>N`, `stars:>=N`, `stars:<N`, `stars:<=N`,
/// `stars:N..M`, `stars:N..*` and `stars:*..M`, as GitHub's search syntax defines them.
package struct OfflineStarsFilter: Hashable, Sendable {
    /// The smallest accepted count.
    package var minimum: Int
    /// The largest accepted count.
    package var maximum: Int

    /// Parses the text after `stars:`.
    ///
    /// - Parameter text: For example `>100` or `10..50`.
    /// - Throws: `OfflineQueryError` for anything that is not one of the forms above.
    package init(parsing text: String) throws(OfflineQueryError) {
        func number(_ part: Substring) throws(OfflineQueryError) -> Int {
            guard let value = Int(part), value >= 0 else {
                throw OfflineQueryError("The stars qualifier needs a whole number, not '\(part)'.")
            }
            return value
        }
        if text.isEmpty {
            throw OfflineQueryError("The stars qualifier needs a value, such as stars:>100.")
        }
        if let range = text.range(of: "..") {
            let lower = text[..<range.lowerBound]
            let upper = text[range.upperBound...]
            minimum = lower == "*" ? 0 : try number(lower)
            maximum = upper == "*" ? Int.max : try number(upper)
            guard minimum <= maximum else {
                throw OfflineQueryError("The stars range \(text) is empty: \(minimum) is above \(maximum).")
            }
            return
        }
        for (prefix, make) in Self.comparisons where text.hasPrefix(prefix) {
            (minimum, maximum) = make(try number(text.dropFirst(prefix.count)))
            return
        }
        let exact = try number(Substring(text))
        (minimum, maximum) = (exact, exact)
    }

    /// Whether `stars` is in the range.
    ///
    /// - Parameter stars: A star count.
    /// - Returns: Whether it matches.
    package func matches(_ stars: Int) -> Bool {
        minimum <= stars && stars <= maximum
    }

    // Longest prefixes first, so `>=` is not read as `>` followed by `=5`.
    private static let comparisons: [(String, @Sendable (Int) -> (Int, Int))] = [
        (">=", { ($0, Int.max) }),
        ("<=", { (0, $0) }),
        (">", { ($0 == Int.max ? Int.max : $0 + 1, Int.max) }),
        ("<", { (0, $0 - 1) }),
    ]
}
