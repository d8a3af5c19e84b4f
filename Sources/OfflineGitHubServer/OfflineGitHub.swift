import Foundation
import GitHubHTTPClient
import Reactive

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A GitHub-compatible search backend that runs in the process, over the bundled data set.
///
/// It is served through `GitHubClient`'s normal path: `configuration` registers
/// `OfflineGitHubURLProtocol` on the client's `URLSession`, so offline searches exercise request
/// building, headers, JSON decoding and `link` pagination exactly as online ones do.
///
/// ```swift
/// let github = OfflineGitHub()
/// let client = github.makeClient()
/// github.inject(.rateLimit(resetIn: 42))        // the next request is rate limited
/// github.latency = .milliseconds(300)           // every answer takes 0.3 s
/// ```
///
/// Each backend answers on its own host (`baseURL`), so parallel tests do not share faults or logs.
public final class OfflineGitHub: Sendable {
    /// The API root clients must use; its host is unique to this backend.
    public let baseURL: URL
    /// The search itself: query parsing, sorting, pagination, the cap.
    package let engine: OfflineSearchEngine
    private let host: String
    private let now: @Sendable () -> Date
    private let state: LockedValue<State>

    private struct State {
        var latency: RxTimeInterval
        var queuedFaults: [Fault] = []
        var persistentFault: Fault?
        var enforcesRateLimit = false
        var log: [RecordedRequest] = []
        var observers: [@Sendable (RecordedRequest) -> Void] = []
        var window = (start: 0, used: 0)
    }

    /// Creates a backend.
    ///
    /// - Parameters:
    ///   - dataset: The repositories to search; the bundled 6,000 by default.
    ///   - latency: How long every answer takes.
    ///   - now: The clock for rate-limit windows and reset times.
    public init(
        dataset: OfflineDataset = .bundled,
        latency: RxTimeInterval = .nanoseconds(0),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        engine = OfflineSearchEngine(dataset: dataset)
        self.now = now
        state = LockedValue(State(latency: latency))
        host = OfflineGitHubRegistry.makeHost()
        baseURL = URL(string: "https://\(host)")!
        OfflineGitHubRegistry.register(self, host: host)
    }

    deinit {
        OfflineGitHubRegistry.unregister(host: host)
    }

