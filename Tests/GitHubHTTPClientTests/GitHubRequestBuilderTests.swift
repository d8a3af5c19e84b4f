import Foundation
import GitHubAPI
import GitHubHTTPClient
import ReactiveTesting
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.leakChecked) struct GitHubRequestBuilderTests {
    @Test func defaultsToTheSearchEndpointOfThePublicAPI() {
        let url = GitHubRequestBuilder().url(for: SearchRequest(query: "swift"))
        #expect(url.absoluteString == "https://api.github.com/search/repositories?q=swift&per_page=30&page=1")
    }

    @Test(arguments: [
        "https://ghe.example.com/api/v3", "https://ghe.example.com/api/v3/", "https://ghe.example.com/api/v3//",
    ])
    func keepsTheEnterprisePathWithOrWithoutATrailingSlash(base: String) throws {
        let builder = GitHubRequestBuilder(baseURL: try #require(URL(string: base)))
        let url = builder.url(for: SearchRequest(query: "rx", page: 3, perPage: 50))
        #expect(url.absoluteString == "https://ghe.example.com/api/v3/search/repositories?q=rx&per_page=50&page=3")
    }

    @Test func encodesTheQueryStrictlyAndSendsSortWithOrder() {
        let request = SearchRequest(
            query: "c++ a&b=c language:swift 🚀", page: 2, perPage: 100, sort: .stars, order: .ascending)
        let url = GitHubRequestBuilder().url(for: request)
        #expect(
            url.absoluteString
                == "https://api.github.com/search/repositories?q=c%2B%2B%20a%26b%3Dc%20language%3Aswift%20%F0%9F%9A%80"
                + "&sort=stars&order=asc&per_page=100&page=2"
        )
    }

    @Test func sendsGitHubsHeaders() {
        let builder = GitHubRequestBuilder(userAgent: "tests/1", timeout: 12)
        let request = builder.urlRequest(for: SearchRequest(query: "x"))
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
        #expect(request.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
        #expect(request.value(forHTTPHeaderField: "User-Agent") == "tests/1")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(request.timeoutInterval == 12)
    }

    @Test func sendsTheTokenAsBearerAndNothingForAnEmptyToken() {
        let withToken = GitHubRequestBuilder(token: "ghp_secret").urlRequest(for: SearchRequest(query: "x"))
        #expect(withToken.value(forHTTPHeaderField: "Authorization") == "Bearer ghp_secret")
        let empty = GitHubRequestBuilder(token: "").urlRequest(for: SearchRequest(query: "x"))
        #expect(empty.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test(arguments: [
        ("http://ghe.example.com/api/v3", false), ("http://127.0.0.1:8080", true), ("http://localhost:1", true),
        ("http://[::1]:9", true), ("https://ghe.example.com/api/v3", true),
    ])
    func sendsNoTokenOverPlainHTTPToAnotherMachine(base: String, sent: Bool) throws {
        let builder = GitHubRequestBuilder(baseURL: try #require(URL(string: base)), token: "ghp_secret")
        let request = builder.urlRequest(for: SearchRequest(query: "x"))
        #expect((request.value(forHTTPHeaderField: "Authorization") != nil) == sent)
    }

    @Test func theURLReadsBackAsTheSameRequest() throws {
        let request = SearchRequest(query: "a+b c&d", page: 4, perPage: 7, sort: .updated, order: .ascending)
        #expect(try SearchRequest(searchURL: GitHubRequestBuilder().url(for: request)) == request)
    }
}
