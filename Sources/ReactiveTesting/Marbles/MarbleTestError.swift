/// The error a marble `#` stands for when no other error is given.
public struct MarbleTestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name that shows up in failure messages.
    public let name: String

    /// Creates an error.
    ///
    /// - Parameter name: A name for failure messages.
    public init(_ name: String = "error") {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
