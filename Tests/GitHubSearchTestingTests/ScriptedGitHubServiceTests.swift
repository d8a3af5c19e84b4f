import GitHubSearch
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct ScriptedGitHubServiceTests {
    private let swift = SearchRequest(query: "swift")

    @Test func answersAtTheScriptedVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        let page = SearchPage.stub(for: swift, ["apple/swift"])
        service.script(swift, after: 30, .success(page))
        let request = swift
        let res = scheduler.start { service.search(request).asObservable() }
        #expect(res.events == [.next(230, page), .completed(230)])
        #expect(service.log == [.requested(swift, at: 200), .succeeded(swift, at: 230)])
        #expect(service.requests == [swift])
    }

    @Test func disposingBeforeTheAnswerIsLoggedAsCancelled() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(swift, after: 30, .success(.stub(for: swift, [])))
        let request = swift
        let res = scheduler.start(disposed: 215) { service.search(request).asObservable() }
        #expect(res.events.isEmpty)
        #expect(service.log == [.requested(swift, at: 200), .cancelled(swift, at: 215)])
    }

    @Test func flatMapLatestCancelsTheSupersededSearch() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        let typed = scheduler.createHotObservable([
            .next(210, "s"), .next(215, "sw"), .next(260, "swift"), .completed(400),
        ])
        let pages = ["s", "sw", "swift"].map { SearchPage.stub(for: SearchRequest(query: $0), ["owner/\($0)"]) }
        for (query, page) in zip(["s", "sw", "swift"], pages) {
            service.script(query: query, after: 20, .success(page))
        }
        let res = scheduler.start {
            typed.flatMapLatest { service.search(SearchRequest(query: $0)).asObservable() }
        }
        #expect(res.events == [.next(235, pages[1]), .next(280, pages[2]), .completed(400)])
        let (s, sw, swift) = (SearchRequest(query: "s"), SearchRequest(query: "sw"), SearchRequest(query: "swift"))
        #expect(
            service.log == [
                .requested(s, at: 210), .cancelled(s, at: 215), .requested(sw, at: 215), .succeeded(sw, at: 235),
                .requested(swift, at: 260), .succeeded(swift, at: 280),
            ]
        )
    }

    @Test func scriptedErrorsArriveAtTheirTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(query: "swift", after: 5, .failure(.serverError(status: 503)))
        let request = swift
        let res = scheduler.start { service.search(request).asObservable() }
        #expect(res.events == [.error(205, GitHubSearchError.serverError(status: 503))])
        #expect(service.log == [.requested(swift, at: 200), .failed(swift, .serverError(status: 503), at: 205)])
    }

    @Test func answersForOneKeyAreUsedInOrderAndTheLastRepeats() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(query: "swift", after: 10, .failure(.timedOut))
        service.script(query: "swift", after: 20, .success(.stub(for: swift, ["apple/swift"])))
        let request = swift
        let res = scheduler.start {
            service.search(request).asObservable()
                .catch { _ in service.search(request).asObservable() }
                .concat(service.search(request).asObservable())
        }
        #expect(res.events.map(\.time) == [230, 250, 250])
        #expect(service.log.map(\.time) == [200, 210, 210, 230, 230, 250])
    }

    @Test func anExactScriptWinsOverQueryAndPage() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        let bySize = SearchRequest(query: "swift", perPage: 100)
        service.script(query: "swift", .success(.stub(for: swift, ["a/general"])))
        service.script(bySize, after: 1, .success(.stub(for: bySize, ["a/exact"])))
        let res = scheduler.start { service.search(bySize).asObservable() }
        #expect(res.events.first?.value.element?.repositories.map(\.fullName) == ["a/exact"])
    }

    @Test func unscriptedRequestsNeverAnswerButAreLogged() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        let request = swift
        let res = scheduler.start { service.search(request).asObservable() }
        #expect(res.events.isEmpty)
        #expect(service.log == [.requested(swift, at: 200), .cancelled(swift, at: 1000)])
    }

    @Test func invalidRequestsFailAtOnceLikeTheClient() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        let bad = SearchRequest(query: "  ")
        let res = scheduler.start { service.search(bad).asObservable() }
        #expect(res.events == [.error(200, GitHubSearchError.invalidRequest(.emptyQuery))])
        #expect(service.log == [.requested(bad, at: 200), .failed(bad, .invalidRequest(.emptyQuery), at: 200)])
    }

    @Test func logEntriesDescribeThemselves() {
        #expect(ScriptedGitHubService.LogEntry.cancelled(swift, at: 250).description == #"cancelled "swift" p1 @ 250"#)
    }
}
