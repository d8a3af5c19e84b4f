/// A request together with the number of the attempt at it, so that asking again for an equal
/// request makes a different request.
///
/// `react(request:effects:)` starts an effect only when the request changes: once a request's effect
/// has run (and failed), putting the same request in the state again changes nothing, and the
/// effect never runs again. Keep a `RetryableRequest` in the state instead, and retry with
/// `retry()`: the request stays equal, the attempt number grows, the value differs, and the effect
/// runs again.
///
/// ```swift
/// struct State {
///     var search: RetryableRequest<String>?
/// }
///
/// case .retry:
///     state.search?.retry()
///
/// react(request: { $0.search }, effects: { search in api.search(search.request) })
/// ```
///
/// `react(requests:effects:)` with a set or a dictionary works the same way: a retried request is a
/// new element of the set, or a new request for its identifier.
public struct RetryableRequest<Request> {
    /// The request itself.
    public let request: Request

    /// Which attempt this is: 0 for the first, one more for each retry.
    public private(set) var attempt: Int

    /// The first attempt at `request`.
    ///
    /// - Parameter request: The request.
    public init(_ request: Request) {
        self.init(request, attempt: 0)
    }

    /// A given attempt at `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - attempt: The attempt number.
    public init(_ request: Request, attempt: Int) {
        self.request = request
        self.attempt = attempt
    }

    /// The next attempt at the same request: it differs from this one.
    ///
    /// - Returns: The same request with the attempt number one higher.
    public func retried() -> RetryableRequest<Request> {
        RetryableRequest(request, attempt: attempt + 1)
    }

    /// Moves on to the next attempt at the same request.
    public mutating func retry() {
        attempt += 1
    }
}

extension RetryableRequest: Equatable where Request: Equatable {}

extension RetryableRequest: Hashable where Request: Hashable {}

extension RetryableRequest: Sendable where Request: Sendable {}
