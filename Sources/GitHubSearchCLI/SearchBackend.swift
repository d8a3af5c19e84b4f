import Foundation
import GitHubAPI
import GitHubHTTPClient
import OfflineGitHubServer

/// The service a command line asks for: the offline sample data, api.github.com or another API root.
package enum SearchBackend {
    /// Makes the service for `options`.
    ///
    /// - Parameters:
    ///   - options: The data source, sort and hidden offline fault and latency.
    ///   - environment: The process environment, for `GITHUB_TOKEN`.
    /// - Returns: The service; sorted as `--sort` asks.
    package static func service(
        for options: SearchOptions,
        environment: [String: String]
    ) -> any GitHubSearchService {
        let token = environment["GITHUB_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        let base: any GitHubSearchService
        switch options.source {
        case .offline:
            let github = OfflineGitHub(latency: .milliseconds(options.offlineLatencyMilliseconds))
            if let fault = options.offlineFault {
                github.injectForAllRequests(fault.fault)
            }
            base = github.makeClient()
        case .live:
            base = GitHubClient(token: token)
        case .api(let url):
            base = GitHubClient(baseURL: url, token: token)
        }
        return SortedSearchService(base: base, sort: options.sort)
    }
}
