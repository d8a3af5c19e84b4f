/// The virtual times at which a testable observable was subscribed to and unsubscribed from.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// When the subscription started.
    public let subscribe: TestTime

    /// When it ended; `Int.max` while it has not ended.
    public let unsubscribe: TestTime

    /// A subscription that started at `subscribe` and has not ended.
    ///
    /// - Parameter subscribe: The start time.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    ///
    /// - Parameters:
    ///   - subscribe: The start time.
    ///   - unsubscribe: The end time; `Int.max` for never.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200, 250)`, or `(200, never)` for one that has not ended.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "never" : "\(unsubscribe)"
        return "(\(subscribe), \(end))"
    }
}
