import Foundation
import GitHubSearch
import GitHubSearchCLI
import Testing

/// Which client each data source gets; no request is sent.
@Suite struct SearchBackendTests {
    private func client(_ options: SearchOptions, _ environment: [String: String] = [:]) -> (
        GitHubClient?, SearchRequest.Sort?
    ) {
        let service = SearchBackend.service(for: options, environment: environment) as? SortedSearchService
        return (service?.base as? GitHubClient, service?.sort)
    }

    @Test func offlineUsesTheBundledBackendsOwnHost() {
        var options = SearchOptions()
        options.sort = .updated
        let (client, sort) = client(options, ["GITHUB_TOKEN": "ignored-offline"])
        let host = client?.requestBuilder.baseURL.host ?? ""
        #expect(host.hasSuffix(".github.invalid"))
        #expect(client?.requestBuilder.token == nil)
        #expect(sort == .updated)
    }

    @Test func liveUsesGitHubWithTheToken() {
        var options = SearchOptions()
        options.source = .live
        let (client, sort) = client(options, ["GITHUB_TOKEN": "t0ken"])
        #expect(client?.requestBuilder.baseURL == GitHubRequestBuilder.defaultBaseURL)
        #expect(client?.requestBuilder.token == "t0ken")
        #expect(sort == nil)
    }

    @Test func anAPIURLIsUsedAsTheRootAndAnEmptyTokenIsNone() throws {
        var options = SearchOptions()
        let url = try #require(URL(string: "https://github.example.com/api/v3"))
        options.source = .api(url)
        let (client, _) = client(options, ["GITHUB_TOKEN": ""])
        #expect(client?.requestBuilder.baseURL == url)
        #expect(client?.requestBuilder.token == nil)
    }
}
