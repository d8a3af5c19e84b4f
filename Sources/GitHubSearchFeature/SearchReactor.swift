import Foundation
import GitHubAPI
import ReactorArchitecture

/// The search screen's reactor, in the seed's style, completed: actions become mutations in
/// `mutate(action:)`, which is where requests start and, with `take(until:)`, stop; `reduce` folds
/// mutations into the state.
///
/// Compared with the seed, a failure becomes a mutation instead of being swallowed, the first page
/// sets `isSearching`, the next page comes from the response's `Link` header instead of a guessed
/// page number, first pages go through the cache, and a tapped row becomes a `@Pulse`.
final class SearchReactor: Reactor {
    enum Action {
        /// The throttled, trimmed query.
        case updateQuery(String)
        /// The list neared its end.
        case loadNextPage
        /// A row was tapped.
        case select(Int)
    }

    enum Mutation {
        case clear
        case setSearching(query: String)
        case setFirstPage(query: String, SearchPage)
        case setFirstPageError(String)
        case setLoadingNextPage
        case appendPage(SearchPage)
        case setNextPageError(String)
        case open(URL)
    }

    struct State {
        var view = SearchViewState()
        /// The request `loadNextPage` sends; kept after a failed next page, so it retries.
        var nextPage: SearchRequest?
        /// The page of the last tapped row: assigned on every tap, even of the same row.
        @Pulse var urlToOpen: URL?
    }

    let reactorStorage = ReactorStorage()
    let initialState = State()
    // The reactor serialises its own work; the Driver output then moves states to the UI
    // scheduler, so reducing on that scheduler too would only add a hop.
    let scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    private let service: any GitHubSearchService
    private let cache: SharedSearchCache
    private let pageSize: Int
    /// The clock failure messages are computed against ("try again in 10 min").
    private let clock: any SchedulerType

    init(service: any GitHubSearchService, cache: SharedSearchCache, pageSize: Int, clock: any SchedulerType) {
        self.service = service
        self.cache = cache
        self.pageSize = pageSize
        self.clock = clock
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .updateQuery(let query) where query.isEmpty:
            return .just(.clear)
        case .updateQuery(let query):
            if let page = cache.page(for: query) {
                return .just(.setFirstPage(query: query, page))
            }
            let cache = cache
            return Observable.concat(
                .just(.setSearching(query: query)),
                search(SearchRequest(query: query, perPage: pageSize))
                    .do(onNext: { cache.insert($0, for: query) })
                    .map { .setFirstPage(query: query, $0) }
                    .catch { [clock] in .just(.setFirstPageError(displayMessage(for: $0, now: clock.now))) }
            )
        case .loadNextPage:
            // Reading `currentState` here is safe: the reactor handles one action at a time, and the
            // loading mutation below is reduced before the next action is mutated.
            let view = currentState.view
            guard !view.isSearching, !view.isLoadingNextPage, let request = currentState.nextPage else {
                return .empty()
            }
            return Observable.concat(
                .just(.setLoadingNextPage),
                search(request)
                    .map { .appendPage($0) }
                    .catch { [clock] in .just(.setNextPageError(displayMessage(for: $0, now: clock.now))) }
            )
        case .select(let index):
            let repositories = currentState.view.repositories
            guard repositories.indices.contains(index) else { return .empty() }
            return .just(.open(repositories[index].htmlURL))
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .clear:
            state.view = SearchViewState()
            state.nextPage = nil
        case .setSearching(let query):
            state.view = SearchViewState(query: query, isSearching: true)
            state.nextPage = nil
        case .setFirstPage(let query, let page):
            state.view = SearchViewState(
                query: query, repositories: RepositoryList(page.repositories), hasNextPage: !page.isLastPage)
            state.nextPage = page.nextPage
        case .setFirstPageError(let message):
            state.view = SearchViewState(query: state.view.query, errorMessage: message)
        case .setLoadingNextPage:
            state.view.isLoadingNextPage = true
            state.view.errorMessage = nil
        case .appendPage(let page):
            state.view.repositories += page.repositories
            state.view.isLoadingNextPage = false
            state.view.hasNextPage = !page.isLastPage
            state.view.errorMessage = nil
            state.nextPage = page.nextPage
        case .setNextPageError(let message):
            state.view.isLoadingNextPage = false
            state.view.errorMessage = message
        case .open(let url):
            state.urlToOpen = url
        }
        return state
    }

    /// The request's answer, abandoned as soon as a new query arrives: the seed's
    /// `takeUntil(self.action.filter(isUpdateQueryAction))`.
    private func search(_ request: SearchRequest) -> Observable<SearchPage> {
        service.search(request).asObservable()
            .take(until: action.filter(\.isUpdateQuery))
    }
}

extension SearchReactor.Action {
    fileprivate var isUpdateQuery: Bool {
        if case .updateQuery = self { return true }
        return false
    }
}
