import Foundation
import GitHubSearch
import Reactive

/// One search screen driven by a benchmark: a text field and a list as subjects, the rendered
/// state kept as a real screen would, all on a virtual millisecond clock.
final class SimulatedSearchScreen {
    let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MillisecondConverter())
    private let query = PublishSubject<String>()
    private let nearBottom = PublishSubject<Void>()
    private var subscription: (any Disposable)?
    private var state = SearchViewState()

    /// Binds a new `architecture` search with `latency` ms answers and a throttle of `throttle` ms.
    init(_ architecture: SearchArchitecture, latency: Int = 0, total: Int = 30, throttle: Int = 5) {
        precondition(
            total <= InstantSearchService.poolSize,
            "a query of \(total) results is larger than the pool of \(InstantSearchService.poolSize)")
        let service = InstantSearchService(scheduler: scheduler, latency: latency, total: total)
        run {
            let search = architecture.make(
                environment: SearchEnvironment(
                    service: service, scheduler: scheduler, throttle: .milliseconds(throttle)))
            let outputs = search.bind(SearchInputs(searchText: query, nearBottom: nearBottom))
            subscription = outputs.state.drive(onNext: { [unowned self] in state = $0 })
            // A feedback loop subscribes to its inputs one scheduler turn later, as an app's run loop
            // turns before anyone types.
            advance(by: 1)
        }
    }

    /// Runs `body` with the feature's Drivers on this screen's clock.
    func run(_ body: () -> Void) {
        SharingScheduler.mock(scheduler: scheduler, action: body)
    }

    func type(_ text: String) {
        query.onNext(text)
    }

    func advance(by milliseconds: Int) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
    }

    /// The list reaches its end.
    func scrollToBottom() {
        nearBottom.onNext(())
    }

    /// Searches `text` and scrolls to the bottom until `pages` pages are shown.
    func loadPages(_ pages: Int, query text: String) {
        type(text)
        advance(by: 10)
        loadMorePages(max(pages, 1) - 1)
    }

    /// Scrolls to the bottom `pages` times, each answered with the next page.
    func loadMorePages(_ pages: Int) {
        for _ in 0..<pages {
            scrollToBottom()
            advance(by: 10)
        }
    }

    /// Disposes the screen's subscription and lets scheduled disposals run.
    func dispose() {
        run {
            subscription?.dispose()
            advance(by: 10)
        }
    }

    /// Nil if the screen shows results (or an error) for `query`, else what it shows.
    func expectShowing(query expected: String) -> String? {
        state.query == expected && (!state.repositories.isEmpty || state.errorMessage != nil)
            ? nil : "expected results for \"\(expected)\", got \(state)"
    }

    /// Nil if the screen shows `results` repositories for `query`, else what it shows.
    func expect(query expected: String, results: Int) -> String? {
        state.query == expected && state.repositories.count == results
            ? nil
            : "expected \(results) results for \"\(expected)\", got \(state.repositories.count) for \"\(state.query)\""
    }
}

/// Answers every search from a shared pool of generated repositories, after `latency` virtual ms.
struct InstantSearchService: GitHubSearchService, @unchecked Sendable {
    // @unchecked: the scheduler is only used from the benchmark's thread.

    /// Enough for the largest query: page growth's 1,000 pages plus the 100 it times, 30 each.
    static let poolSize = 33_000
    static let pool: [Repository] = (0..<poolSize).map { index in
        Repository(
            id: index, name: "repository-\(index)", fullName: "owner-\(index % 97)/repository-\(index)",
            htmlURL: URL(string: "https://github.com/owner-\(index % 97)/repository-\(index)")!,
            stars: poolSize - index, description: "Generated repository number \(index)", language: "Swift")
    }

    let scheduler: VirtualTimeScheduler<MillisecondConverter>
    let latency: Int
    /// How many results a query has.
    let total: Int

    func search(_ request: SearchRequest) -> Single<SearchPage> {
        let start = min((request.page - 1) * request.perPage, total)
        let end = min(start + request.perPage, total)
        let next =
            end < total ? SearchRequest(query: request.query, page: request.page + 1, perPage: request.perPage) : nil
        let page = SearchPage(repositories: Array(Self.pool[start..<end]), totalCount: total, nextPage: next)
        return latency == 0
            ? .just(page) : Observable.just(page).delay(.milliseconds(latency), scheduler: scheduler).asSingle()
    }
}
