import Foundation
import GitHubAPI
import Reactive

/// The search as a view model in the seed's style, completed: the query goes through
/// `flatMapLatest`, each search is `materialize`d and its events split into data (pages), errors
/// (messages) and processing (what is in flight), and first pages are cached.
///
/// ```swift
/// let search = CachingMVVMSearch(environment: SearchEnvironment(service: client, scheduler: MainScheduler.instance))
/// let outputs = search.bind(SearchInputs(query: field.text, nearBottom: list.nearBottom, selection: list.taps))
/// outputs.state.drive(onNext: render).disposed(by: bag)
/// outputs.openURL.emit(onNext: open).disposed(by: bag)
/// ```
///
/// Unlike the seed, the three splits are folded into one `SearchViewState`, so they cannot
/// disagree, and a search's `completed` event is dropped instead of blanking the list. The pipeline
/// captures the service and the cache but not the view model, so disposing the outputs releases it.
/// See `docs/Architectures/MVVM.md`.
public final class CachingMVVMSearch: RepositorySearch {
    private let environment: SearchEnvironment
    private let cache: SharedSearchCache

    /// Creates the view model; its cache lives as long as it does and is shared by its bindings.
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
        let pager = Pager(
            service: environment.service,
            cache: cache,
            pageSize: environment.pageSize,
            nearBottom: inputs.nearBottom,
            scheduler: environment.scheduler
        )
        let state =
            inputs.query
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .throttle(environment.throttle, latest: true, scheduler: environment.scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query in pager.changes(for: query) }
            .scan(SearchViewState()) { state, change in state.applying(change) }
            .startWith(SearchViewState())
            .distinctUntilChanged()
            .share(replay: 1, scope: .whileConnected)
        let openURL =
            inputs.selection
            .withLatestFrom(state) { index, state in
                state.repositories.indices.contains(index) ? state.repositories[index].htmlURL : nil
            }
            .compactMap { $0 }
        return SearchOutputs(
            state: state.asDriver(onErrorJustReturn: SearchViewState()),
            openURL: openURL.asSignal(onErrorSignalWith: .empty())
        )
    }
}

/// Turns one query into the changes of its search: the first page (or the cached one), then a
/// following page each time the list nears its end while one exists.
private struct Pager {
    let service: any GitHubSearchService
    let cache: SharedSearchCache
    let pageSize: Int
    let nearBottom: Observable<Void>
    /// The clock failure messages are computed against ("try again in 10 min").
    let scheduler: any SchedulerType

    func changes(for query: String) -> Observable<SearchChange> {
        if query.isEmpty {
            return .just(.cleared)
        }
        return Observable.deferred {
            let gate = PageGate()
            let first: Observable<SearchChange>
            if let page = cache.page(for: query) {
                gate.finish(next: page.nextPage)
                first = .just(.firstPage(query: query, page))
            } else {
                gate.begin(first: true)
                first = load(SearchRequest(query: query, perPage: pageSize), first: true, gate: gate)
            }
            // The gate, not `flatMapFirst`, decides whether a page is loading: it reopens before the
            // page's change is emitted, so a `nearBottom` sent by whoever sees that change (on any
            // thread) always finds it open. Pages follow one another at one level, so the
            // thousandth page costs what the second did.
            let following =
                nearBottom
                .compactMap { gate.beginNextPage() }
                .flatMap { load($0, first: false, gate: gate) }
            // `following` first: the first page may arrive on another thread before `merge` has
            // finished subscribing, and a `nearBottom` sent on seeing it must find a listener.
            return Observable.merge(following, first)
        }
    }

    /// The seed's `search(text).materialize()`, split: an element is data, an error is a message,
    /// and the started change is the processing flag. `completed` is not a result and is dropped.
    private func load(_ request: SearchRequest, first: Bool, gate: PageGate) -> Observable<SearchChange> {
        service.search(request).asObservable()
            .materialize()
            .compactMap { event -> SearchChange? in
                switch event {
                case .next(let page) where first:
                    cache.insert(page, for: request.query)
                    gate.finish(next: page.nextPage)
                    return .firstPage(query: request.query, page)
                case .next(let page):
                    gate.finish(next: page.nextPage)
                    return .nextPage(page)
                case .error(let error) where first:
                    gate.finish(next: nil)
                    return .firstPageFailed(displayMessage(for: error, now: scheduler.now))
                case .error(let error):
                    gate.finish(next: request)  // the next `nearBottom` retries it
                    return .nextPageFailed(displayMessage(for: error, now: scheduler.now))
                case .completed:
                    return nil
                }
            }
            .startWith(first ? .searching(query: request.query) : .loadingNextPage)
    }
}

/// Which page `nearBottom` loads, and whether one is loading: one query's paging state, shared
/// by the threads that deliver answers and send `nearBottom`.
private final class PageGate: @unchecked Sendable {
    // @unchecked: `next` and `isLoading` are only touched under `lock`.
    private let lock = Lock()
    /// The request the next `nearBottom` sends; nil after the last page.
    private var next: SearchRequest?
    private var isLoading = false

    /// Marks the first page as loading.
    func begin(first: Bool) {
        lock.withLock { isLoading = first }
    }

    /// The next page's request, marked as loading, or nil while a page loads or after the last.
    func beginNextPage() -> SearchRequest? {
        lock.withLock {
            guard !isLoading, let request = next else { return nil }
            isLoading = true
            return request
        }
    }

    /// Ends the page in flight; `next` is what the next `nearBottom` loads.
    func finish(next request: SearchRequest?) {
        lock.withLock {
            next = request
            isLoading = false
        }
    }
}
