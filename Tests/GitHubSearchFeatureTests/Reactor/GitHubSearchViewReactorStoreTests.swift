import ArchitectureTesting
import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import ReactorArchitecture
import Testing

/// The contract's scenarios (`SearchScenarios*.swift`) told to `GitHubSearchViewReactor` itself,
/// action by action, with a `ReactorTestStore`: every mutation is received and every change of
/// state is stated, so nothing the reactor does goes unchecked. The times are the scenarios'.
///
/// The view throttles and trims the query before it becomes an action (`searchQueries`), so the
/// first test binds typing as a view would and the others send the queries the view lets through.
/// Selection and disposal belong to `ReactorSearch`, the adapter, and are covered by
/// `SearchArchitectureTests`.
@Suite(.leakChecked) struct GitHubSearchViewReactorStoreTests {
    let scheduler = TestScheduler(initialClock: 0)
    let service: ScriptedGitHubService
    let swift = SearchHarness.page("swift", SearchScenario.swiftNames, more: true)
    let swiftPage2 = SearchHarness.page("swift", page: 2, ["apple/swift-nio"])

    init() {
        service = ScriptedGitHubService(scheduler: scheduler)
    }

    /// Runs `body` with a store around a fresh reactor, whose effects run on the test's scheduler.
    ///
    /// Like a ReactorKit reactor, it keeps its streams in a side table until the table sweeps, so
    /// the table is swept once the store is gone, before the leak check.
    private func withStore(
        cacheCapacity: Int = 50, _ body: (ReactorTestStore<GitHubSearchViewReactor>) -> Void
    ) {
        // No local holds the reactor: it goes with the store, before the sweep.
        body(
            ReactorTestStore(
                reactor: GitHubSearchViewReactor(
                    service: service, cache: SharedSearchCache(capacity: cacheCapacity), pageSize: 30,
                    clock: scheduler),
                scheduler: scheduler))
        ReactorStorage.sweepSideTable()
    }

    private func script(_ query: String, page: Int = 1, _ answer: SearchPage, after delay: TestTime = 10) {
        service.script(query: query, page: page, after: delay, .success(answer))
    }

