import Foundation
import GitHubAPI

/// The search screen's model in plain Swift concurrency: the view calls its methods as the user
/// types and scrolls, and renders the states it publishes. A task per search, cancelled by the
/// next query; the typing throttled and pages loaded with tasks that sleep on an injected clock.
///
/// ```swift
/// let model = RepositorySearchModel(search: { try await client.search($0).value }, clock: ContinuousClock())
/// Task { for await state in model.states { render(state) } }
/// searchField.onChange { text in Task { await model.queryChanged(text) } }
/// ```
///
/// An app starts it without a task executor (it needs macOS 13 / iOS 16, for `Clock`); a test
/// gives every task it starts a `SchedulerExecutor` of its `TestScheduler` as their preference
/// (`init(search:clock:throttle:pageSize:cache:taskExecutor:now:)`, macOS 15 / iOS 18), so the
/// model runs in virtual time.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public actor RepositorySearchModel<C: Clock> where C.Duration == Duration {
    /// What the screen shows now.
    public private(set) var state = SearchViewState()
    /// Every state, as it changes, starting with the empty screen.
    public nonisolated let states: AsyncStream<SearchViewState>

    private let statesContinuation: AsyncStream<SearchViewState>.Continuation
    private let search: @Sendable (SearchRequest) async throws -> SearchPage
    private let clock: C
    private let throttle: Duration
    private let pageSize: Int
    /// Starts the model's tasks, with the executor preference a test gave or with none.
    private let startTask: @Sendable (@escaping @Sendable () async -> Void) -> Task<Void, Never>
    private let now: @Sendable () -> Date
    private var cache: SearchCache
    /// The last query searched, after trimming; a query equal to it is not searched again.
    private var query: String?
    /// The query typed during the throttle window, searched when the window ends.
    private var pendingQuery: String?
    /// When the throttle window that the last search opened ends.
    private var throttleWindowEnd: C.Instant?
    /// The task that waits out the window for `pendingQuery`: started by the first query typed
    /// inside the window, as a throttle's timer is, not when the window opens. Its wake-up then
    /// takes its place among the clock's other wake-ups (an answer due at the same instant, say)
    /// in the order the work was started, as a scheduler orders its actions.
    private var throttleTask: Task<Void, Never>?
    /// The request for the page after the shown ones.
    private var nextPage: SearchRequest?
    /// The request in flight, first page or next.
    private var loading: (request: SearchRequest, task: Task<Void, Never>)?

    /// Creates the model, its tasks started as `Task { }` starts them.
    ///
    /// - Parameters:
    ///   - search: Searches GitHub.
    ///   - clock: The clock the throttle sleeps on.
    ///   - throttle: How long typing is throttled; the latest query of the window wins.
    ///   - pageSize: Results per page.
    ///   - cache: First pages seen before.
    ///   - now: The time failure messages count from ("try again in 10 min").
    public init(
        search: @escaping @Sendable (SearchRequest) async throws -> SearchPage,
        clock: C,
        throttle: Duration = .milliseconds(300),
        pageSize: Int = SearchRequest.defaultPerPage,
        cache: SearchCache = SearchCache(capacity: 50),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(
            search: search, clock: clock, throttle: throttle, pageSize: pageSize, cache: cache, now: now,
            startTask: { Task(operation: $0) })
    }

    /// Creates the model, every task it starts preferring `taskExecutor`.
    ///
    /// - Parameters:
    ///   - search: Searches GitHub.
    ///   - clock: The clock the throttle sleeps on.
    ///   - throttle: How long typing is throttled; the latest query of the window wins.
    ///   - pageSize: Results per page.
    ///   - cache: First pages seen before.
    ///   - taskExecutor: The executor its tasks prefer (a `SchedulerExecutor` in a test); `nil` for none.
    ///   - now: The time failure messages count from ("try again in 10 min").
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(
        search: @escaping @Sendable (SearchRequest) async throws -> SearchPage,
        clock: C,
        throttle: Duration = .milliseconds(300),
        pageSize: Int = SearchRequest.defaultPerPage,
        cache: SearchCache = SearchCache(capacity: 50),
        taskExecutor: (any TaskExecutor)?,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(
            search: search, clock: clock, throttle: throttle, pageSize: pageSize, cache: cache, now: now,
            startTask: { Task(executorPreference: taskExecutor, operation: $0) })
    }

    private init(
        search: @escaping @Sendable (SearchRequest) async throws -> SearchPage, clock: C, throttle: Duration,
        pageSize: Int, cache: SearchCache, now: @escaping @Sendable () -> Date,
        startTask: @escaping @Sendable (@escaping @Sendable () async -> Void) -> Task<Void, Never>
    ) {
        self.now = now
        self.search = search
        self.clock = clock
        self.throttle = throttle
        self.pageSize = pageSize
        self.cache = cache
        self.startTask = startTask
        (states, statesContinuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
        statesContinuation.yield(SearchViewState())
    }

    /// The search field's text changed.
    ///
    /// - Parameter text: The text as typed.
    public func queryChanged(_ text: String) {
        let query = SearchQuery.normalized(text)
        if let end = throttleWindowEnd, clock.now < end {
            pendingQuery = query
            if throttleTask == nil {
                throttleTask = startTask(waitingOutThrottleWindow(until: end))
            }
            return
        }
        // No window, or typed as the window ends, before its task woke: this query wins, as it
        // would a moment later.
        throttleTask?.cancel()
        throttleTask = nil
        pendingQuery = nil
        searchIfNew(query)
        throttleWindowEnd = clock.now.advanced(by: throttle)
    }

    /// The list came near its end: loads the next page, if there is one and none is loading.
    public func nearBottom() {
        guard loading == nil, let request = nextPage else { return }
        update {
            $0.isLoadingNextPage = true
            $0.errorMessage = nil
        }
        load(request)
    }

    /// Stops everything in flight and ends `states`.
    ///
    /// - Returns: The cache, for the next screen's model to start from.
    @discardableResult
    public func close() -> SearchCache {
        throttleTask?.cancel()
        loading?.task.cancel()
        statesContinuation.finish()
        return cache
    }

    /// The throttle window's task. Its body is nonisolated, so the task starts where it prefers
    /// and sleeps at once, before any task started after it acts: no hop off the actor first.
    private nonisolated func waitingOutThrottleWindow(until end: C.Instant) -> @Sendable () async -> Void {
        { [clock] in
            guard (try? await clock.sleep(until: end, tolerance: nil)) != nil else { return }
            await self.throttleWindowEnded(end)
        }
    }

    private func throttleWindowEnded(_ end: C.Instant) {
        guard throttleWindowEnd == end, throttleTask != nil else { return }  // a query has since closed it
        throttleTask = nil
        guard let query = pendingQuery else { return }
        pendingQuery = nil
        searchIfNew(query)
        throttleWindowEnd = clock.now.advanced(by: throttle)
    }

    private func searchIfNew(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        loading?.task.cancel()
        loading = nil
        nextPage = nil
        if query.isEmpty {
            publish(SearchViewState())
        } else if let page = cache.page(for: query) {
            nextPage = page.nextPage
            publish(
                SearchViewState(
                    query: query, repositories: RepositoryList(page.repositories), hasNextPage: page.nextPage != nil))
        } else {
            publish(SearchViewState(query: query, isSearching: true))
            load(SearchRequest(query: query, perPage: pageSize))
        }
    }

    private func load(_ request: SearchRequest) {
        loading = (request, startTask(fetching(request)))
    }

    /// The task that fetches `request` and hands the answer back; nonisolated, so the request is
    /// sent as soon as the task starts (see `waitingOutThrottleWindow`).
    private nonisolated func fetching(_ request: SearchRequest) -> @Sendable () async -> Void {
        { [search] in
            do {
                let page = try await search(request)
                await self.loaded(request, .success(page))
            } catch is CancellationError {
                return
            } catch {
                await self.loaded(request, .failure(error))
            }
        }
    }

    private func loaded(_ request: SearchRequest, _ result: Result<SearchPage, any Error>) {
        guard loading?.request == request else { return }  // an answer to a search since replaced
        loading = nil
        switch result {
        case .success(let page):
            if request.page == 1 { cache.insert(page, for: request.query) }
            nextPage = page.nextPage
            update {
                $0.repositories += page.repositories
                $0.isSearching = false
                $0.isLoadingNextPage = false
                $0.hasNextPage = page.nextPage != nil
                $0.errorMessage = nil
            }
        case .failure(let error):
            let message = SearchFailure(error, now: now()).message
            if request.page == 1 { nextPage = nil }
            update {
                $0.isSearching = false
                $0.isLoadingNextPage = false
                $0.hasNextPage = nextPage != nil
                $0.errorMessage = message
            }
        }
    }

    private func update(_ change: (inout SearchViewState) -> Void) {
        var state = state
        change(&state)
        publish(state)
    }

    private func publish(_ state: SearchViewState) {
        guard state != self.state else { return }
        self.state = state
        statesContinuation.yield(state)
    }
}
