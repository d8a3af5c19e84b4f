import Foundation
import GitHubAPI
import Reactive

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Searches GitHub's REST API (`GET /search/repositories`) over `URLSession`.
///
/// ```swift
/// let client = GitHubClient(token: ProcessInfo.processInfo.environment["GITHUB_TOKEN"])
/// client.search(SearchRequest(query: "reactive language:swift", sort: .stars))
///     .subscribe(onSuccess: { page in print(page.repositories.map(\.fullName)) },
///                onFailure: { error in print((error as? GitHubSearchError)?.displayMessage ?? "\(error)") })
/// ```
///
/// Every failure arrives as a `GitHubSearchError`. Results are delivered on the session's delegate
/// queue; observe them on the scheduler you need. Disposing a subscription cancels its HTTP request.
/// Requests are built by `GitHubRequestBuilder` and responses read by `SearchResponseMapper`; the
/// same path serves `OfflineGitHub`, which plugs in through `configuration`.
public final class GitHubClient: GitHubSearchService {
    /// Builds every request: base URL, token, headers.
    public let requestBuilder: GitHubRequestBuilder
    private let session: URLSession
    private let mapper = SearchResponseMapper()
    private let now: @Sendable () -> Date
    /// Whatever serves this client's requests in-process (an `OfflineGitHub`), kept alive as long
    /// as the client is, since `URLSession` only knows its protocol class.
    private let backend: (any Sendable)?

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - baseURL: The API root: `https://api.github.com`, or `https://HOST/api/v3` for GitHub
    ///     Enterprise Server.
    ///   - token: A token for `Authorization: Bearer` (30 searches a minute instead of 10); `nil`
    ///     for anonymous access.
    ///   - configuration: The session configuration; set `protocolClasses` to serve requests
    ///     without a network (`OfflineGitHub.configuration`). Ephemeral by default: no disk cache.
    ///   - delegateQueue: Where results are delivered; `nil` lets `URLSession` make a serial queue.
    ///   - userAgent: The `User-Agent` GitHub requires.
    ///   - timeout: Seconds to wait for a response.
    ///   - now: The clock that stamps rate-limit responses; inject a fixed one in tests.
    public convenience init(
        baseURL: URL = GitHubRequestBuilder.defaultBaseURL,
        token: String? = nil,
        configuration: URLSessionConfiguration = .ephemeral,
        delegateQueue: OperationQueue? = nil,
        userAgent: String = "ReactiveArchitectures-GitHubSearch/1.0",
        timeout: TimeInterval = 30,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            builder: GitHubRequestBuilder(baseURL: baseURL, token: token, userAgent: userAgent, timeout: timeout),
            configuration: configuration,
            delegateQueue: delegateQueue,
            now: now,
            backend: nil
        )
    }

    /// The designated initializer; `backend` is retained for the client's lifetime. The offline
    /// server uses it to keep itself alive as long as its client.
    package init(
        builder: GitHubRequestBuilder,
        configuration: URLSessionConfiguration,
        delegateQueue: OperationQueue?,
        now: @escaping @Sendable () -> Date,
        backend: (any Sendable)?
    ) {
        requestBuilder = builder
        session = URLSession(configuration: configuration, delegate: nil, delegateQueue: delegateQueue)
        self.now = now
        self.backend = backend
    }

    deinit {
        // Lets running requests finish (their subscribers still hold them), then frees the session.
        session.finishTasksAndInvalidate()
    }

    /// One page of results for `request`, fetched when the single is subscribed.
    ///
    /// An invalid request fails at once with `invalidRequest` and sends nothing. Otherwise the
    /// page or the error arrives on the delegate queue; disposing the subscription before that
    /// cancels the HTTP request.
    ///
    /// - Parameter request: The search.
    /// - Returns: A single that succeeds with the page or fails with a `GitHubSearchError`.
    public func search(_ request: SearchRequest) -> Single<SearchPage> {
        Single.create { [self] observer in
            start(request) { result in
                observer(result.mapError { $0 })
            }
        }
    }

    /// Starts `request` and reports its outcome once, unless the returned disposable is disposed
    /// first; disposing cancels the HTTP request.
    ///
    /// - Parameters:
    ///   - request: The search.
    ///   - completion: Receives the page or the error, on the delegate queue (at once for an
    ///     invalid request).
    /// - Returns: What cancels the request.
    private func start(
        _ request: SearchRequest,
        completion: @escaping (Result<SearchPage, GitHubSearchError>) -> Void
    ) -> any Disposable {
        do {
            try request.validate()
        } catch {
            completion(.failure(.invalidRequest(error)))
            return Disposables.create()
        }
        let pending = PendingCompletion(completion)
        let task = session.dataTask(with: requestBuilder.urlRequest(for: request)) {
            [mapper, now] data, response, error in
            if let error {
                pending.complete(.failure(TransportErrorMapper.map(error)))
            } else if let response = response as? HTTPURLResponse {
                let headers = HTTPHeaders(response)
                pending.complete(
                    mapper.map(status: response.statusCode, headers: headers, body: data ?? Data(), receivedAt: now())
                )
            } else {
                pending.complete(.failure(.malformedResponse("the response is not an HTTP response")))
            }
        }
        task.resume()
        return Disposables.create {
            if pending.cancel() {
                task.cancel()
            }
        }
    }
}
