import Reactive

/// Searches GitHub repositories: the one dependency the architectures share.
///
/// `GitHubClient` implements it over HTTP (or `OfflineGitHub`), `ScriptedGitHubService` in
/// `GitHubSearchTesting` in virtual time. Implementations fail only with `GitHubSearchError` and
/// cancel the work when the subscription is disposed before the answer.
public protocol GitHubSearchService: Sendable {
    /// One page of results for `request`.
    ///
    /// Nothing happens until the single is subscribed; each subscription is one request.
    ///
    /// - Parameter request: The search.
    /// - Returns: A single that succeeds with the page or fails with a `GitHubSearchError`.
    func search(_ request: SearchRequest) -> Single<SearchPage>
}
