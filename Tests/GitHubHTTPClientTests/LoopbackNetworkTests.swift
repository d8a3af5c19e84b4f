import Foundation
import GitHubAPI
import GitHubHTTPClient
import GitHubSearchTesting
import OfflineGitHubServer
import Reactive
import ReactiveTesting
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The plain network path: `GitHubClient` with a default `URLSession` configuration talks HTTP to
/// a GitHub-compatible server on 127.0.0.1 (the offline engine behind real sockets), follows its
/// `link` header and reads its errors.
@Suite(.leakChecked) struct LoopbackNetworkTests {
    private let probe = SearchProbe()

    @Test func searchesAndPagesOverARealTCPConnection() async throws {
        let github = OfflineGitHub()
        let server = try LoopbackHTTPServer { request in
            // The engine writes `link` URLs from the URL it is given: use the authority the client sent.
            var urlRequest = URLRequest(url: URL(string: "http://\(request.headers["host"] ?? "")\(request.target)")!)
            urlRequest.setValue(request.headers["authorization"], forHTTPHeaderField: "Authorization")
            return github.response(to: urlRequest)
        }
        defer { server.stop() }
        let base = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
        let client = GitHubClient(baseURL: base, token: "loopback-token", delegateQueue: probe.queue)

        let first = try await probe.result(client, SearchRequest(query: "c++ a&b=c 🚀", perPage: 5)).get()
        #expect(first.totalCount == 0)
        #expect(first.isLastPage)

        let page = try await probe.result(client, SearchRequest(query: "swift library", perPage: 5, sort: .stars)).get()
        #expect(page.repositories.count == 5)
        let next = try #require(page.nextPage)
        #expect(next == SearchRequest(query: "swift library", page: 2, perPage: 5, sort: .stars))
        let second = try await probe.result(client, next).get()
        #expect(second.repositories.count == 5)
        #expect(Set(page.repositories.map(\.id)).isDisjoint(with: second.repositories.map(\.id)))

        let capped = await probe.result(client, SearchRequest(query: "swift", page: 11, perPage: 100))
        #expect(capped.failure?.isResultCap == true)

        let requests = server.requests
        #expect(requests.count == 4)
        #expect(requests.allSatisfy { $0.method == "GET" })
        #expect(requests[0].target == "/search/repositories?q=c%2B%2B%20a%26b%3Dc%20%F0%9F%9A%80&per_page=5&page=1")
        #expect(requests[2].target == "/search/repositories?q=swift%20library&sort=stars&order=desc&per_page=5&page=2")
        #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer loopback-token" })
        #expect(requests.allSatisfy { $0.headers["accept"] == "application/vnd.github+json" })
        #expect(requests.allSatisfy { $0.headers["x-github-api-version"] == "2022-11-28" })
        #expect(requests.allSatisfy { $0.headers["user-agent"]?.isEmpty == false })
    }

    @Test func aClosedPortIsOffline() async throws {
        // Start and stop a server to get a port nothing listens on any more.
        let server = try LoopbackHTTPServer { _ in OfflineHTTPResponse(status: 200, headers: [:], body: Data()) }
        server.stop()
        let client = GitHubClient(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), delegateQueue: probe.queue)
        #expect(await probe.result(client, SearchRequest(query: "swift")).failure == .offline)
    }
}
