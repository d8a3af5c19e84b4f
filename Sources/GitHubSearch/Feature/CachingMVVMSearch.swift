import Foundation
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
            // The request the next `nearBottom` sends: nil while the first page loads and after the
            // last one; kept after a failed page, so `nearBottom` retries it.
            let nextPage = BehaviorRelay<SearchRequest?>(value: nil)
            let first: Observable<SearchChange>
            if let page = cache.page(for: query) {
                nextPage.accept(page.nextPage)
                first = .just(.firstPage(query: query, page))
            } else {
                first = load(SearchRequest(query: query, perPage: pageSize), first: true, nextPage: nextPage)
            }
            // `flatMapFirst` ignores `nearBottom` while a page loads. Pages follow one another at one
            // level, so the thousandth page costs what the second did.
            let following =
                nearBottom
                .withLatestFrom(nextPage)
                .compactMap { $0 }
                .flatMapFirst { load($0, first: false, nextPage: nextPage) }
            return Observable.merge(first, following)
        }
    }

    /// The seed's `search(text).materialize()`, split: an element is data, an error is a message,
    /// and the started change is the processing flag. `completed` is not a result and is dropped.
    private func load(
        _ request: SearchRequest, first: Bool, nextPage: BehaviorRelay<SearchRequest?>
    ) -> Observable<SearchChange> {
        service.search(request).asObservable()
            .materialize()
            .compactMap { event -> SearchChange? in
                switch event {
                case .next(let page) where first:
                    cache.insert(page, for: request.query)
                    nextPage.accept(page.nextPage)
                    return .firstPage(query: request.query, page)
                case .next(let page):
                    nextPage.accept(page.nextPage)
                    return .nextPage(page)
                case .error(let error) where first:
                    return .firstPageFailed(displayMessage(for: error, now: scheduler.now))
                case .error(let error):
                    return .nextPageFailed(displayMessage(for: error, now: scheduler.now))
                case .completed:
                    return nil
                }
            }
            .startWith(first ? .searching(query: request.query) : .loadingNextPage)
    }
}
