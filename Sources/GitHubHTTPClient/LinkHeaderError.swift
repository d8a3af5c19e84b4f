/// Why a `Link` header could not be parsed; the description names the offset of the problem.
package struct LinkHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    package var reason: String
    /// The character offset in the header value where parsing stopped.
    package var offset: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What was wrong.
    ///   - offset: Where, in characters from the start of the value.
    package init(reason: String, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// `Link header: <reason> at offset <offset>`.
    package var description: String {
        "Link header: \(reason) at offset \(offset)"
    }
}
