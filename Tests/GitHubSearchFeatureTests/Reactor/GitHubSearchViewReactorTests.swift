import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import ReactiveTesting
import ReactorArchitecture
import Testing

/// `GitHubSearchViewReactor`'s guards, action by action.
///
/// Like a ReactorKit reactor, it keeps its streams in a side table until the table sweeps, so each
/// test lets go of its reactor and sweeps before the leak check.
@Suite(.leakChecked) struct GitHubSearchViewReactorTests {
    private func withReactor(
        _ scheduler: TestScheduler, _ service: ScriptedGitHubService, _ body: (GitHubSearchViewReactor) -> Void
    ) {
        body(
            GitHubSearchViewReactor(
                service: service, cache: SharedSearchCache(capacity: 5), pageSize: 30, clock: scheduler))
        ReactorStorage.sweepSideTable()
    }

    @Test func loadNextPageWhileTheFirstPageLoadsRequestsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(query: "swift", page: 1, after: 10, .success(SearchHarness.page("swift", ["a/b"], more: true)))
        withReactor(scheduler, service) { reactor in
            let subscription = reactor.state.subscribe()
            reactor.action.onNext(.updateQuery("swift"))
            reactor.action.onNext(.loadNextPage)
            scheduler.start()
            subscription.dispose()
            #expect(service.requests == [SearchHarness.request("swift")])
            #expect(SearchViewState(reactor.currentState) == .shown("swift", ["a/b"], more: true))
        }
    }

    @Test func loadNextPageWhileANextPageLoadsRequestsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(query: "swift", page: 1, after: 10, .success(SearchHarness.page("swift", ["a/b"], more: true)))
        service.script(query: "swift", page: 2, after: 10, .success(SearchHarness.page("swift", page: 2, ["c/d"])))
        withReactor(scheduler, service) { reactor in
            let subscription = reactor.state.subscribe()
            reactor.action.onNext(.updateQuery("swift"))
            scheduler.advanceTo(20)
            reactor.action.onNext(.loadNextPage)
            reactor.action.onNext(.loadNextPage)
            scheduler.start()
            subscription.dispose()
            #expect(service.requests == [SearchHarness.request("swift"), SearchHarness.request("swift", page: 2)])
            #expect(SearchViewState(reactor.currentState) == .shown("swift", ["a/b", "c/d"]))
        }
    }

    @Test func anEmptyQueryIsOneMutation() {
        let scheduler = TestScheduler(initialClock: 0)
        withReactor(scheduler, ScriptedGitHubService(scheduler: scheduler)) { reactor in
            var states = 0
            let subscription = reactor.state.subscribe(onNext: { _ in states += 1 })
            reactor.action.onNext(.updateQuery(""))
            subscription.dispose()
            #expect(states == 2)  // the initial state, then the cleared one
        }
    }
}
