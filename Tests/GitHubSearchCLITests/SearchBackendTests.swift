import Foundation
import GitHubAPI
import GitHubHTTPClient
import GitHubSearchCLI
import Testing

/// Which client each data source gets, with which token; no request is sent.
@Suite struct SearchBackendTests {
    private func client(_ options: SearchOptions, _ environment: [String: String] = [:]) throws -> (
        GitHubClient?, SearchRequest.Sort?
    ) {
        let service = try SearchBackend.service(for: options, environment: environment) as? SortedSearchService
        return (service?.base as? GitHubClient, service?.sort)
    }

    private func options(_ source: DataSource) -> SearchOptions {
        var options = SearchOptions()
        options.source = source
        return options
    }

    @Test func offlineUsesTheBundledBackendsOwnHost() throws {
        var options = SearchOptions()
        options.sort = .updated
        let (client, sort) = try client(options, ["GITHUB_TOKEN": "ignored-offline"])
        let host = client?.requestBuilder.baseURL.host ?? ""
        #expect(host.hasSuffix(".github.invalid"))
        #expect(client?.requestBuilder.token == nil)
        #expect(sort == .updated)
    }

    @Test func liveUsesGitHubWithTheToken() throws {
        let (client, sort) = try client(options(.live), ["GITHUB_TOKEN": "t0ken"])
        #expect(client?.requestBuilder.baseURL == GitHubRequestBuilder.defaultBaseURL)
        #expect(client?.requestBuilder.token == "t0ken")
        #expect(sort == nil)
    }

    @Test func anAPIURLIsUsedAsTheRootAndAnEmptyTokenIsNone() throws {
        let url = try #require(URL(string: "https://github.example.com/api/v3"))
        let (client, _) = try client(options(.api(url)), ["GITHUB_TOKEN": ""])
        #expect(client?.requestBuilder.baseURL == url)
        #expect(client?.requestBuilder.token == nil)
    }

    @Test func anotherAPIGetsTheEnterpriseTokenAndNeverTheGitHubComOne() throws {
        let url = try #require(URL(string: "https://github.example.com/api/v3"))
        let (withGitHubToken, _) = try client(options(.api(url)), ["GITHUB_TOKEN": "github-com-secret"])
        #expect(withGitHubToken?.requestBuilder.token == nil)
        let (withEnterpriseToken, _) = try client(
            options(.api(url)), ["GITHUB_TOKEN": "github-com-secret", "GH_ENTERPRISE_TOKEN": "ghe"])
        #expect(withEnterpriseToken?.requestBuilder.token == "ghe")
    }

    @Test func aTokenOverPlainHTTPToAnotherMachineIsRefused() throws {
        let url = try #require(URL(string: "http://github.example.com/api/v3"))
        #expect(throws: GitHubTokenError.insecureTransport(variable: "GITHUB_ENTERPRISE_TOKEN", url: url)) {
            try client(options(.api(url)), ["GITHUB_ENTERPRISE_TOKEN": "ghe"])
        }
    }
}
