/// Why the offline backend rejected a query; becomes GitHub's 422 "Validation Failed" body.
public struct OfflineQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence sent as the error's `message`.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What was wrong with the query.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
