/// A value stamped with the virtual time at which it happened.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time.
    public let time: TestTime

    /// The value, usually an `Event`.
    public let value: Value

    /// Creates a recording.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - value: The value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`, the format the failure messages use.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}
