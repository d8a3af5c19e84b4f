/// A misuse of the runtime detected in a debug build.
public struct Anomaly: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable {
        /// An event arrived after the sequence had already delivered `error` or `completed`.
        case eventAfterStopEvent
        /// An event was delivered into an observer while that observer was still handling the
        /// previous one, on the same thread (a feedback cycle).
        case reentrantDelivery
        /// Two threads delivered events into one observer at the same time.
        case concurrentDelivery
        /// A binding that cannot pass errors on received one: `bind(onNext:)`, `bind(with:onNext:)`,
        /// a relay, `Binder` or `ControlProperty` binding, or `drive` / `emit` (RxSwift stops a
        /// debug build there). `bind(to:)` an observer forwards errors, as `subscribe` does.
        case bindingError
    }

    /// What went wrong.
    public let kind: Kind
    /// A message a person can act on.
    public let message: String

    /// The message.
    public var description: String { message }
}
