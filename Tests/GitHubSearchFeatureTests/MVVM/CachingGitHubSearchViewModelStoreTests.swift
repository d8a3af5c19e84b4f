import ArchitectureTesting
import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// The contract's scenarios (`SearchScenarios*.swift`) told to `CachingGitHubSearchViewModel`
/// with a `ViewModelTestStore`: the test types into the search field and scrolls, and receives
/// every element of the three outputs in the order they came, so nothing the view model shows goes
/// unchecked. The inputs come at the scenarios' times.
///
/// The search field goes through `searchQueries` (trim, 3-tick throttle, no repeats), as the view
/// passes it. Each step of the view model changes `data`, `error` and `processing` together, one
/// tick after its cause (the Drivers' hop); `receiveStep` receives the three. Selection and
/// disposal belong to `CachingMVVMSearch`, the adapter, and are covered by `SearchArchitectureTests`.
@Suite(.leakChecked) struct CachingGitHubSearchViewModelStoreTests {
    let scheduler = TestScheduler(initialClock: 0)
    let service: ScriptedGitHubService
    let swift = SearchHarness.page("swift", SearchScenario.swiftNames, more: true)
    let swiftPage2 = SearchHarness.page("swift", page: 2, ["apple/swift-nio"])

    init() {
        service = ScriptedGitHubService(scheduler: scheduler)
    }

    /// The view model's inputs and outputs, as the store sees them.
    struct Screen {
        let typing: ViewModelInput<String>
        let nearBottom: ViewModelInput<Void>
        let data: ViewModelOutput<SearchResults>
        let error: ViewModelOutput<String?>
        let processing: ViewModelOutput<Bool>
    }

