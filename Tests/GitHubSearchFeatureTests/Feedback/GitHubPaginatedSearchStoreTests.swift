import ArchitectureTesting
import FeedbackArchitecture
import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// The contract's scenarios (`SearchScenarios*.swift`) told to the `GitHubPaginatedSearch`
/// feedback system with a `FeedbackTestStore`: the test sends the UI's events, receives every
/// event the `loadNextPage` feedback produces, and states every change `reduce` makes — the cache
/// included, since it is part of the state. The inputs come at the scenarios' times.
///
/// The UI feedback throttles and trims the query (`searchQueries`) and sends every time the list
/// comes near its end (`triggerLoadNextPage`); here the test sends what it would let through. Selection and disposal belong to `FeedbackSearch`, the adapter, and are covered by
/// `SearchArchitectureTests`.
@Suite(.leakChecked) struct GitHubPaginatedSearchStoreTests {
    typealias State = GitHubPaginatedSearch.State
    typealias Event = GitHubPaginatedSearch.Event

    let scheduler = TestScheduler(initialClock: 0)
    let service: ScriptedGitHubService
    let swift = SearchHarness.page("swift", SearchScenario.swiftNames, more: true)
    let swiftPage2 = SearchHarness.page("swift", page: 2, ["apple/swift-nio"])

    init() {
        service = ScriptedGitHubService(scheduler: scheduler)
    }

