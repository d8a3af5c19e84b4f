import Foundation
import GitHubAPI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Builds the HTTP request for a search: URL, query encoding and GitHub's headers.
public struct GitHubRequestBuilder: Sendable {
    /// The REST API version the client is written against (`X-GitHub-Api-Version`).
    public static let apiVersion = "2022-11-28"
    /// GitHub's recommended media type (`Accept`).
    public static let mediaType = "application/vnd.github+json"
    /// The public API; GitHub Enterprise Server uses `https://HOST/api/v3`.
    public static let defaultBaseURL = URL(string: "https://api.github.com")!

    /// The API root; its path is kept, so `https://HOST/api/v3` becomes `…/api/v3/search/repositories`.
    public var baseURL: URL
    /// A personal access token or app token, sent as `Authorization: Bearer`; `nil` or empty sends
    /// none, and it is never sent over plain `http` except to this machine. `GitHubToken` picks the
    /// right one for `baseURL`.
    public var token: String?
    /// The `User-Agent`; GitHub rejects requests without one.
    public var userAgent: String
    /// How long to wait for the server, in seconds.
    public var timeout: TimeInterval

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - baseURL: The API root.
    ///   - token: The token, if any.
    ///   - userAgent: The `User-Agent`.
    ///   - timeout: The request timeout in seconds.
    public init(
        baseURL: URL = GitHubRequestBuilder.defaultBaseURL,
        token: String? = nil,
        userAgent: String = "ReactiveArchitectures-GitHubSearch/1.0",
        timeout: TimeInterval = 30
    ) {
        self.baseURL = baseURL
        self.token = token
        self.userAgent = userAgent
        self.timeout = timeout
    }

    /// The search URL for `request`, every query value strictly percent-encoded.
    ///
    /// - Parameter request: The search.
    /// - Returns: `<baseURL>/search/repositories?q=…`.
    public func url(for request: SearchRequest) -> URL {
        // Joining strings, not `appendingPathComponent`, keeps the base path (`/api/v3`) and never
        // doubles or drops the slash between them.
        var root = baseURL.absoluteString
        while root.hasSuffix("/") {
            root.removeLast()
        }
        let text = root + "/search/repositories?" + URLQueryEncoding.queryString(request.queryItems)
        // A valid absolute URL followed by a path and unreserved characters or %XX escapes is
        // always a valid URL.
        return URL(string: text)!
    }

    /// The full HTTP request for `request`.
    ///
    /// - Parameter request: The search.
    /// - Returns: A GET with `Accept`, `X-GitHub-Api-Version`, `User-Agent` and, with a token and
    ///   a transport that keeps it private (`GitHubToken.mayCarryToken`), `Authorization`.
    public func urlRequest(for request: SearchRequest) -> URLRequest {
        var urlRequest = URLRequest(url: url(for: request), timeoutInterval: timeout)
        urlRequest.httpMethod = "GET"
        // Freshness is the caller's business (the architectures cache pages themselves).
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        urlRequest.setValue(Self.mediaType, forHTTPHeaderField: "Accept")
        urlRequest.setValue(Self.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        if let token, !token.isEmpty, let url = urlRequest.url, GitHubToken.mayCarryToken(url) {
            urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return urlRequest
    }
}
