import FeedbackArchitecture
import Foundation
import GitHubAPI
import GitHubSearchFeature
import Reactive
import ReactorArchitecture

/// Deliberately broken variants of the architectures, written here as a user of each would
/// get them wrong, so the session property can prove it catches each mistake and shrinks it to a
/// session of a few steps (`SearchSessionSelfTests`).
enum PlantedSearches {
    /// The feedback loop with a `reduce` that ignores `nearBottom` while a failure shows: a failed
    /// next page is never retried (a lost `nearBottom`).
    static func feedbackLosingRetries(_ environment: SearchEnvironment) -> any RepositorySearch {
        PlantedFeedbackSearch(environment: environment) { state, event in
            if case .scrollingNearBottom = event, state.lastError != nil { return state }
            return GitHubPaginatedSearch.State.reduce(state: state, event: event)
        }
    }

    /// The feedback loop with RxFeedback's example's page trigger, as `FeedbackSearch` had it: it
    /// listens for `nearBottom` only while the state it last saw wants a page, and that state is
    /// some ticks behind `reduce`, so a `nearBottom` right after a page arrives is lost. Settled
    /// sessions never send one then; racing ones do.
    static func feedbackGatingNearBottom(_ environment: SearchEnvironment) -> any RepositorySearch {
        PlantedFeedbackSearch(environment: environment, reduce: GitHubPaginatedSearch.State.reduce) { nearBottom in
            { state in
                state.asObservable().map(\.wantsNextPage).distinctUntilChanged()
                    .flatMapLatest { wants in wants ? nearBottom.map { .scrollingNearBottom } : .empty() }
            }
        }
    }

    /// The reactor bound by a view that forgot `distinctUntilChanged`: typing a query again after
    /// the throttle window searches it again and cancels the search in flight.
    static func reactorSearchingRepeats(_ environment: SearchEnvironment) -> any RepositorySearch {
        PlantedReactorSearch(environment: environment) { text in
            text.map(SearchQuery.normalized)
                .throttle(environment.throttle, latest: true, scheduler: environment.scheduler)
        }
    }

    /// The view model bound by a view that loses the first `nearBottom` (it subscribed to the
    /// list's scrolling one event late).
    static func viewModelLosingNearBottom(_ environment: SearchEnvironment) -> any RepositorySearch {
        PlantedViewModelSearch(environment: environment) { $0.skip(1) }
    }

    /// The concurrency model calling the service through a hand-written continuation with no
    /// cancellation handler: a new query cancels the model's task, but not the request, which runs
    /// on and is answered (the contract stops the search in flight).
    static func concurrencyIgnoringCancellation(_ environment: SearchEnvironment) -> any RepositorySearch {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
            preconditionFailure("the concurrency architecture needs macOS 15 / iOS 18")
        }
        return ConcurrencySearch(environment: environment) { service, request in
            // The bridge a Swift concurrency user writes by hand around a callback API: a checked
            // continuation resumed by the `Single`, with no cancellation handler.
            try await withCheckedThrowingContinuation { continuation in
                _ = service.search(request).subscribe(
                    onSuccess: { continuation.resume(returning: $0) },
                    onFailure: { continuation.resume(throwing: $0) })
            }
        }
    }

    /// The view model bound by a view that throttles scrolling to spare the service: a
    /// `nearBottom` within 5 ticks of the last one heard is lost, even when the last one was
    /// ignored (a page was loading). Settled sessions never send two so close; racing ones do.
    static func viewModelThrottlingNearBottom(_ environment: SearchEnvironment) -> any RepositorySearch {
        PlantedViewModelSearch(environment: environment) {
            $0.throttle(.seconds(5), latest: false, scheduler: environment.scheduler)
        }
    }
}

extension PlantedSearches {
    /// The planted adapters without a defect, which must pass: a planted variant then fails for
    /// its defect alone.
    ///
    /// - Parameter architecture: The architecture whose adapter is copied.
    /// - Returns: A builder of the faithful copy.
    static func faithfulCopy(of architecture: SearchArchitecture) -> (SearchEnvironment) -> any RepositorySearch {
        switch architecture {
        case .feedback: { PlantedFeedbackSearch(environment: $0) }
        case .reactor: { PlantedReactorSearch(environment: $0) }
        case .mvvm: { PlantedViewModelSearch(environment: $0) }
        // The planted variant is the adapter itself with another bridge, so the adapter is the copy.
        case .concurrency: { architecture.make(environment: $0) }
        }
    }
}

/// `FeedbackSearch` with another `reduce` or page trigger; its `init(environment:)` is the
/// faithful copy.
private final class PlantedFeedbackSearch: RepositorySearch {
    typealias State = GitHubPaginatedSearch.State
    typealias Trigger = (Observable<Void>) -> (Driver<State>) -> Observable<GitHubPaginatedSearch.Event>
    let environment: SearchEnvironment
    let reduce: (State, GitHubPaginatedSearch.Event) -> State
    let trigger: Trigger

