import FeedbackArchitecture
import Foundation
import GitHubAPI
import Reactive

/// `GitHubPaginatedSearch` behind the shared `RepositorySearch` protocol: the inputs feed its UI
/// feedback, as a view controller's `bind` would, and its state becomes the screen's.
///
/// ```swift
/// let search = FeedbackSearch(environment: SearchEnvironment(service: client, scheduler: MainScheduler.instance))
/// let outputs = search.bind(SearchInputs(searchText: field.text, nearBottom: list.nearBottom, selection: list.taps))
/// outputs.state.drive(onNext: render).disposed(by: bag)
/// ```
///
/// Each binding runs its own system, starting from the cache the last one left. See
/// `docs/Architectures/FeedbackLoop.md`.
public final class FeedbackSearch: RepositorySearch {
    private typealias State = GitHubPaginatedSearch.State
    private typealias Event = GitHubPaginatedSearch.Event
    private let environment: SearchEnvironment
    /// The cache the last binding's system left, for the next one to start from.
    private let lastCache: SharedSearchCache

    /// Creates the feature.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    public init(environment: SearchEnvironment) {
        self.environment = environment
        lastCache = SharedSearchCache(capacity: environment.cacheCapacity)
    }

    /// Builds the outputs; both share one running system.
    ///
    /// - Parameter inputs: The screen's inputs.
    /// - Returns: The state and the URLs to open.
    public func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let environment = environment
        let lastCache = lastCache
        let triggerLoadNextPage = GitHubPaginatedSearch.triggerLoadNextPage(inputs.nearBottom)
        // Qualified: `RepositorySearch.bind(_:)` hides the free function.
        let ui: (Driver<State>) -> Signal<Event> = FeedbackArchitecture.bind { state in
            Bindings(
                subscriptions: [],
                events: [
                    inputs.searchText
                        .searchQueries(throttle: environment.throttle, scheduler: environment.scheduler)
                        .map(Event.searchChanged),
                    triggerLoadNextPage(state),
                ]
            )
        }
        // The system is shared, like every Driver: the state and openURL subscriptions run one loop.
        let states = Driver.system(
            initialState: State.empty(pageSize: environment.pageSize, cache: lastCache.value),
            reduce: State.reduce,
            feedback: ui,
            GitHubPaginatedSearch.loadNextPage(service: environment.service, clock: environment.scheduler)
        )
        .do(onNext: { lastCache.value = $0.cache })
        .map(SearchViewState.init)
        .distinctUntilChanged()
        let openURL = SearchOutputs.pages(tappedIn: inputs.selection, of: states.asObservable(), \.repositories)
        return SearchOutputs(state: states, openURL: openURL)
    }
}

extension SearchViewState {
    /// What the screen shows of a feedback system's state.
    ///
    /// - Parameter state: The system's state.
    public init(_ state: GitHubPaginatedSearch.State) {
        self.init(
            query: state.search, repositories: state.results, isSearching: state.isSearching,
            isLoadingNextPage: state.isLoadingNextPage, hasNextPage: state.hasNextPage, errorMessage: state.lastError)
    }
}
