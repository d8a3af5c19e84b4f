import Foundation
import GitHubAPI
import GitHubSearchTesting
import ReactiveTesting
import ReactorArchitecture
import Testing

@testable import GitHubSearchFeature

/// `SearchReactor`'s guards, action by action.
@Suite(.leakChecked) struct SearchReactorTests {
    @Test func loadNextPageWhileTheFirstPageLoadsRequestsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(query: "swift", page: 1, after: 10, .success(SearchHarness.page("swift", ["a/b"], more: true)))
        let reactor = SearchReactor(
            service: service, cache: SharedSearchCache(capacity: 5), pageSize: 30, clock: scheduler)
        let subscription = reactor.state.subscribe()
        reactor.action.onNext(.updateQuery("swift"))
        reactor.action.onNext(.loadNextPage)
        scheduler.start()
        reactor.action.onNext(.select(5))
        subscription.dispose()
        #expect(service.requests == [SearchHarness.request("swift")])
        #expect(reactor.currentState.view == .shown("swift", ["a/b"], more: true))
        #expect(reactor.currentState.urlToOpen == nil)
    }
}