    /// Runs `body` with a store of the system as `FeedbackSearch` builds it, less the UI feedback.
    ///
    /// `loadNextPage` is a `Driver` feedback, as in RxFeedback, so the Driver's scheduler is the
    /// test's while the store runs.
    private func withStore(cacheCapacity: Int = 50, _ body: (FeedbackTestStore<State, Event>) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let loadNextPage = GitHubPaginatedSearch.loadNextPage(service: service, clock: scheduler)
            let store = FeedbackTestStore(
                initialState: State.empty(pageSize: 30, cache: SearchCache(capacity: cacheCapacity)),
                reduce: State.reduce,
                scheduler: scheduler,
                feedback: { context in loadNextPage(context.source.asDriver(onErrorDriveWith: .empty())).asObservable()
                }
            )
            body(store)
        }
    }

    private func script(_ query: String, page: Int = 1, _ answer: SearchPage, after delay: TestTime = 10) {
        service.script(query: query, page: page, after: delay, .success(answer))
    }

    /// The failure the feedback makes of `error`.
    private func failure(_ error: GitHubSearchError) -> SearchFailure {
        SearchFailure(error, now: scheduler.now)
    }

    @Test func throttlesAndDeduplicates() {
        script("swift", SearchHarness.page("swift", SearchScenario.swiftNames))
        withStore { store in
            store.advance(to: 213)  // "s", "sw", "swift" typed at 210…212: the throttle lets "swift" through
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 250)  // " swift " and "swift" again are not sent: the same query
            let page = SearchHarness.page("swift", SearchScenario.swiftNames)
            store.receive(.response(SearchHarness.request("swift"), .success(page))) {
                $0.results = RepositoryList(page.repositories)
                $0.cache.insert(page, for: "swift")
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.finish()
        }
        #expect(service.requests == [SearchHarness.request("swift")])
    }

    @Test func emptyQueryClears() {
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        withStore { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 300)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.cache.insert(swift, for: "swift")
                $0.nextPage = swift.nextPage
                $0.shouldLoadNextPage = false
            }
            store.send(.searchChanged("")) {
                $0.search = ""
                $0.results = []
                $0.nextPage = nil
            }
            store.advance(to: 400)
            store.send(.searchChanged("rust")) {
                $0.search = "rust"
                $0.nextPage = SearchHarness.request("rust")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 420)
            store.send(.searchChanged("")) {  // the state no longer asks for rust: its request stops
                $0.search = ""
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.finish()
        }
        #expect(service.log.contains { $0 == .cancelled(SearchHarness.request("rust"), at: $0.time) })
    }

    @Test func newQueryCancelsTheSearchInFlight() {
        let swift = SearchHarness.page("swift", SearchScenario.swiftNames)
        let go = SearchHarness.page("go", ["golang/go"])
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        script("go", go)
        withStore { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 300)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.cache.insert(swift, for: "swift")
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.send(.searchChanged("rust")) {
                $0.search = "rust"
                $0.results = []
                $0.nextPage = SearchHarness.request("rust")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 320)
            store.send(.searchChanged("go")) {
                $0.search = "go"
                $0.nextPage = SearchHarness.request("go")
            }
            store.advance(to: 400)  // rust's answer was due at 353; it never comes
            store.receive(.response(SearchHarness.request("go"), .success(go))) {
                $0.results = RepositoryList(go.repositories)
                $0.cache.insert(go, for: "go")
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.finish()
        }
        #expect(service.log.contains { $0 == .cancelled(SearchHarness.request("rust"), at: $0.time) })
    }

    @Test func nearBottomAppendsTheNextPage() {
        script("swift", swift)
        script("swift", page: 2, swiftPage2)
        withStore { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 215)
            store.send(.scrollingNearBottom)  // the first page is loading: no change
            store.advance(to: 250)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.cache.insert(swift, for: "swift")
                $0.nextPage = swift.nextPage
                $0.shouldLoadNextPage = false
            }
            store.send(.scrollingNearBottom) { $0.shouldLoadNextPage = true }
            store.advance(to: 255)
            store.send(.scrollingNearBottom)  // a page is loading: no change
            store.advance(to: 300)
            store.receive(.response(SearchHarness.request("swift", page: 2), .success(swiftPage2))) {
                $0.results += swiftPage2.repositories
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.send(.scrollingNearBottom)  // after the last page: no change
            store.finish()
        }
        #expect(service.requests == [SearchHarness.request("swift"), SearchHarness.request("swift", page: 2)])
    }

    @Test func firstPageErrorClearsTheResults() {
        let go = SearchHarness.page("go", ["golang/go"])
        script("swift", swift)
        service.script(query: "rust", page: 1, after: 10, .failure(.serverError(status: 503)))
        script("go", go)
        withStore { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 300)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.cache.insert(swift, for: "swift")
                $0.nextPage = swift.nextPage
                $0.shouldLoadNextPage = false
            }
            store.send(.searchChanged("rust")) {
                $0.search = "rust"
                $0.results = []
                $0.nextPage = SearchHarness.request("rust")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 350)
            store.receive(.response(SearchHarness.request("rust"), .failure(failure(.serverError(status: 503))))) {
                $0.lastError = GitHubSearchError.serverError(status: 503).displayMessage
                $0.nextPage = nil  // a failed first page is not retried
                $0.shouldLoadNextPage = false
            }
            store.send(.scrollingNearBottom)  // no next page: no change
            store.advance(to: 400)
            store.send(.searchChanged("go")) {
                $0.search = "go"
                $0.lastError = nil
                $0.nextPage = SearchHarness.request("go")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 450)
            store.receive(.response(SearchHarness.request("go"), .success(go))) {
                $0.results = RepositoryList(go.repositories)
                $0.cache.insert(go, for: "go")
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.finish()
        }
    }

    @Test func nextPageErrorKeepsResultsAndRetries() {
        script("swift", swift)
        service.script(query: "swift", page: 2, after: 10, .failure(.offline))
        script("swift", page: 2, swiftPage2)
        withStore { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 250)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.cache.insert(swift, for: "swift")
                $0.nextPage = swift.nextPage
                $0.shouldLoadNextPage = false
            }
            store.send(.scrollingNearBottom) { $0.shouldLoadNextPage = true }
            store.advance(to: 300)
            store.receive(.response(SearchHarness.request("swift", page: 2), .failure(failure(.offline)))) {
                $0.lastError = GitHubSearchError.offline.displayMessage
                $0.shouldLoadNextPage = false  // the next page stays: scrolling retries it
            }
            store.send(.scrollingNearBottom) {
                $0.shouldLoadNextPage = true
                $0.lastError = nil
            }
            store.advance(to: 350)
            store.receive(.response(SearchHarness.request("swift", page: 2), .success(swiftPage2))) {
                $0.results += swiftPage2.repositories
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.finish()
        }
    }

    @Test func rateLimitSaysWhenToRetry() {
        let limited = GitHubSearchError.rateLimited(
            RateLimit(retryAfter: 600, receivedAt: TestScheduler(initialClock: 220).now))
        service.script(query: "swift", page: 1, after: 10, .failure(limited))
        withStore { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 250)
            let message = "GitHub's search limit is reached; try again in 10 min"
            store.receive(
                .response(SearchHarness.request("swift"), .failure(SearchFailure(limited, now: scheduler.now)))
            ) {
                $0.lastError = message
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            #expect(store.state.lastError == message)
            store.finish()
        }
    }

    @Test func seenQueryIsServedFromTheCache() {
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        script("swift", page: 2, swiftPage2)
        withStore { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 300)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.cache.insert(swift, for: "swift")
                $0.nextPage = swift.nextPage
                $0.shouldLoadNextPage = false
            }
            store.send(.searchChanged("rust")) {
                $0.search = "rust"
                $0.results = []
                $0.nextPage = SearchHarness.request("rust")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 320)
            // Any case: the cached first page shows at once, and the state no longer asks for rust.
            store.send(.searchChanged("SWIFT")) {
                $0.search = "SWIFT"
                $0.results = RepositoryList(swift.repositories)
                $0.nextPage = swift.nextPage
                $0.shouldLoadNextPage = false
            }
            store.advance(to: 330)
            store.send(.scrollingNearBottom) { $0.shouldLoadNextPage = true }
            store.advance(to: 400)
            store.receive(.response(SearchHarness.request("swift", page: 2), .success(swiftPage2))) {
                $0.results += swiftPage2.repositories
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.finish()
        }
        #expect(
            service.requests.filter { $0.page == 1 } == [SearchHarness.request("swift"), SearchHarness.request("rust")])
    }

    @Test func zeroCapacityTurnsTheCacheOff() {
        let swift = SearchHarness.page("swift", SearchScenario.swiftNames)
        let rust = SearchHarness.page("rust", ["rust-lang/rust"])
        script("swift", swift)
        script("rust", rust)
        withStore(cacheCapacity: 0) { store in
            store.advance(to: 210)
            store.send(.searchChanged("swift")) {
                $0.search = "swift"
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 300)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.nextPage = nil  // and nothing is cached
                $0.shouldLoadNextPage = false
            }
            store.send(.searchChanged("rust")) {
                $0.search = "rust"
                $0.results = []
                $0.nextPage = SearchHarness.request("rust")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 400)
            store.receive(.response(SearchHarness.request("rust"), .success(rust))) {
                $0.results = RepositoryList(rust.repositories)
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.send(.searchChanged("swift")) {  // searched again
                $0.search = "swift"
                $0.results = []
                $0.nextPage = SearchHarness.request("swift")
                $0.shouldLoadNextPage = true
            }
            store.advance(to: 450)
            store.receive(.response(SearchHarness.request("swift"), .success(swift))) {
                $0.results = RepositoryList(swift.repositories)
                $0.nextPage = nil
                $0.shouldLoadNextPage = false
            }
            store.finish()
        }
    }
}
