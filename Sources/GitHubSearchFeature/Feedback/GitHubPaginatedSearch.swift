import FeedbackArchitecture
import Foundation
import GitHubAPI
import Reactive

/// The paginated search as a feedback loop, as RxFeedback's `GithubPaginatedSearch` example writes
/// it: one `State` that says which page it wants loaded (`loadNextPage`), the `Event`s that change
/// it, a static `reduce`; a UI feedback that sends the query and the end of the list (which
/// `reduce` heeds only while the state wants another page), and `react(request:effects:)` loading
/// what the state asks for.
///
/// ```swift
/// let ui: (Driver<State>) -> Signal<Event> = bind(self) { me, state in
///     Bindings(
///         subscriptions: [state.drive(onNext: me.render)],
///         events: [me.searchText.map(Event.searchChanged), GitHubPaginatedSearch.triggerLoadNextPage(me.nearBottom)(state)])
/// }
/// Driver.system(initialState: .empty(), reduce: State.reduce,
///               feedback: ui, GitHubPaginatedSearch.loadNextPage(service: client, clock: MainScheduler.instance))
///     .drive().disposed(by: disposeBag)
/// ```
///
/// What it does beyond the example: the page to load is a `SearchRequest` read from GitHub's `Link`
/// header, a failure is a message that scrolling retries (a failed first page is not retried: the
/// user types again), an answer to a request the state no longer makes is ignored, and the cache of
/// first pages is part of the state, so `reduce` stays pure.
public enum GitHubPaginatedSearch {
    /// Everything the system knows, the request it wants performed included.
    public struct State {
        /// The query.
        public var search: String
        /// The page to load next: the first page of a new search, then the one GitHub names.
        public var nextPage: SearchRequest?
        /// Whether `nextPage` is to be loaded now.
        public var shouldLoadNextPage: Bool
        /// The repositories loaded so far.
        public var results: RepositoryList
        /// The last failure's message, until the next request starts.
        public var lastError: String?
        /// The first pages seen before.
        public var cache: SearchCache
        /// Results per page.
        public var pageSize: Int
    }

    /// What happens to the system.
    public enum Event {
        /// The query changed: already trimmed, throttled and deduplicated by the UI.
        case searchChanged(String)
        /// The answer to a page request.
        case response(SearchRequest, Result<SearchPage, SearchFailure>)
        /// The list came near its end.
        case scrollingNearBottom
    }
}

// transitions
extension GitHubPaginatedSearch.State {
    /// The empty screen.
    ///
    /// - Parameters:
    ///   - pageSize: Results per page.
    ///   - cache: First pages seen before; none by default.
    /// - Returns: The state before any event.
    public static func empty(
        pageSize: Int = SearchRequest.defaultPerPage, cache: SearchCache = SearchCache(capacity: 50)
    )
        -> Self
    {
        Self(
            search: "", nextPage: nil, shouldLoadNextPage: false, results: [], lastError: nil, cache: cache,
            pageSize: pageSize)
    }

    /// The state after `event`; a pure function.
    ///
    /// - Parameters:
    ///   - state: The state before.
    ///   - event: What happened.
    /// - Returns: The state after.
    public static func reduce(state: Self, event: GitHubPaginatedSearch.Event) -> Self {
        switch event {
        case .searchChanged(let search):
            var result = state
            result.search = search
            result.results = []
            result.lastError = nil
            if search.isEmpty {
                result.nextPage = nil
                result.shouldLoadNextPage = false
            } else if let page = result.cache.page(for: search) {
                result.results = RepositoryList(page.repositories)
                result.nextPage = page.nextPage
                result.shouldLoadNextPage = false
            } else {
                result.nextPage = SearchRequest(query: search, perPage: state.pageSize)
                result.shouldLoadNextPage = true
            }
            return result
        case .scrollingNearBottom:
            guard state.wantsNextPage else { return state }
            var result = state
            result.shouldLoadNextPage = true
            result.lastError = nil
            return result
        case .response(let request, _) where request != state.loadNextPage:
            return state  // the answer to a request the state no longer makes
        case .response(let request, .success(let page)):
            var result = state
            if request.page == 1 { result.cache.insert(page, for: request.query) }
            result.results += page.repositories
            result.shouldLoadNextPage = false
            result.nextPage = page.nextPage
            result.lastError = nil
            return result
        case .response(let request, .failure(let failure)):
            var result = state
            result.shouldLoadNextPage = false
            result.lastError = failure.message
            if request.page == 1 { result.nextPage = nil }
            return result
        }
    }
}

// queries
extension GitHubPaginatedSearch.State {
    /// The request to perform now: `react` loads it while it is set and cancels it when it changes.
    public var loadNextPage: SearchRequest? {
        shouldLoadNextPage ? nextPage : nil
    }

    /// Whether the list coming near its end loads a page: another page exists and none is
    /// loading.
    public var wantsNextPage: Bool {
        !shouldLoadNextPage && nextPage != nil
    }

    /// Whether the first page is loading.
    public var isSearching: Bool {
        loadNextPage?.page == 1
    }

    /// Whether a following page is loading.
    public var isLoadingNextPage: Bool {
        loadNextPage.map { $0.page > 1 } ?? false
    }

    /// Whether another page can be loaded.
    public var hasNextPage: Bool {
        nextPage != nil && !isSearching
    }
}

// feedbacks
extension GitHubPaginatedSearch {
    /// The UI feedback's page trigger, the example's `triggerLoadNextPage`: every `nearBottom` as
    /// a `scrollingNearBottom` event, which `reduce` ignores unless another page exists and none
    /// is loading.
    ///
    /// The example listens only while the state it last saw wants a page, but a feedback's state
    /// is a few scheduler hops behind `reduce`: a `nearBottom` in the ticks after a page arrives,
    /// before the feedback has seen it, was lost (RxFeedback 4.0.0 loses it too). Left to `reduce`,
    /// which sees every event in order, a user scrolling fast gets the next page. The state is
    /// taken, and not read, so that the trigger binds as the example's does.
    ///
    /// The events stay an `Observable` so that `bind`'s own hop is their only one.
    ///
    /// - Parameter nearBottom: The list came near its end.
    /// - Returns: The trigger, to put among the UI feedback's events.
    public static func triggerLoadNextPage(_ nearBottom: Observable<Void>) -> (Driver<State>) -> Observable<Event> {
        { _ in nearBottom.map { Event.scrollingNearBottom } }
    }

    /// The automatic feedback: loads the page the state asks for.
    ///
    /// - Parameters:
    ///   - service: The search service; it answers on the feature's scheduler.
    ///   - clock: The scheduler whose clock failure messages count from.
    /// - Returns: The feedback.
    public static func loadNextPage(service: any GitHubSearchService, clock: any SchedulerType)
        -> (Driver<State>) -> Signal<Event>
    {
        react(
            request: { $0.loadNextPage },
            effects: { request in
                service.search(request).asObservable()
                    .map { Event.response(request, .success($0)) }
                    .catch { .just(.response(request, .failure(SearchFailure($0, now: clock.now)))) }
                    .asSignal(onErrorSignalWith: .empty())
            })
    }
}
