/// Why a `Link` header could not be parsed; the description names the offset of the problem.
public struct LinkHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var reason: String
    /// The character offset in the header value where parsing stopped.
    public var offset: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What was wrong.
    ///   - offset: Where, in characters from the start of the value.
    public init(reason: String, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// `Link header: <reason> at offset <offset>`.
    public var description: String {
        "Link header: \(reason) at offset \(offset)"
    }
}
