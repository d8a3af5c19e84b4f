import Foundation
import GitHubAPI
import Reactive

/// The search screen's view model, as seed 004 writes it: the query goes through `flatMapLatest`,
/// each search is `materialize`d and its events are split into three outputs — `data`, `error`
/// and `processing` — with a cache in front of the search.
///
/// ```swift
/// let viewModel = CachingGitHubSearchViewModel(
///     search: field.text.searchQueries(throttle: .milliseconds(300), scheduler: MainScheduler.instance),
///     nearBottom: list.nearBottom, searchService: client, searchCache: cache, clock: MainScheduler.instance)
/// viewModel.data.drive(onNext: showRows).disposed(by: bag)
/// viewModel.error.drive(onNext: showError).disposed(by: bag)
/// viewModel.processing.drive(onNext: spin).disposed(by: bag)
/// ```
///
/// What it does beyond the seed: it pages (the next page when the list nears its end, one at a
/// time, the one GitHub's `Link` header names), a failed next page keeps the results and is
/// retried by scrolling, and an empty query clears the screen. Its inputs are passed to `init`, so
/// the outputs are constants rather than the seed's implicitly unwrapped optionals. The outputs are
/// `Driver`s: the seed's `observeOn(MainScheduler.instance).share()`, made a type.
public final class CachingGitHubSearchViewModel {
    /// The repositories found for the latest query, and the page that would follow them.
    public let data: Driver<SearchResults>
    /// What went wrong with the latest page, or `nil`.
    public let error: Driver<String?>
    /// Whether a page is on its way: with an empty list, the first; otherwise the next.
    public let processing: Driver<Bool>

    /// Creates the view model; nothing runs until its outputs are subscribed, and each output
    /// subscription shares one search.
    ///
    /// - Parameters:
    ///   - search: The queries, already trimmed, throttled and deduplicated by the view.
    ///   - nearBottom: The list came near its end.
    ///   - searchService: The search service; it answers on the feature's scheduler.
    ///   - searchCache: The first pages seen before; it may outlive the view model.
    ///   - pageSize: Results per page.
    ///   - clock: The scheduler whose clock failure messages count from ("try again in 10 min").
    public init(
        search: Observable<String>,
        nearBottom: Observable<Void>,
        searchService: any GitHubSearchService,
        searchCache: SharedSearchCache,
        pageSize: Int = SearchRequest.defaultPerPage,
        clock: any SchedulerType
    ) {
        /// One page of the latest query: the seed's `search(text).materialize()`, split into what
        /// each output shows — the results with the page added (data), the message of a failure
        /// (error), and, before the answer, the page being on its way (processing).
        func load(_ request: SearchRequest, after shown: SearchResults) -> Observable<Step> {
            let answer = searchService.search(request).asObservable()
            let first = request.page == 1
            return (first ? answer.do(onNext: { searchCache.insert($0, for: shown.query) }) : answer)
                .materialize()
                .compactMap { event in
                    switch event {
                    case .next(let page): Step(results: shown.appending(page))
                    case .error(let error): Step(results: shown, error: SearchFailure(error, now: clock.now).message)
                    case .completed: nil  // not a result: the page came already
                    }
                }
                .startWith(Step(results: shown, processing: true))
        }
        let result =
            search
            .flatMapLatest { text -> Observable<Step> in
                if text.isEmpty {
                    return .just(Step(results: SearchResults(query: "")))
                }
                if let cachedResult = searchCache.page(for: text) {
                    let shown = SearchResults(query: text).appending(cachedResult)
                    return Self.pages(first: .just(Step(results: shown)), nearBottom: nearBottom, load: load)
                }
                let first = load(SearchRequest(query: text, perPage: pageSize), after: SearchResults(query: text))
                return Self.pages(first: first, nearBottom: nearBottom, load: load)
            }
            .startWith(Step(results: SearchResults(query: "")))
            .asDriver(onErrorDriveWith: .empty())
        data = result.map(\.results)
        error = result.map(\.error)
        processing = result.map(\.processing)
    }

    /// The latest query's pages: `first`, then the next page each time the list nears its end
    /// while one exists and none is on its way; a failed page stays the next one, so scrolling
    /// retries it. All of it runs on the feature's scheduler, so the last step is simply read from
    /// a replay subject fed by the steps themselves, and it alone decides: a page is done when its
    /// step shows, even if the answer's completion is still on its way (an `observe(on:)` delivers
    /// it separately), which `flatMapFirst` would wait for.
    private static func pages(
        first: Observable<Step>,
        nearBottom: Observable<Void>,
        load: @escaping (SearchRequest, SearchResults) -> Observable<Step>
    ) -> Observable<Step> {
        Observable.deferred {
            let lastStep = ReplaySubject<Step>.create(bufferSize: 1)
            let following =
                nearBottom
                .withLatestFrom(lastStep)
                .compactMap { step in step.processing ? nil : step.results.nextPage.map { ($0, step.results) } }
                .flatMap { request, shown in load(request, shown) }
            // `following` is subscribed first, so it listens before the first page can show.
            return Observable.merge(following, first).do(onNext: lastStep.onNext)
        }
    }
}

/// What the list shows: the query's repositories so far, and the page that would follow them.
public struct SearchResults: Equatable, Sendable {
    /// The query the repositories belong to.
    public var query: String
    /// The repositories, first page first.
    public var repositories: RepositoryList
    /// The request for the following page; `nil` after the last one.
    public var nextPage: SearchRequest?

    /// Results for `query`.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - repositories: The repositories found so far; none by default.
    ///   - nextPage: The request for the following page, if any.
    public init(query: String, repositories: RepositoryList = [], nextPage: SearchRequest? = nil) {
        self.query = query
        self.repositories = repositories
        self.nextPage = nextPage
    }

    /// The results with `page` added at the end.
    ///
    /// - Parameter page: The page that follows these results.
    /// - Returns: The longer results; the next page is the one `page` names.
    public func appending(_ page: SearchPage) -> SearchResults {
        var results = self
        results.repositories += page.repositories
        results.nextPage = page.nextPage
        return results
    }
}

/// One step of the latest query's search: the value `data`, `error` and `processing` each take
/// their part of, so they always change together.
private struct Step {
    var results: SearchResults
    var error: String?
    var processing = false
}
