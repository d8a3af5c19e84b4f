import Foundation
import GitHubAPI
import GitHubHTTPClient
import OfflineGitHubServer

/// The service a command line asks for: the offline sample data, api.github.com or another API root.
package enum SearchBackend {
    /// Makes the service for `options`, answering on the main queue, where the app's search feature
    /// runs: the client hands its answers straight from `URLSession` to the main queue, so the
    /// feature never sees another thread.
    ///
    /// - Parameters:
    ///   - options: The data source, sort and hidden offline fault and latency.
    ///   - environment: The process environment, for the token (see `GitHubToken`).
    /// - Returns: The service; sorted as `--sort` asks.
    /// - Throws: `GitHubTokenError` when the token for the API would travel over plain `http`.
    package static func service(
        for options: SearchOptions,
        environment: [String: String]
    ) throws(GitHubTokenError) -> any GitHubSearchService {
        let base: any GitHubSearchService
        switch options.source {
        case .offline:
            let github = OfflineGitHub(latency: .milliseconds(options.offlineLatencyMilliseconds))
            if let fault = options.offlineFault {
                github.injectForAllRequests(fault.fault)
            }
            base = github.makeClient(delegateQueue: .main)
        case .live:
            let url = GitHubRequestBuilder.defaultBaseURL
            base = GitHubClient(token: try GitHubToken.forAPI(at: url, environment: environment), delegateQueue: .main)
        case .api(let url):
            base = GitHubClient(
                baseURL: url, token: try GitHubToken.forAPI(at: url, environment: environment), delegateQueue: .main)
        }
        return SortedSearchService(base: base, sort: options.sort)
    }
}
