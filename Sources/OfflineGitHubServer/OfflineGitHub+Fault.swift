import Reactive

extension OfflineGitHub {
    /// A failure the offline backend can be told to produce, with the headers and bodies GitHub
    /// (or the network) produces for it.
    public enum Fault: Hashable, Sendable {
        /// The primary limit: 403, `x-ratelimit-remaining: 0`, `x-ratelimit-reset` `resetIn`
        /// seconds from now, and GitHub's "API rate limit exceeded" message.
        case rateLimit(resetIn: Int)
        /// A secondary limit: 429 with `retry-after: retryAfter` and GitHub's "secondary rate
        /// limit" message.
        case secondaryRateLimit(retryAfter: Int)
        /// A 5xx: JSON `{"message": …}` for 500 and 503, an HTML page for 502 as GitHub's edge sends.
        case serverError(status: Int)
        /// 200 with a JSON body cut off in the middle.
        case malformedBody
        /// The headers and half the body arrive, then the connection is lost.
        case droppedConnection
        /// The request times out (`URLError.timedOut`) after the latency.
        case timeout
        /// No answer at all until the request is cancelled: for cancellation tests.
        case hang
        /// The normal answer, `delay` later than the usual latency.
        case slow(RxTimeInterval)
    }
}

extension OfflineGitHub.Fault {
    /// Hashes the case and its values; `slow`'s delay by its length, since `RxTimeInterval` is
    /// equatable (by length: `.seconds(1) == .milliseconds(1_000)`) but not hashable.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .rateLimit(let resetIn):
            hasher.combine(0)
            hasher.combine(resetIn)
        case .secondaryRateLimit(let retryAfter):
            hasher.combine(1)
            hasher.combine(retryAfter)
        case .serverError(let status):
            hasher.combine(2)
            hasher.combine(status)
        case .malformedBody: hasher.combine(3)
        case .droppedConnection: hasher.combine(4)
        case .timeout: hasher.combine(5)
        case .hang: hasher.combine(6)
        case .slow(let delay):
            hasher.combine(7)
            hasher.combine(delay.seconds)
        }
    }
}
