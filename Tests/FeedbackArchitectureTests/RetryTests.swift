import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// Pain point: retrying a request. `react` starts an effect only when the request changes, so once
/// a load has failed, putting the same request back into the state can never load again (the
/// complaint RxFeedback users keep filing). `RetryableRequest` is the answer: a retry is the same
/// request with the next attempt number, which differs, so the effect runs again.
@Suite(.leakChecked) struct RetryTests {
    /// A search screen: the query being loaded, and what came of it.
    struct Search<Query: Equatable>: Equatable {
        var query: Query?
        var results: [String] = []
        var failures = 0
    }

    enum SearchEvent: Equatable {
        case loaded([String])
        case failed
        case retry
    }

    /// The server: the first load of anything fails, later ones succeed.
    final class FlakyServer {
        private let scheduler: TestScheduler
        private(set) var loads: [Recorded<String>] = []

        init(_ scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func load(_ query: String) -> Observable<SearchEvent> {
            search(query).map { $0.map(SearchEvent.loaded) ?? .failed }
        }

        /// The results, or nil when the search failed.
        func search(_ query: String) -> Observable<[String]?> {
            loads.append(Recorded(time: scheduler.clock, value: query))
            let results = loads.count == 1 ? nil : ["\(query) result"]
            return Observable.just(results).delay(.seconds(5), scheduler: scheduler)
        }
    }

    private static func reduce<Query>(
        retrying: @escaping (Query) -> Query
    ) -> (Search<Query>, SearchEvent) -> Search<Query> {
        { state, event in
            var state = state
            switch event {
            case .loaded(let results): state.results = results
            case .failed: state.failures += 1
            case .retry: state.query = state.query.map(retrying)
            }
            return state
        }
    }

    @Test func anEqualRequestCanNeverRunItsEffectAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let server = FlakyServer(scheduler)
        let retries = scheduler.createHotObservable([.next(230, SearchEvent.retry)])
        let res = scheduler.start {
            Observable.system(
                initialState: Search<String>(query: "swift"),
                reduce: Self.reduce(retrying: { $0 }),
                scheduler: scheduler,
                feedback: react(request: { $0.query }, effects: server.load),
                { _ in retries.asObservable() }
            )
        }
        #expect(server.loads == [Recorded(time: 201, value: "swift")])
        #expect(res.events.last?.value.element == Search(query: "swift", results: [], failures: 1))
    }

    @Test func aRetriedRequestRunsItsEffectAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let server = FlakyServer(scheduler)
        let retries = scheduler.createHotObservable([.next(230, SearchEvent.retry)])
        let res = scheduler.start {
            Observable.system(
                initialState: Search(query: RetryableRequest("swift")),
                reduce: Self.reduce(retrying: { $0.retried() }),
                scheduler: scheduler,
                feedback: react(request: { $0.query }, effects: { server.load($0.request) }),
                { _ in retries.asObservable() }
            )
        }
        #expect(server.loads == [Recorded(time: 201, value: "swift"), Recorded(time: 230, value: "swift")])
        let expected = Search(query: RetryableRequest("swift", attempt: 1), results: ["swift result"], failures: 1)
        #expect(res.events.last == .next(237, expected))
    }

    @Test func aRetriedRequestIsANewElementOfASet() {
        let scheduler = TestScheduler(initialClock: 0)
        let server = FlakyServer(scheduler)
        let retries = scheduler.createHotObservable([.next(230, SearchEvent.retry)])
        _ = scheduler.start {
            Observable.system(
                initialState: Search(query: RetryableRequest("swift")),
                reduce: Self.reduce(retrying: { $0.retried() }),
                scheduler: scheduler,
                feedback: react(requests: { Set($0.query.map { [$0] } ?? []) }, effects: { server.load($0.request) }),
                { _ in retries.asObservable() }
            )
        }
        #expect(server.loads == [Recorded(time: 201, value: "swift"), Recorded(time: 230, value: "swift")])
    }

    @Test func theGuidesRetryExampleLoadsAgainAfterAFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let server = FlakyServer(scheduler)
        let retryTaps = scheduler.createHotObservable([.next(230, ())])
        // doc:retry-begin
        struct State: Equatable {
            var search: RetryableRequest<String>? = RetryableRequest("swift")
            var results: [String] = []
            var failed = false
        }

        enum Event {
            case loaded([String])
            case failed
            case retry
        }

        let searchScreen = Observable.system(
            initialState: State(),
            reduce: { (state: State, event: Event) -> State in
                var state = state
                switch event {
                case .loaded(let results):
                    state.results = results
                    state.failed = false
                case .failed:
                    state.failed = true
                case .retry:
                    // The same query, the next attempt: a different request, so the search runs again.
                    state.search?.retry()
                }
                return state
            },
            scheduler: scheduler,
            feedback: react(
                request: { $0.search },
                effects: { search in server.search(search.request).map { $0.map(Event.loaded) ?? .failed } }
            ),
            { _ in retryTaps.map { Event.retry } }
        )
        // doc:retry-end
        let res = scheduler.start { searchScreen }
        #expect(server.loads == [Recorded(time: 201, value: "swift"), Recorded(time: 230, value: "swift")])
        #expect(res.events.map(\.value.element?.failed) == [false, true, true, false])
        #expect(res.events.last?.value.element?.results == ["swift result"])
    }

    @Test func attemptsOfTheSameRequestDiffer() {
        var request = RetryableRequest("swift")
        let first = request
        request.retry()
        #expect(request.request == first.request)
        #expect(request.attempt == 1)
        #expect(request != first)
        #expect(first.retried() == request)
        #expect(RetryableRequest("swift") == first)
        #expect(Set([first, request, first.retried()]).count == 2)
    }
}