    /// A session configuration that routes this backend's host to it; any other host fails as
    /// unreachable. Ephemeral, so nothing is cached on disk.
    public var configuration: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [OfflineGitHubURLProtocol.self]
        return configuration
    }

    /// A `GitHubClient` wired to this backend; the client keeps the backend alive.
    ///
    /// - Parameters:
    ///   - token: A token; authenticated requests get the higher search limit (30 instead of 10).
    ///   - delegateQueue: Where the client delivers results.
    ///   - timeout: The client's timeout in seconds.
    ///   - now: The client's clock.
    /// - Returns: The client.
    public func makeClient(
        token: String? = nil,
        delegateQueue: OperationQueue? = nil,
        timeout: TimeInterval = 30,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> GitHubClient {
        GitHubClient(
            builder: GitHubRequestBuilder(baseURL: baseURL, token: token, timeout: timeout),
            configuration: configuration,
            delegateQueue: delegateQueue,
            now: now,
            backend: self
        )
    }

    /// How long every answer takes.
    public var latency: RxTimeInterval {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = newValue } }
    }

    /// Whether to refuse requests past the search limit (10 a minute, 30 with a token) as GitHub
    /// does. Off by default so tests can page freely; the rate headers are sent either way.
    public var enforcesRateLimit: Bool {
        get { state.withLock { $0.enforcesRateLimit } }
        set { state.withLock { $0.enforcesRateLimit = newValue } }
    }

    /// Makes the next `count` requests fail with `fault`, after any faults already queued.
    ///
    /// - Parameters:
    ///   - fault: The failure.
    ///   - count: How many requests it applies to.
    public func inject(_ fault: Fault, count: Int = 1) {
        state.withLock { $0.queuedFaults += Array(repeating: fault, count: max(0, count)) }
    }

    /// Makes every request fail with `fault` once the queued faults are used up; `nil` stops it.
    ///
    /// - Parameter fault: The failure, or `nil`.
    public func injectForAllRequests(_ fault: Fault?) {
        state.withLock { $0.persistentFault = fault }
    }

    /// Every request received so far, in order, with its outcome.
    public var requests: [RecordedRequest] {
        state.withLock { $0.log }
    }

    /// Calls `handler` whenever a request arrives or its outcome changes (on the backend's threads).
    ///
    /// - Parameter handler: Receives the updated record.
    public func observe(_ handler: @escaping @Sendable (RecordedRequest) -> Void) {
        state.withLock { $0.observers.append(handler) }
    }

    /// The answer to `request` without faults or latency: the search response plus GitHub's
    /// rate-limit headers (and a 403 past the limit when `enforcesRateLimit` is on). The loopback
    /// server of the tests serves this.
    ///
    /// - Parameter request: A GET of `…/search/repositories`.
    /// - Returns: The response.
    package func response(to request: URLRequest) -> OfflineHTTPResponse {
        let authenticated = request.value(forHTTPHeaderField: "Authorization") != nil
        let limit = authenticated ? 30 : 10
        let moment = now()
        let second = Int(moment.timeIntervalSince1970.rounded(.down))
        let (used, enforce) = state.withLock { state in
            // GitHub's search limit is per minute; a new window starts at the next whole minute.
            if second - state.window.start >= 60 { state.window = (second - second % 60, 0) }
            state.window.used += 1
            return (state.window.used, state.enforcesRateLimit)
        }
        let reset = second - second % 60 + 60
        let remaining = max(0, limit - used)
        var response: OfflineHTTPResponse
        if enforce && used > limit {
            response = OfflineFaultResponses.rateLimited(resetAt: reset, limit: limit, authenticated: authenticated)
        } else {
            response = engine.response(to: request.url ?? baseURL)
        }
        response.headers.merge(
            [
                "x-ratelimit-limit": String(limit),
                "x-ratelimit-remaining": String(remaining),
                "x-ratelimit-reset": String(reset),
                "x-ratelimit-used": String(min(used, limit)),
                "x-ratelimit-resource": "search",
                "x-github-api-version-selected": GitHubRequestBuilder.apiVersion,
                "x-github-media-type": "github.v3; format=json",
            ],
            uniquingKeysWith: { current, _ in current }
        )
        return response
    }

    /// Logs a new request and decides how to answer it.
    func begin(_ request: URLRequest) -> (index: Int, plan: Plan) {
        let (record, fault, latency, observers) = state.withLock { state in
            let record = RecordedRequest(
                index: state.log.count,
                url: request.url ?? baseURL,
                headers: HTTPHeaders(request.allHTTPHeaderFields ?? [:]),
                outcome: .pending
            )
            state.log.append(record)
            let fault = state.queuedFaults.isEmpty ? state.persistentFault : state.queuedFaults.removeFirst()
            return (record, fault, state.latency, state.observers)
        }
        for observer in observers {
            observer(record)
        }
        return (record.index, plan(for: request, fault: fault, latency: latency))
    }

    /// Records how a request ended; only the first outcome after `pending` counts.
    func finish(index: Int, outcome: RecordedRequest.Outcome) {
        let (record, observers) = state.withLock { state -> (RecordedRequest?, [@Sendable (RecordedRequest) -> Void]) in
            guard state.log.indices.contains(index), state.log[index].outcome == .pending else { return (nil, []) }
            state.log[index].outcome = outcome
            return (state.log[index], state.observers)
        }
        guard let record else { return }
        for observer in observers {
            observer(record)
        }
    }

    /// `first` then `second`: `RxTimeInterval` has no addition (`Duration`, which has, needs
    /// macOS 13 / iOS 16). Kept to the nanosecond; `.never` stays `.never`.
    private static func sum(_ first: RxTimeInterval, _ second: RxTimeInterval) -> RxTimeInterval {
        let seconds = first.seconds + second.seconds
        guard seconds < Double(Int.max) / 1e9 else { return .never }
        return .nanoseconds(Int((seconds * 1e9).rounded()))
    }

    private func plan(for request: URLRequest, fault: Fault?, latency: RxTimeInterval) -> Plan {
        let reset = Int(now().timeIntervalSince1970.rounded(.down))
        switch fault {
        case nil: return .respond(response(to: request), after: latency)
        case .slow(let delay): return .respond(response(to: request), after: Self.sum(latency, delay))
        case .rateLimit(let resetIn):
            let authenticated = request.value(forHTTPHeaderField: "Authorization") != nil
            let response = OfflineFaultResponses.rateLimited(
                resetAt: reset + resetIn,
                limit: authenticated ? 30 : 10,
                authenticated: authenticated
            )
            return .respond(response, after: latency)
        case .secondaryRateLimit(let retryAfter):
            return .respond(OfflineFaultResponses.secondaryRateLimited(retryAfter: retryAfter), after: latency)
        case .serverError(let status):
            return .respond(OfflineFaultResponses.serverError(status: status), after: latency)
        case .malformedBody: return .respond(OfflineFaultResponses.truncated(response(to: request)), after: latency)
        case .droppedConnection: return .dropConnection(response(to: request), after: latency)
        case .timeout: return .fail(.timedOut, after: latency)
        case .hang: return .hang
        }
    }
}
