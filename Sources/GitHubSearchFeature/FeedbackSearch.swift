import FeedbackArchitecture
import Foundation
import GitHubAPI
import Reactive

/// The search as an RxFeedback-style system, in the seed's style, completed: one `State` value,
/// `Event`s, a pure `reduce`, a UI feedback that turns the inputs into events and a `react`
/// feedback that performs the request the state asks for.
///
/// ```swift
/// let search = FeedbackSearch(environment: SearchEnvironment(service: client, scheduler: MainScheduler.instance))
/// let outputs = search.bind(SearchInputs(query: field.text, nearBottom: list.nearBottom, selection: list.taps))
/// outputs.state.drive(onNext: render).disposed(by: bag)
/// ```
///
/// Compared with the seed, the request in the state is a `SearchRequest` (the next page comes
/// from the response's `Link` header), failures keep the next page so `nearBottom` retries it, and
/// the cache is part of the state, so `reduce` stays pure; each binding starts from the cache the
/// last one left. See `docs/Architectures/FeedbackLoop.md`.
public final class FeedbackSearch: RepositorySearch {
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
        // Qualified: `RepositorySearch.bind(_:)` hides the free function.
        let userInput: (Driver<State>) -> Signal<Event> = FeedbackArchitecture.bind { _ in
            Bindings(
                subscriptions: [],
                events: [
                    inputs.query
                        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                        .throttle(environment.throttle, latest: true, scheduler: environment.scheduler)
                        .distinctUntilChanged()
                        .map(Event.queryChanged),
                    inputs.nearBottom.map { Event.nearBottom },
                ]
            )
        }
        let requests: (Driver<State>) -> Signal<Event> = react(
            request: \.request,
            effects: { request in
                environment.service.search(request).asObservable()
                    .map { Event.loaded(request, $0) }
                    .catch { .just(.failed(request, displayMessage(for: $0, now: environment.scheduler.now))) }
                    .asSignal(onErrorSignalWith: .empty())
            }
        )
        // The system is shared, like every Driver: the state and openURL subscriptions run one loop.
        let states = Driver.system(
            initialState: State(pageSize: environment.pageSize, cache: lastCache.value),
            reduce: State.reduce,
            feedback: userInput, requests
        )
        .do(onNext: { lastCache.value = $0.cache })
        .map(\.view)
        .distinctUntilChanged()
        let openURL =
            inputs.selection
            .withLatestFrom(states.asObservable()) { index, view in
                view.repositories.indices.contains(index) ? view.repositories[index].htmlURL : nil
            }
            .compactMap { $0 }
        return SearchOutputs(
            state: states,
            openURL: openURL.asSignal(onErrorSignalWith: .empty())
        )
    }
}

extension FeedbackSearch {
    /// Everything the system knows, the requests it wants performed included.
    struct State {
        var view = SearchViewState()
        var pageSize: Int
        var cache: SearchCache
        /// The request in flight; `react` performs it while it is set, and cancels it when it changes.
        var request: SearchRequest?
        /// The request the next `nearBottom` makes.
        var nextPage: SearchRequest?

        init(pageSize: Int, cache: SearchCache) {
            self.pageSize = pageSize
            self.cache = cache
        }
    }

    enum Event {
        /// The throttled, trimmed query.
        case queryChanged(String)
        /// The list neared its end.
        case nearBottom
        case loaded(SearchRequest, SearchPage)
        case failed(SearchRequest, String)
    }
}

extension FeedbackSearch.State {
    static func reduce(state: Self, event: FeedbackSearch.Event) -> Self {
        var state = state
        switch event {
        case .queryChanged(let query):
            state.request = nil
            state.nextPage = nil
            if query.isEmpty {
                state.view = SearchViewState()
            } else if let page = state.cache.page(for: query) {
                state.view = SearchViewState(
                    query: query, repositories: RepositoryList(page.repositories), hasNextPage: !page.isLastPage)
                state.nextPage = page.nextPage
            } else {
                state.view = SearchViewState(query: query, isSearching: true)
                state.request = SearchRequest(query: query, perPage: state.pageSize)
            }
        case .nearBottom:
            guard state.request == nil, let next = state.nextPage else { break }
            state.view.isLoadingNextPage = true
            state.view.errorMessage = nil
            state.request = next
        case .loaded(let request, let page) where request == state.request:
            state.request = nil
            state.nextPage = page.nextPage
            if state.view.isSearching {
                state.cache.insert(page, for: request.query)
                state.view = SearchViewState(
                    query: state.view.query, repositories: RepositoryList(page.repositories),
                    hasNextPage: !page.isLastPage)
            } else {
                state.view.repositories += page.repositories
                state.view.isLoadingNextPage = false
                state.view.hasNextPage = !page.isLastPage
                state.view.errorMessage = nil
            }
        case .failed(let request, let message) where request == state.request:
            state.request = nil
            if state.view.isSearching {
                state.view = SearchViewState(query: state.view.query, errorMessage: message)
            } else {
                state.view.isLoadingNextPage = false
                state.view.errorMessage = message
            }
        case .loaded, .failed:
            break  // the answer to a request the state no longer makes
        }
        return state
    }
}
