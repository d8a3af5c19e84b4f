import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting

/// One run of a search in virtual time: scripted inputs, a scripted service, recorded outputs.
///
/// Both outputs are subscribed at 200 and disposed at `disposed`. The throttle is 3 ticks.
final class SearchHarness {
    let scheduler = TestScheduler(initialClock: 0)
    let service: ScriptedGitHubService
    var cacheCapacity = 50
    var disposed: TestTime = 1000

    init() {
        service = ScriptedGitHubService(scheduler: scheduler)
    }

    /// The request for `query`'s page `page`, as the feature sends it.
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

    /// Runs the search with the given inputs and records what came out.
    ///
    /// The search object is created before the measured part and kept alive until the end, so
    /// `Outcome.liveAfterDisposal` counts only what binding and running left behind.
    func run(_ architecture: SearchArchitecture, inputs: SearchScenario.Inputs) -> SearchScenario.Outcome {
        var outcome = SearchScenario.Outcome()
        SharingScheduler.mock(scheduler: scheduler) {
            let environment = SearchEnvironment(
                service: service, scheduler: scheduler, throttle: .seconds(3), cacheCapacity: cacheCapacity)
            let search = architecture.make(environment: environment)
            outcome.liveAfterDisposal = Resources.countLive {
                let query = scheduler.createHotObservable(inputs.queries)
                let bottom = scheduler.createHotObservable(inputs.nearBottom.map { Recorded.next($0, ()) })
                let taps = scheduler.createHotObservable(inputs.selection)
                let outputs = search.bind(
                    SearchInputs(
                        searchText: query.asObservable(), nearBottom: bottom.asObservable(),
                        selection: taps.asObservable()))
                let stateObserver = scheduler.createObserver(SearchViewState.self)
                let urlObserver = scheduler.createObserver(URL.self)
                let bag = CompositeDisposable()
                scheduler.scheduleAt(200) {
                    _ = bag.insert(outputs.state.asObservable().subscribe(stateObserver))
                    _ = bag.insert(outputs.openURL.asObservable().subscribe(urlObserver))
                }
                scheduler.scheduleAt(disposed) { bag.dispose() }
                scheduler.start()
                outcome.states = stateObserver.events
                outcome.urls = urlObserver.events
                outcome.inputSubscriptions = query.subscriptions + bottom.subscriptions + taps.subscriptions
            }
            outcome.log = service.log
            withExtendedLifetime(search) {}
        }
        return outcome
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
            repositories: RepositoryList(names.map { Repository.stub($0) }),
            isLoadingNextPage: loadingMore,
            hasNextPage: more,
            errorMessage: error
        )
    }
}