    /// Runs `body` with a store around a fresh view model, its outputs observed in the order a
    /// view binds them; the Drivers deliver on the test's scheduler.
    private func withViewModel(cacheCapacity: Int = 50, _ body: (ViewModelTestStore, Screen) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let store = ViewModelTestStore(scheduler: scheduler)
            let typing = store.input(String.self, "typing")
            let nearBottom = store.input(Void.self, "nearBottom")
            let viewModel = CachingGitHubSearchViewModel(
                search: typing.asObservable().searchQueries(throttle: .seconds(3), scheduler: scheduler),
                nearBottom: nearBottom.asObservable(),
                searchService: service,
                searchCache: SharedSearchCache(capacity: cacheCapacity),
                pageSize: 30,
                clock: scheduler)
            let screen = Screen(
                typing: typing, nearBottom: nearBottom, data: store.output(viewModel.data, "data"),
                error: store.output(viewModel.error, "error"),
                processing: store.output(viewModel.processing, "processing"))
            store.advance(by: 1)
            receiveStep(store, screen, SearchResults(query: ""))  // the empty screen
            body(store, screen)
        }
    }

    /// Receives one step of the view model: `data`, `error` and `processing`, in that order.
    private func receiveStep(
        _ store: ViewModelTestStore, _ screen: Screen, _ data: SearchResults, error: String? = nil,
        processing: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        store.receive(screen.data, data, fileID: fileID, filePath: filePath, line: line, column: column)
        store.receive(screen.error, error, fileID: fileID, filePath: filePath, line: line, column: column)
        store.receive(screen.processing, processing, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// What the list shows of `query` after `pages`.
    private func shown(_ query: String, _ pages: SearchPage...) -> SearchResults {
        pages.reduce(SearchResults(query: query)) { $0.appending($1) }
    }

    private func script(_ query: String, page: Int = 1, _ answer: SearchPage, after delay: TestTime = 10) {
        service.script(query: query, page: page, after: delay, .success(answer))
    }

    @Test func throttlesAndDeduplicates() {
        let swift = SearchHarness.page("swift", SearchScenario.swiftNames)
        script("s", SearchHarness.page("s", ["s/s"]))
        script("swift", swift)
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "s")
            store.advance(to: 211)
            receiveStep(store, screen, shown("s"), processing: true)
            store.send(screen.typing, "sw")
            store.advance(to: 212)
            store.send(screen.typing, "swift")
            store.advance(to: 214)  // the throttle lets the latest, "swift", through at 213
            receiveStep(store, screen, shown("swift"), processing: true)
            store.advance(to: 220)
            store.send(screen.typing, " swift ")  // the same query once trimmed: nothing happens
            store.advance(to: 224)
            receiveStep(store, screen, shown("swift", swift))
            store.advance(to: 230)
            store.send(screen.typing, "swift")
            store.finish()
        }
        #expect(service.log.contains(.cancelled(SearchHarness.request("s"), at: 213)))
        #expect(service.requests == [SearchHarness.request("s"), SearchHarness.request("swift")])
    }

    @Test func emptyQueryClears() {
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 221)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(store, screen, shown("swift", swift))
            store.advance(to: 300)
            store.send(screen.typing, "")
            store.advance(to: 310)
            receiveStep(store, screen, shown(""))
            store.send(screen.typing, "  ")  // blank is empty: no change, nothing sent
            store.advance(to: 400)
            store.send(screen.typing, "rust")
            store.advance(to: 420)
            receiveStep(store, screen, shown("rust"), processing: true)
            store.send(screen.typing, " ")  // cancels the search of rust
            store.advance(to: 421)
            receiveStep(store, screen, shown(""))
            store.finish()
        }
        #expect(service.log.last == .cancelled(SearchHarness.request("rust"), at: 420))
    }

    @Test func newQueryCancelsTheSearchInFlight() {
        let swift = SearchHarness.page("swift", SearchScenario.swiftNames)
        let go = SearchHarness.page("go", ["golang/go"])
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        script("go", go)
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 300)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(store, screen, shown("swift", swift))
            store.send(screen.typing, "rust")
            store.advance(to: 320)
            receiveStep(store, screen, shown("rust"), processing: true)
            store.send(screen.typing, "go")
            store.advance(to: 400)  // rust's answer was due at 350; it never shows
            receiveStep(store, screen, shown("go"), processing: true)
            receiveStep(store, screen, shown("go", go))
            store.finish()
        }
        #expect(service.log.contains(.cancelled(SearchHarness.request("rust"), at: 320)))
    }

    @Test func nearBottomAppendsTheNextPage() {
        script("swift", swift)
        script("swift", page: 2, swiftPage2)
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 215)
            receiveStep(store, screen, shown("swift"), processing: true)
            store.send(screen.nearBottom, ())  // the first page is loading: nothing happens
            store.advance(to: 250)
            receiveStep(store, screen, shown("swift", swift))
            store.send(screen.nearBottom, ())
            store.advance(to: 255)
            receiveStep(store, screen, shown("swift", swift), processing: true)
            store.send(screen.nearBottom, ())  // a page is loading: nothing happens
            store.advance(to: 300)
            receiveStep(store, screen, shown("swift", swift, swiftPage2))
            store.send(screen.nearBottom, ())  // after the last page: nothing happens
            store.finish()
        }
        #expect(service.requests == [SearchHarness.request("swift"), SearchHarness.request("swift", page: 2)])
    }

    @Test func firstPageErrorClearsTheResults() {
        let go = SearchHarness.page("go", ["golang/go"])
        let message = GitHubSearchError.serverError(status: 503).displayMessage
        script("swift", swift)
        service.script(query: "rust", page: 1, after: 10, .failure(.serverError(status: 503)))
        script("go", go)
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 300)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(store, screen, shown("swift", swift))
            store.send(screen.typing, "rust")
            store.advance(to: 350)
            receiveStep(store, screen, shown("rust"), processing: true)
            receiveStep(store, screen, shown("rust"), error: message)
            store.send(screen.nearBottom, ())  // no next page after a failed first page
            store.advance(to: 400)
            store.send(screen.typing, "go")
            store.advance(to: 411)
            receiveStep(store, screen, shown("go"), processing: true)
            receiveStep(store, screen, shown("go", go))
            store.finish()
        }
    }

    @Test func nextPageErrorKeepsResultsAndRetries() {
        let message = GitHubSearchError.offline.displayMessage
        script("swift", swift)
        service.script(query: "swift", page: 2, after: 10, .failure(.offline))
        script("swift", page: 2, swiftPage2)
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 250)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(store, screen, shown("swift", swift))
            store.send(screen.nearBottom, ())
            store.advance(to: 300)
            receiveStep(store, screen, shown("swift", swift), processing: true)
            receiveStep(store, screen, shown("swift", swift), error: message)  // the results stay
            store.send(screen.nearBottom, ())  // the failed page is still the next one
            store.advance(to: 311)
            receiveStep(store, screen, shown("swift", swift), processing: true)
            receiveStep(store, screen, shown("swift", swift, swiftPage2))
            store.finish()
        }
    }

    @Test func rateLimitSaysWhenToRetry() {
        // Received at 220, when the answer arrives: the wait counts from there, in virtual time.
        let limited = GitHubSearchError.rateLimited(
            RateLimit(retryAfter: 600, receivedAt: TestScheduler(initialClock: 220).now))
        service.script(query: "swift", page: 1, after: 10, .failure(limited))
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 221)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(
                store, screen, shown("swift"), error: "GitHub's search limit is reached; try again in 10 min")
            store.finish()
        }
    }

    @Test func seenQueryIsServedFromTheCache() {
        script("swift", swift)
        script("rust", SearchHarness.page("rust", ["rust-lang/rust"]), after: 50)
        script("swift", page: 2, swiftPage2)
        withViewModel { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 300)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(store, screen, shown("swift", swift))
            store.send(screen.typing, "rust")
            store.advance(to: 320)
            receiveStep(store, screen, shown("rust"), processing: true)
            store.send(screen.typing, " SWIFT ")  // any case and spacing: at once, with no request
            store.advance(to: 330)
            receiveStep(store, screen, shown("SWIFT", swift))
            store.send(screen.nearBottom, ())  // pages on from the cached page
            store.advance(to: 341)
            receiveStep(store, screen, shown("SWIFT", swift), processing: true)
            receiveStep(store, screen, shown("SWIFT", swift, swiftPage2))
            store.finish()
        }
        #expect(service.log.contains(.cancelled(SearchHarness.request("rust"), at: 320)))
        #expect(
            service.requests.filter { $0.page == 1 } == [SearchHarness.request("swift"), SearchHarness.request("rust")])
    }

    @Test func zeroCapacityTurnsTheCacheOff() {
        let swift = SearchHarness.page("swift", SearchScenario.swiftNames)
        let rust = SearchHarness.page("rust", ["rust-lang/rust"])
        script("swift", swift)
        script("rust", rust)
        withViewModel(cacheCapacity: 0) { store, screen in
            store.advance(to: 210)
            store.send(screen.typing, "swift")
            store.advance(to: 300)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(store, screen, shown("swift", swift))
            store.send(screen.typing, "rust")
            store.advance(to: 400)
            receiveStep(store, screen, shown("rust"), processing: true)
            receiveStep(store, screen, shown("rust", rust))
            store.send(screen.typing, "swift")  // searched again, and the results cleared meanwhile
            store.advance(to: 411)
            receiveStep(store, screen, shown("swift"), processing: true)
            receiveStep(store, screen, shown("swift", swift))
            store.finish()
        }
        #expect(service.requests.count == 3)
    }
}
