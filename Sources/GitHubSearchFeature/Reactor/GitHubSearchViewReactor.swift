import Foundation
import GitHubAPI
import ReactorArchitecture

/// The search screen's reactor, as ReactorKit's GitHubSearch example writes it: the view sends
/// `updateQuery` as the user types and `loadNextPage` near the end of the list; `mutate(action:)`
/// starts each search and, with `take(until:)`, drops it when the next query comes; `reduce` is pure.
///
/// ```swift
/// final class SearchView: View {
///     var disposeBag = DisposeBag()
///     func bind(reactor: GitHubSearchViewReactor) {
///         searchField.text.searchQueries(throttle: .milliseconds(300), scheduler: MainScheduler.instance)
///             .map { .updateQuery($0) }.bind(to: reactor.action).disposed(by: disposeBag)
///         reactor.state.map(\.repos).bind(onNext: showRows).disposed(by: disposeBag)
///     }
/// }
/// ```
///
/// What it does beyond the example: a failed page becomes a message (the example logs it and shows
/// nothing), the first page shows as being searched, the next page is the one GitHub's `Link`
/// header names (not a guessed page number), and a query seen before is answered from the cache.
/// It runs where its actions arrive (ReactorKit's `CurrentThreadScheduler`), which is the feature's
/// scheduler, where the service answers too.
public final class GitHubSearchViewReactor: Reactor {
    /// What the view asks for.
    public enum Action {
        /// The query changed: already trimmed, throttled and deduplicated by the view.
        case updateQuery(String)
        /// The list came near its end.
        case loadNextPage
    }

    /// A change to the state.
    public enum Mutation {
        /// A new query: an empty one clears the screen, any other is being searched.
        case setQuery(String)
        /// The first page of `query`, searched or cached.
        case setRepos(query: String, SearchPage)
        /// A following page; it ends the loading.
        case appendRepos([Repository], nextPage: SearchRequest?)
        /// A following page is on its way, or no longer.
        case setLoadingNextPage(Bool)
        /// A page failed; the message replaces the spinner.
        case setError(String)
    }

    /// What the view shows.
    public struct State {
        /// The query the repositories belong to.
        public var query = ""
        /// The repositories, first page first.
        public var repos = RepositoryList()
        /// The request `loadNextPage` sends; kept after a failed page, so scrolling retries it.
        public var nextPage: SearchRequest?
        /// Whether the first page is on its way.
        public var isSearching = false
        /// Whether a following page is on its way.
        public var isLoadingNextPage = false
        /// The last failure's message, until the next request starts.
        public var errorMessage: String?
    }

    /// The empty screen.
    public let initialState = State()
    private let service: any GitHubSearchService
    private let cache: SharedSearchCache
    private let pageSize: Int
    /// The clock failure messages are worded against ("try again in 10 min").
    private let clock: any SchedulerType

    /// Creates a reactor.
    ///
    /// - Parameters:
    ///   - service: The search service; it answers on the scheduler the actions arrive on.
    ///   - cache: The first pages seen before; it may outlive the reactor.
    ///   - pageSize: Results per page.
    ///   - clock: The scheduler whose clock failure messages count from.
    public init(
        service: any GitHubSearchService,
        cache: SharedSearchCache,
        pageSize: Int = SearchRequest.defaultPerPage,
        clock: any SchedulerType
    ) {
        self.service = service
        self.cache = cache
        self.pageSize = pageSize
        self.clock = clock
    }

    /// The mutations an action leads to: where requests start and stop.
    ///
    /// - Parameter action: What the view asked for.
    /// - Returns: The mutations, in order.
    public func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .updateQuery(let query):
            // A query seen before shows its first page at once.
            if !query.isEmpty, let page = cache.page(for: query) {
                return .just(.setRepos(query: query, page))
            }
            return Observable.concat([
                // 1) show the query (and that it is being searched)
                .just(.setQuery(query)),
                // 2) search its first page; a newer query cancels the search
                search(firstPageOf: query)
                    .take(until: self.action.filter(Action.isUpdateQueryAction))
                    .map { .setRepos(query: query, $0) }
                    .catch(setError),
            ])

        case .loadNextPage:
            guard !currentState.isLoadingNextPage else { return .empty() }  // one page at a time
            guard let request = currentState.nextPage else { return .empty() }
            return Observable.concat([
                // 1) show the spinner
                .just(.setLoadingNextPage(true)),
                // 2) load the page and append it; a newer query cancels the request
                search(request)
                    .take(until: self.action.filter(Action.isUpdateQueryAction))
                    .map { .appendRepos($0.repositories, nextPage: $0.nextPage) }
                    .catch(setError),
                // 3) the spinner stops however the request ended
                .just(.setLoadingNextPage(false)),
            ])
        }
    }

    /// The state after `mutation`; a pure function.
    ///
    /// - Parameters:
    ///   - state: The state before.
    ///   - mutation: The change.
    /// - Returns: The state after.
    public func reduce(state: State, mutation: Mutation) -> State {
        switch mutation {
        case .setQuery(let query):
            var newState = State()
            newState.query = query
            newState.isSearching = !query.isEmpty
            return newState

        case .setRepos(let query, let page):
            var newState = State()
            newState.query = query
            newState.repos = RepositoryList(page.repositories)
            newState.nextPage = page.nextPage
            return newState

        case .appendRepos(let repos, let nextPage):
            var newState = state
            newState.repos += repos
            newState.nextPage = nextPage
            newState.isLoadingNextPage = false
            newState.errorMessage = nil
            return newState

        case .setLoadingNextPage(let isLoadingNextPage):
            var newState = state
            newState.isLoadingNextPage = isLoadingNextPage
            if isLoadingNextPage { newState.errorMessage = nil }
            return newState

        case .setError(let message):
            var newState = state
            newState.isSearching = false
            newState.isLoadingNextPage = false
            newState.errorMessage = message
            return newState
        }
    }

    /// The first page of `query`, cached once it arrives; nothing for an empty query.
    private func search(firstPageOf query: String) -> Observable<SearchPage> {
        guard !query.isEmpty else { return .empty() }
        let cache = cache
        return search(SearchRequest(query: query, perPage: pageSize))
            .do(onNext: { cache.insert($0, for: query) })
    }

    /// The page `request` asks for.
    private func search(_ request: SearchRequest) -> Observable<SearchPage> {
        service.search(request).asObservable()
    }

    /// A failed page as a mutation. It captures the clock, not the reactor: a request in flight
    /// must not keep a reactor alive that its view has let go.
    private var setError: (any Error) -> Observable<Mutation> {
        let clock = clock
        return { error in .just(.setError(SearchFailure(error, now: clock.now).message)) }
    }
}

extension GitHubSearchViewReactor.Action {
    /// Whether `action` is a new query: what stops the searches of the previous one.
    static func isUpdateQueryAction(_ action: GitHubSearchViewReactor.Action) -> Bool {
        if case .updateQuery = action { return true }
        return false
    }
}
