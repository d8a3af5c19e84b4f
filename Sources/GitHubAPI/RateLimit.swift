import Foundation

/// What GitHub said when it refused a request for exceeding a rate limit.
///
/// GitHub's rules (REST API docs, "Rate limits"): if `retry-after` is present, wait that many
/// seconds; otherwise, if `x-ratelimit-remaining` is 0, wait until the epoch second in
/// `x-ratelimit-reset`; otherwise wait at least a minute. `retryDate` applies them.
public struct RateLimit: Hashable, Sendable {
    /// `x-ratelimit-limit`: requests allowed per window (10 a minute for unauthenticated search).
    public var limit: Int?
    /// `x-ratelimit-remaining`: requests left in the window.
    public var remaining: Int?
    /// `x-ratelimit-reset`: when the window resets.
    public var resetAt: Date?
    /// `retry-after`: seconds to wait, counted from `receivedAt`.
    public var retryAfter: Int?
    /// `x-ratelimit-resource`, e.g. `search`.
    public var resource: String?
    /// GitHub's `message` from the body, if it sent one.
    public var message: String?
    /// When the response arrived, by the client's clock; `retryAfter` counts from here.
    public var receivedAt: Date

    /// Creates a rate-limit description.
    ///
    /// - Parameters:
    ///   - limit: `x-ratelimit-limit`.
    ///   - remaining: `x-ratelimit-remaining`.
    ///   - resetAt: `x-ratelimit-reset` as a date.
    ///   - retryAfter: `retry-after` in seconds.
    ///   - resource: `x-ratelimit-resource`.
    ///   - message: The body's `message`.
    ///   - receivedAt: When the response arrived.
    public init(
        limit: Int? = nil,
        remaining: Int? = nil,
        resetAt: Date? = nil,
        retryAfter: Int? = nil,
        resource: String? = nil,
        message: String? = nil,
        receivedAt: Date
    ) {
        self.limit = limit
        self.remaining = remaining
        self.resetAt = resetAt
        self.retryAfter = retryAfter
        self.resource = resource
        self.message = message
        self.receivedAt = receivedAt
    }

    /// The earliest time GitHub allows the next request, or `nil` when it gave no time (then wait
    /// at least a minute).
    public var retryDate: Date? {
        if let retryAfter {
            return receivedAt.addingTimeInterval(TimeInterval(retryAfter))
        }
        return resetAt
    }

    /// Whole seconds from `now` until `retryDate`, rounded up and never negative; `nil` when
    /// GitHub gave no time.
    ///
    /// - Parameter now: The current time.
    /// - Returns: The seconds to wait.
    public func secondsUntilRetry(now: Date) -> Int? {
        guard let retryDate else { return nil }
        let seconds = retryDate.timeIntervalSince(now).rounded(.up)
        // A reset far in the past or future (a broken header) must not trap in `Int(_:)`.
        return Int(max(0, min(seconds, 86_400 * 366)))
    }
}