    @Test func throttlesAndDeduplicates() {
        script("s", SearchHarness.page("s", ["s/s"]))
        script("swift", SearchHarness.page("swift", SearchScenario.swiftNames))
        withStore { store in
            // The view's binding: typing, throttled for 3 ticks (latest wins), trimmed, deduplicated.
            let typing = scheduler.createHotObservable([
                .next(210, "s"), .next(211, "sw"), .next(212, "swift"), .next(220, " swift "), .next(230, "swift"),
            ])
            let binding = typing.searchQueries(throttle: .seconds(3), scheduler: scheduler)
                .map(GitHubSearchViewReactor.Action.updateQuery)
                .bind(to: store.reactor.action)

            store.advance(to: 210)
            store.receive(.setQuery("s")) {
                $0.query = "s"
                $0.isSearching = true
            }
            store.advance(to: 213)
            store.receive(.setQuery("swift")) { $0.query = "swift" }
            store.advance(to: 230)  // " swift " and "swift" are the query already searched
            let page = SearchHarness.page("swift", SearchScenario.swiftNames)
            store.receive(.setRepos(query: "swift", page)) {
                $0.repos = RepositoryList(page.repositories)
                $0.isSearching = false
            }
            binding.dispose()
            store.finish()
        }
        #expect(
            service.log == [
                .requested(SearchHarness.request("s"), at: 210), .requested(SearchHarness.request("swift"), at: 213),
                .cancelled(SearchHarness.request("s"), at: 213), .succeeded(SearchHarness.request("swift"), at: 223),
            ])
    }

    @Test func emptyQueryClears() {
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        withStore { store in
            store.advance(to: 210)
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 220)
            store.receive(.setRepos(query: "swift", swift)) {
                $0.repos = RepositoryList(swift.repositories)
                $0.nextPage = swift.nextPage
                $0.isSearching = false
            }
            store.advance(to: 300)
            store.send(.updateQuery(""))
            store.receive(.setQuery("")) {
                $0.query = ""
                $0.repos = []
                $0.nextPage = nil
            }
            store.advance(to: 400)
            store.send(.updateQuery("rust"))
            store.receive(.setQuery("rust")) {
                $0.query = "rust"
                $0.isSearching = true
            }
            store.advance(to: 420)
            store.send(.updateQuery(""))  // cancels the search of "rust": its answer never comes
            store.receive(.setQuery("")) {
                $0.query = ""
                $0.isSearching = false
            }
            store.finish()
        }
        #expect(service.log.last == .cancelled(SearchHarness.request("rust"), at: 420))
    }

    @Test func newQueryCancelsTheSearchInFlight() {
        script("swift", SearchHarness.page("swift", SearchScenario.swiftNames))
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        script("go", SearchHarness.page("go", ["golang/go"]))
        withStore { store in
            store.advance(to: 210)
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 300)
            store.receive(.setRepos(query: "swift", SearchHarness.page("swift", SearchScenario.swiftNames))) {
                $0.repos = RepositoryList(SearchScenario.swiftNames.map { Repository.stub($0) })
                $0.isSearching = false
            }
            store.send(.updateQuery("rust"))
            store.receive(.setQuery("rust")) {
                $0.query = "rust"
                $0.repos = []
                $0.isSearching = true
            }
            store.advance(to: 320)
            store.send(.updateQuery("go"))
            store.receive(.setQuery("go")) { $0.query = "go" }
            store.advance(to: 400)  // rust's answer was due at 350; it never shows
            store.receive(.setRepos(query: "go", SearchHarness.page("go", ["golang/go"]))) {
                $0.repos = [Repository.stub("golang/go")]
                $0.isSearching = false
            }
            store.finish()
        }
        #expect(service.log.contains(.cancelled(SearchHarness.request("rust"), at: 320)))
    }

    @Test func nearBottomAppendsTheNextPage() {
        script("swift", swift)
        script("swift", page: 2, swiftPage2)
        withStore { store in
            store.advance(to: 210)
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 215)
            store.send(.loadNextPage)  // the first page is still loading: nothing happens
            store.advance(to: 250)
            store.receive(.setRepos(query: "swift", swift)) {
                $0.repos = RepositoryList(swift.repositories)
                $0.nextPage = swift.nextPage
                $0.isSearching = false
            }
            store.send(.loadNextPage)
            store.receive(.setLoadingNextPage(true)) { $0.isLoadingNextPage = true }
            store.advance(to: 255)
            store.send(.loadNextPage)  // a page is loading: nothing happens
            store.advance(to: 300)
            store.receive(.appendRepos(swiftPage2.repositories, nextPage: nil)) {
                $0.repos += swiftPage2.repositories
                $0.nextPage = nil
                $0.isLoadingNextPage = false
            }
            store.receive(.setLoadingNextPage(false))
            store.send(.loadNextPage)  // after the last page: nothing happens
            store.finish()
        }
        #expect(service.requests == [SearchHarness.request("swift"), SearchHarness.request("swift", page: 2)])
    }

    @Test func firstPageErrorClearsTheResults() {
        script("swift", swift)
        service.script(query: "rust", page: 1, after: 10, .failure(.serverError(status: 503)))
        script("go", SearchHarness.page("go", ["golang/go"]))
        withStore { store in
            store.advance(to: 210)
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 300)
            store.receive(.setRepos(query: "swift", swift)) {
                $0.repos = RepositoryList(swift.repositories)
                $0.nextPage = swift.nextPage
                $0.isSearching = false
            }
            store.send(.updateQuery("rust"))
            store.receive(.setQuery("rust")) {
                $0.query = "rust"
                $0.repos = []
                $0.nextPage = nil
                $0.isSearching = true
            }
            store.advance(to: 350)
            store.receive(.setError(GitHubSearchError.serverError(status: 503).displayMessage)) {
                $0.isSearching = false
                $0.errorMessage = GitHubSearchError.serverError(status: 503).displayMessage
            }
            store.send(.loadNextPage)  // no next page after a failed first page
            store.advance(to: 400)
            store.send(.updateQuery("go"))
            store.receive(.setQuery("go")) {
                $0.query = "go"
                $0.isSearching = true
                $0.errorMessage = nil
            }
            store.advance(to: 410)
            store.receive(.setRepos(query: "go", SearchHarness.page("go", ["golang/go"]))) {
                $0.repos = [Repository.stub("golang/go")]
                $0.isSearching = false
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
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 250)
            store.receive(.setRepos(query: "swift", swift)) {
                $0.repos = RepositoryList(swift.repositories)
                $0.nextPage = swift.nextPage
                $0.isSearching = false
            }
            store.send(.loadNextPage)
            store.receive(.setLoadingNextPage(true)) { $0.isLoadingNextPage = true }
            store.advance(to: 300)
            store.receive(.setError(GitHubSearchError.offline.displayMessage)) {
                $0.isLoadingNextPage = false
                $0.errorMessage = GitHubSearchError.offline.displayMessage
            }
            store.receive(.setLoadingNextPage(false))
            store.send(.loadNextPage)  // the failed page is still the next one: scrolling retries it
            store.receive(.setLoadingNextPage(true)) {
                $0.isLoadingNextPage = true
                $0.errorMessage = nil
            }
            store.advance(to: 310)
            store.receive(.appendRepos(swiftPage2.repositories, nextPage: nil)) {
                $0.repos += swiftPage2.repositories
                $0.nextPage = nil
                $0.isLoadingNextPage = false
            }
            store.receive(.setLoadingNextPage(false))
            store.finish()
        }
    }

    @Test func rateLimitSaysWhenToRetry() {
        // Sent at 210, so the answer arrives at 220: the message counts the wait from there.
        let limited = GitHubSearchError.rateLimited(
            RateLimit(retryAfter: 600, receivedAt: TestScheduler(initialClock: 220).now))
        service.script(query: "swift", page: 1, after: 10, .failure(limited))
        withStore { store in
            store.advance(to: 210)
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 220)
            store.receive(.setError("GitHub's search limit is reached; try again in 10 min")) {
                $0.isSearching = false
                $0.errorMessage = "GitHub's search limit is reached; try again in 10 min"
            }
            store.finish()
        }
    }

    @Test func seenQueryIsServedFromTheCache() {
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        script("swift", page: 2, swiftPage2)
        withStore { store in
            store.advance(to: 210)
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 300)
            store.receive(.setRepos(query: "swift", swift)) {
                $0.repos = RepositoryList(swift.repositories)
                $0.nextPage = swift.nextPage
                $0.isSearching = false
            }
            store.send(.updateQuery("rust"))
            store.receive(.setQuery("rust")) {
                $0.query = "rust"
                $0.repos = []
                $0.nextPage = nil
                $0.isSearching = true
            }
            store.advance(to: 320)
            // Any case: the first page shows at once, from the cache, and the search of "rust" stops.
            store.send(.updateQuery("SWIFT"))
            store.receive(.setRepos(query: "SWIFT", swift)) {
                $0.query = "SWIFT"
                $0.repos = RepositoryList(swift.repositories)
                $0.nextPage = swift.nextPage
                $0.isSearching = false
            }
            store.advance(to: 330)
            store.send(.loadNextPage)
            store.receive(.setLoadingNextPage(true)) { $0.isLoadingNextPage = true }
            store.advance(to: 340)
            store.receive(.appendRepos(swiftPage2.repositories, nextPage: nil)) {
                $0.repos += swiftPage2.repositories
                $0.nextPage = nil
                $0.isLoadingNextPage = false
            }
            store.receive(.setLoadingNextPage(false))
            store.finish()
        }
        #expect(service.log.contains(.cancelled(SearchHarness.request("rust"), at: 320)))
        #expect(service.requests.filter { $0.page == 1 }.count == 2)  // swift and rust, not SWIFT
    }

    @Test func zeroCapacityTurnsTheCacheOff() {
        let swift = SearchHarness.page("swift", SearchScenario.swiftNames)
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]))
        withStore(cacheCapacity: 0) { store in
            store.advance(to: 210)
            store.send(.updateQuery("swift"))
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.isSearching = true
            }
            store.advance(to: 300)
            store.receive(.setRepos(query: "swift", swift)) {
                $0.repos = RepositoryList(swift.repositories)
                $0.isSearching = false
            }
            store.send(.updateQuery("rust"))
            store.receive(.setQuery("rust")) {
                $0.query = "rust"
                $0.repos = []
                $0.isSearching = true
            }
            store.advance(to: 400)
            store.receive(.setRepos(query: "rust", SearchHarness.page("rust", ["rust-lang/rust"]))) {
                $0.repos = [Repository.stub("rust-lang/rust")]
                $0.isSearching = false
            }
            store.send(.updateQuery("swift"))  // searched again: nothing was kept
            store.receive(.setQuery("swift")) {
                $0.query = "swift"
                $0.repos = []
                $0.isSearching = true
            }
            store.advance(to: 410)
            store.receive(.setRepos(query: "swift", swift)) {
                $0.repos = RepositoryList(swift.repositories)
                $0.isSearching = false
            }
            store.finish()
        }
    }
}
