import GitHubSearchFeature
import Reactive
import ReactiveTesting
import Testing

/// What a query is, and the text-to-queries pipeline every architecture and the app use.
@Suite(.leakChecked) struct SearchQueryTests {
    @Test func aQueryIsTheTextWithoutTheWhitespaceAroundIt() {
        #expect(SearchQuery.normalized("  swift ui \n") == "swift ui")
        #expect(SearchQuery.normalized("\t \n") == "")
        #expect(SearchQuery.normalized("Swift") == "Swift")  // case is kept; the cache lowercases its keys
    }

    @Test func textBecomesThrottledDistinctQueries() {
        let scheduler = TestScheduler(initialClock: 0)
        let text = scheduler.createHotObservable([
            .next(210, "s"), .next(211, "sw"), .next(212, "swift"), .next(220, " swift "), .next(230, "rust"),
            .completed(300),
        ])
        let res = scheduler.start { text.searchQueries(throttle: .seconds(3), scheduler: scheduler) }
        #expect(res.events == [.next(210, "s"), .next(213, "swift"), .next(230, "rust"), .completed(300)])
        #expect(text.subscriptions == [Subscription(200, 300)])
    }
}
