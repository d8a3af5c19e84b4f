import Foundation
import GitHubAPI
import Reactive

/// `CachingGitHubSearchViewModel` behind the shared `RepositorySearch` protocol: the inputs become
/// its `search` and `nearBottom`, as a view controller's `configureViewModel()` would pass them,
/// and its three outputs become the screen's state.
///
/// ```swift
/// let search = CachingMVVMSearch(environment: SearchEnvironment(service: client, scheduler: MainScheduler.instance))
/// let outputs = search.bind(SearchInputs(searchText: field.text, nearBottom: list.nearBottom, selection: list.taps))
/// outputs.state.drive(onNext: render).disposed(by: bag)
/// outputs.openURL.emit(onNext: open).disposed(by: bag)
/// ```
///
/// Each binding gets its own view model; the cache belongs to the `CachingMVVMSearch` and is
/// shared by its bindings. See `docs/Architectures/MVVM.md`.
public final class CachingMVVMSearch: RepositorySearch {
    private let environment: SearchEnvironment
    private let cache: SharedSearchCache

    /// Creates the feature; its cache lives as long as it does and is shared by its bindings.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    public init(environment: SearchEnvironment) {
        self.environment = environment
        cache = SharedSearchCache(capacity: environment.cacheCapacity)
    }

    /// Builds the outputs; both share one subscription to the inputs and the service.
    ///
    /// - Parameter inputs: The screen's inputs.
    /// - Returns: The state and the URLs to open.
    public func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let viewModel = CachingGitHubSearchViewModel(
            search: inputs.searchText.searchQueries(throttle: environment.throttle, scheduler: environment.scheduler),
            nearBottom: inputs.nearBottom,
            searchService: environment.service,
            searchCache: cache,
            pageSize: environment.pageSize,
            clock: environment.scheduler
        )
        // The three outputs change together, once per step, in the order they are subscribed:
        // `withLatestFrom` subscribes `data` and `error` first, so when `processing` changes they
        // already hold the same step's values, and each step makes exactly one state.
        let state = viewModel.processing
            .withLatestFrom(Driver.combineLatest(viewModel.data, viewModel.error)) { processing, latest in
                SearchViewState(results: latest.0, error: latest.1, processing: processing)
            }
            .distinctUntilChanged()
        let openURL = SearchOutputs.pages(
            tappedIn: inputs.selection, of: viewModel.data.asObservable(), \.repositories)
        return SearchOutputs(state: state, openURL: openURL)
    }
}

extension SearchViewState {
    /// What the screen shows of a view model's three outputs.
    ///
    /// - Parameters:
    ///   - results: The `data` output's latest value.
    ///   - error: The `error` output's latest value.
    ///   - processing: The `processing` output's latest value.
    public init(results: SearchResults, error: String?, processing: Bool) {
        self.init(
            query: results.query, repositories: results.repositories,
            isSearching: processing && results.repositories.isEmpty,
            isLoadingNextPage: processing && !results.repositories.isEmpty,
            hasNextPage: results.nextPage != nil, errorMessage: error)
    }
}
