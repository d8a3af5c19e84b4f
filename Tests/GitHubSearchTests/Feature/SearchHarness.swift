import Foundation
import GitHubSearch
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// Makes the search under test; the scenarios run against any architecture.
typealias SearchFactory = (SearchEnvironment) -> any RepositorySearch

/// One run of a search in virtual time: scripted inputs, a scripted service, recorded outputs.
///
/// Both outputs are subscribed at 200 and disposed at `disposed`. The throttle is 3 ticks.
final class SearchHarness {
    let scheduler = TestScheduler(initialClock: 0)
    let service: ScriptedGitHubService
    var cacheCapacity = 50
    var disposed: TestTime = 1000
    private(set) var states: [Recorded<Event<SearchViewState>>] = []
    private(set) var urls: [Recorded<Event<URL>>] = []
    private(set) var inputSubscriptions: [Subscription] = []
    /// The search under test, kept alive after the run to show disposal alone releases the pipeline.
    private(set) var search: (any RepositorySearch)?

    init() {
        service = ScriptedGitHubService(scheduler: scheduler)
    }

    /// The first-page request for `query`, as the feature sends it.
    static func request(_ query: String, page: Int = 1) -> SearchRequest {
        SearchRequest(query: query, page: page, perPage: 30)
    }

    /// A page of stub repositories answering `query`'s page `page`.
    static func page(_ query: String, page: Int = 1, _ names: [String], more: Bool = false) -> SearchPage {
        .stub(for: request(query, page: page), names, hasNextPage: more)
    }

    /// Scripts `query`'s page `page` to answer after `delay` ticks.
    func script(
        _ query: String, page: Int = 1, after delay: TestTime = 10, _ result: Result<SearchPage, GitHubSearchError>
    ) {
        service.script(query: query, page: page, after: delay, result)
    }

    /// Runs the search with the given input events and records its outputs.
    func run(
        _ factory: SearchFactory,
        queries: [Recorded<Event<String>>],
        nearBottom: [TestTime] = [],
        selection: [Recorded<Event<Int>>] = []
    ) {
        SharingScheduler.mock(scheduler: scheduler) {
            let environment = SearchEnvironment(
                service: service, scheduler: scheduler, throttle: .seconds(3), cacheCapacity: cacheCapacity)
            let search = factory(environment)
            self.search = search
            let query = scheduler.createHotObservable(queries)
            let bottom = scheduler.createHotObservable(nearBottom.map { Recorded.next($0, ()) })
            let taps = scheduler.createHotObservable(selection)
            let outputs = search.bind(
                SearchInputs(
                    query: query.asObservable(), nearBottom: bottom.asObservable(), selection: taps.asObservable()))
            let stateObserver = scheduler.createObserver(SearchViewState.self)
            let urlObserver = scheduler.createObserver(URL.self)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(200) {
                _ = bag.insert(outputs.state.asObservable().subscribe(stateObserver))
                _ = bag.insert(outputs.openURL.asObservable().subscribe(urlObserver))
            }
            scheduler.scheduleAt(disposed) { bag.dispose() }
            scheduler.start()
            states = stateObserver.events
            urls = urlObserver.events
            inputSubscriptions = query.subscriptions + bottom.subscriptions + taps.subscriptions
        }
        let values = states.compactMap(\.value.element)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 != $1 }, "two equal states in a row")
    }
}

/// Shorthand for the states of the scenarios.
extension SearchViewState {
    /// The first page of `query` in flight.
    static func searching(_ query: String) -> SearchViewState {
        SearchViewState(query: query, isSearching: true)
    }

    /// `names` shown for `query`.
    static func shown(
        _ query: String, _ names: [String], more: Bool = false, loadingMore: Bool = false, error: String? = nil
    ) -> SearchViewState {
        SearchViewState(
            query: query,
            repositories: names.map { Repository.stub($0) },
            isLoadingNextPage: loadingMore,
            hasNextPage: more,
            errorMessage: error
        )
    }
}
