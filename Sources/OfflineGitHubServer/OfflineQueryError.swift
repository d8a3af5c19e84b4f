/// Why the offline backend rejected a query; becomes GitHub's 422 "Validation Failed" body.
package struct OfflineQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence sent as the error's `message`.
    package var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What was wrong with the query.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