    init(
        environment: SearchEnvironment, reduce: @escaping (State, GitHubPaginatedSearch.Event) -> State,
        trigger: @escaping Trigger = GitHubPaginatedSearch.triggerLoadNextPage
    ) {
        self.environment = environment
        self.reduce = reduce
        self.trigger = trigger
    }

    convenience init(environment: SearchEnvironment) {
        self.init(environment: environment, reduce: State.reduce)
    }

    func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let environment = environment
        let trigger = trigger(inputs.nearBottom)
        let ui: (Driver<State>) -> Signal<GitHubPaginatedSearch.Event> = FeedbackArchitecture.bind { state in
            Bindings(
                subscriptions: [],
                events: [
                    inputs.searchText.searchQueries(throttle: environment.throttle, scheduler: environment.scheduler)
                        .map(GitHubPaginatedSearch.Event.searchChanged),
                    trigger(state),
                ])
        }
        let states = Driver.system(
            initialState: State.empty(
                pageSize: environment.pageSize, cache: SearchCache(capacity: environment.cacheCapacity)),
            reduce: reduce, feedback: ui,
            GitHubPaginatedSearch.loadNextPage(service: environment.service, clock: environment.scheduler)
        )
        .map(SearchViewState.init).distinctUntilChanged()
        let openURL = inputs.selection.withLatestFrom(states.asObservable()) { index, view in
            view.repositories.indices.contains(index) ? view.repositories[index].htmlURL : nil
        }
        return SearchOutputs(state: states, openURL: openURL.compactMap { $0 }.asSignal(onErrorSignalWith: .empty()))
    }
}

/// `ReactorSearch` whose view turns the text into queries another way; its `init(environment:)`
/// is the faithful copy.
private final class PlantedReactorSearch: RepositorySearch {
    let environment: SearchEnvironment
    let queries: (Observable<String>) -> Observable<String>
    let cache: SharedSearchCache

    init(environment: SearchEnvironment, queries: @escaping (Observable<String>) -> Observable<String>) {
        self.environment = environment
        self.queries = queries
        cache = SharedSearchCache(capacity: environment.cacheCapacity)
    }

    convenience init(environment: SearchEnvironment) {
        self.init(environment: environment) {
            $0.searchQueries(throttle: environment.throttle, scheduler: environment.scheduler)
        }
    }

    func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let (environment, cache, queries) = (environment, cache, queries)
        let actions = Observable.merge(
            queries(inputs.searchText).map(GitHubSearchViewReactor.Action.updateQuery),
            inputs.nearBottom.map { GitHubSearchViewReactor.Action.loadNextPage })
        // A reactor per subscription, released with it, as `ReactorSearch` does.
        let states = Observable.reactor(actions: actions) {
            GitHubSearchViewReactor(
                service: environment.service, cache: cache, pageSize: environment.pageSize, clock: environment.scheduler
            )
        }
        .share(replay: 1, scope: .whileConnected)
        let state = states.map(SearchViewState.init).distinctUntilChanged()
            .asDriver(onErrorJustReturn: SearchViewState())
        let openURL = inputs.selection.withLatestFrom(state.asObservable()) { index, state in
            state.repositories.indices.contains(index) ? state.repositories[index].htmlURL : nil
        }
        return SearchOutputs(state: state, openURL: openURL.compactMap { $0 }.asSignal(onErrorSignalWith: .empty()))
    }
}

/// `CachingMVVMSearch` whose view hands the view model another `nearBottom`; its
/// `init(environment:)` is the faithful copy.
private final class PlantedViewModelSearch: RepositorySearch {
    let environment: SearchEnvironment
    let nearBottom: (Observable<Void>) -> Observable<Void>
    let cache: SharedSearchCache

    init(environment: SearchEnvironment, nearBottom: @escaping (Observable<Void>) -> Observable<Void>) {
        self.environment = environment
        self.nearBottom = nearBottom
        cache = SharedSearchCache(capacity: environment.cacheCapacity)
    }

    convenience init(environment: SearchEnvironment) {
        self.init(environment: environment) { $0 }
    }

    func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let viewModel = CachingGitHubSearchViewModel(
            search: inputs.searchText.searchQueries(throttle: environment.throttle, scheduler: environment.scheduler),
            nearBottom: nearBottom(inputs.nearBottom), searchService: environment.service, searchCache: cache,
            pageSize: environment.pageSize, clock: environment.scheduler)
        let state = viewModel.processing
            .withLatestFrom(Driver.combineLatest(viewModel.data, viewModel.error)) { processing, latest in
                SearchViewState(results: latest.0, error: latest.1, processing: processing)
            }
            .distinctUntilChanged()
        let openURL = inputs.selection.withLatestFrom(viewModel.data.asObservable()) { index, results in
            results.repositories.indices.contains(index) ? results.repositories[index].htmlURL : nil
        }
        return SearchOutputs(state: state, openURL: openURL.compactMap { $0 }.asSignal(onErrorSignalWith: .empty()))
    }
}
