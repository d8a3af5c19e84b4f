// Ours, not RxFeedback's: appended to RxFeedback's GithubPaginatedSearch example (its types are
// fileprivate), it builds the example's system as its view controller does, with the search bar
// and the table's scrolling replaced by relays, over a stubbed api.github.com.
import XCTest

/// Answers GitHub's search endpoint: two repositories per page for pages 1 and 2, with a `Link`
/// header to the next page on page 1.
final class StubGitHubPages: URLProtocol {
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
        let repositories = (1...2).map {
            ["name": "\(query)-\(page)-\($0)", "url": "https://api.github.com/repos/o/\(query)-\(page)-\($0)"]
        }
        let body = try! JSONSerialization.data(withJSONObject: ["items": repositories])
        var headers: [String: String] = [:]
        if page == 1 {
            headers["Link"] = "<https://api.github.com/search/repositories?q=\(query)&page=2>; rel=\"next\""
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

final class GithubPaginatedSearchExampleTests: XCTestCase {
    private func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            if Date() > deadline { return false }
            RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return true
    }

    func testTheExampleSystemSearchesAndLoadsTheNextPageWhenNearTheBottom() {
        URLProtocol.registerClass(StubGitHubPages.self)
        defer { URLProtocol.unregisterClass(StubGitHubPages.self) }
        let searchText = PublishRelay<String>()
        let nearBottom = PublishRelay<Void>()
        let triggerLoadNextPage: (Driver<State>) -> Signal<Event> = { state in
            state.flatMapLatest { state -> Signal<Event> in
                if state.shouldLoadNextPage {
                    return Signal.empty()
                }
                return nearBottom.asSignal().map { _ in Event.scrollingNearBottom }
            }
        }
        let ui: (Driver<State>) -> Signal<Event> = { state in
            Signal.merge(searchText.asSignal().map(Event.searchChanged), triggerLoadNextPage(state))
        }
        var latest = State.empty
        let subscription = Driver.system(
            initialState: State.empty,
            reduce: State.reduce,
            feedback: ui,
            react(request: { $0.loadNextPage }, effects: { resource in
                URLSession.shared.loadRepositories(resource: resource)
                    .asSignal(onErrorJustReturn: .failure(.offline))
                    .map(Event.response)
            })
        )
        .drive(onNext: { latest = $0 })
        defer { subscription.dispose() }

        searchText.accept("swift")
        XCTAssertTrue(waitUntil { latest.results.count == 2 })
        XCTAssertEqual(latest.results.map(\.name), ["swift-1-1", "swift-1-2"])
        XCTAssertEqual(latest.nextPageURL?.absoluteString, "https://api.github.com/search/repositories?q=swift&page=2")
        XCTAssertFalse(latest.shouldLoadNextPage)

        nearBottom.accept(())
        XCTAssertTrue(waitUntil { latest.results.count == 4 })
        XCTAssertEqual(latest.results.map(\.name).suffix(2), ["swift-2-1", "swift-2-2"])
        XCTAssertNil(latest.nextPageURL, "page 2 has no next link")
        XCTAssertNil(latest.lastError)
    }
}
