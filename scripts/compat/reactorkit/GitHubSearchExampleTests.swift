// Ours, not ReactorKit's: drives ReactorKit's GitHubSearch example reactor, compiled unchanged
// (imports aside), through a search and a next page over a stubbed api.github.com.
import Foundation
import ReactorArchitecture
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers GitHub's search endpoint: two repositories named after the query and page, for
/// pages 1 and 2, and none after.
final class StubGitHubSearch: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "api.github.com"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let url = request.url!
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let query = items.first { $0.name == "q" }?.value ?? ""
        let page = Int(items.first { $0.name == "page" }?.value ?? "1") ?? 1
        let repositories = page <= 2 ? (1...2).map { ["full_name": "\(query)/repo-\(page)-\($0)"] } : []
        let body = try! JSONSerialization.data(withJSONObject: ["items": repositories])
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// Runs the run loop until `condition` holds or `timeout` seconds pass.
func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() > deadline { return false }
        RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return true
}

final class GitHubSearchExampleTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(StubGitHubSearch.self)
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubGitHubSearch.self)
        super.tearDown()
    }

    func testTheExampleReactorSearchesPagesAndStartsOverOnANewQuery() {
        let reactor = GitHubSearchViewReactor()
        reactor.action.onNext(.updateQuery("swift"))
        XCTAssertEqual(reactor.currentState.query, "swift", "setQuery is reduced at once")
        XCTAssertTrue(waitUntil { reactor.currentState.repos.count == 2 })
        XCTAssertEqual(reactor.currentState.repos, ["swift/repo-1-1", "swift/repo-1-2"])
        XCTAssertEqual(reactor.currentState.nextPage, 2)

        reactor.action.onNext(.loadNextPage)
        XCTAssertTrue(waitUntil { reactor.currentState.repos.count == 4 && !reactor.currentState.isLoadingNextPage })
        XCTAssertEqual(reactor.currentState.repos.suffix(2), ["swift/repo-2-1", "swift/repo-2-2"])
        XCTAssertEqual(reactor.currentState.nextPage, 3)

        reactor.action.onNext(.updateQuery("rx"))
        XCTAssertTrue(waitUntil { reactor.currentState.repos.first == "rx/repo-1-1" })
        XCTAssertEqual(reactor.currentState.repos, ["rx/repo-1-1", "rx/repo-1-2"])
    }
}
