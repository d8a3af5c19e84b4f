import Foundation
import GitHubAPI
import ReactorArchitecture

/// `GitHubSearchViewReactor` behind the shared `RepositorySearch` protocol: the inputs become its
/// actions, as a view's `bind(reactor:)` would send them, and its state becomes the screen's.
///
/// ```swift
/// let search = ReactorSearch(environment: SearchEnvironment(service: client, scheduler: MainScheduler.instance))
/// let outputs = search.bind(SearchInputs(searchText: field.text, nearBottom: list.nearBottom, selection: list.taps))
/// outputs.state.drive(onNext: render).disposed(by: bag)
/// ```
///
/// Each subscription to the outputs gets its own reactor; disposing it unbinds the inputs and lets
/// the reactor go. The cache belongs to the `ReactorSearch` and outlives its reactors. See
/// `docs/Architectures/Reactor.md`.
public final class ReactorSearch: RepositorySearch {
    private let environment: SearchEnvironment
    private let cache: SharedSearchCache

    /// Creates the feature; its cache lives as long as it does.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    public init(environment: SearchEnvironment) {
        self.environment = environment
        cache = SharedSearchCache(capacity: environment.cacheCapacity)
    }

    /// Builds the outputs; both share one reactor per subscription.
    ///
    /// - Parameter inputs: The screen's inputs.
    /// - Returns: The state and the URLs to open.
    public func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let environment = environment
        let cache = cache
        let actions = Observable.merge(
            inputs.searchText
                .searchQueries(throttle: environment.throttle, scheduler: environment.scheduler)
                .map(GitHubSearchViewReactor.Action.updateQuery),
            inputs.nearBottom.map { GitHubSearchViewReactor.Action.loadNextPage }
        )
        // A reactor per subscription, released with it: disposing the outputs cancels its request
        // in flight there and then.
        let states = Observable.reactor(actions: actions) {
            GitHubSearchViewReactor(
                service: environment.service, cache: cache, pageSize: environment.pageSize,
                clock: environment.scheduler)
        }
        .share(replay: 1, scope: .whileConnected)
        let state = states.map(SearchViewState.init).distinctUntilChanged()
            .asDriver(onErrorJustReturn: SearchViewState())
        let openURL = SearchOutputs.pages(tappedIn: inputs.selection, of: state.asObservable(), \.repositories)
        return SearchOutputs(state: state, openURL: openURL)
    }
}

extension SearchViewState {
    /// What the screen shows of a reactor's state.
    ///
    /// - Parameter state: The reactor's state.
    public init(_ state: GitHubSearchViewReactor.State) {
        self.init(
            query: state.query, repositories: state.repos, isSearching: state.isSearching,
            isLoadingNextPage: state.isLoadingNextPage, hasNextPage: state.nextPage != nil,
            errorMessage: state.errorMessage)
    }
}
