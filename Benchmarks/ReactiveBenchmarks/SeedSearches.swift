import FeedbackArchitecture
import Foundation
import Reactive
import ReactorArchitecture

// The three searches as the seed documents write them — RxFeedback's GitHub search (a
// `Driver.system` with a UI binding and a `react(request:)` feedback), ReactorKit's
// `GitHubSearchViewReactor` (`mutate` / `reduce`) and the caching view model of "RxSwift GitHub
// search done right" — with the network replaced by a stub that answers at once and UIKit by
// subjects. Unlike `search-*`, which time this package's completed features, these time the seeds'
// own shapes, so a reader can compare them with the same code on RxSwift. Requests are a query and
// a page instead of the seeds' URLs, so that no URL parsing is timed.

/// One repository of a page; the stub hands out the same 30 for every page.
struct SeedRepository: Equatable {
    let name: String
}

/// A page request: the seeds' `nextPageURL` without the URL.
struct SeedRequest: Equatable {
    let query: String
    let page: Int
}

struct SeedAPIError: Error, Equatable {}

/// The stub GitHub API: every query has `pages` pages of 30 repositories, answered synchronously.
struct SeedAPI {
    static let repositories = (0..<30).map { SeedRepository(name: "repository-\($0)") }
    let pages: Int

    func search(_ request: SeedRequest) -> Observable<(repositories: [SeedRepository], next: SeedRequest?)> {
        let next = request.page < pages ? SeedRequest(query: request.query, page: request.page + 1) : nil
        return .just((Self.repositories, next))
    }
}

/// A virtual main thread: the seeds' `MainScheduler`, on a millisecond clock.
final class SeedMain {
    let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MillisecondConverter())

    func run(_ body: () -> Void) {
        SharingScheduler.mock(scheduler: scheduler, action: body)
    }

    /// Lets the main scheduler run what is due in the next 10 ms.
    func turn() {
        scheduler.advanceTo(scheduler.clock + 10)
    }
}

// MARK: - RxFeedback's GitHub search

/// The RxFeedback example's state, events and reducer, with `SeedRequest` for the URL.
struct SeedFeedbackState {
    var search: String {
        didSet {
            if search.isEmpty {
                nextPage = nil
                shouldLoadNextPage = false
                results = []
                lastError = nil
                return
            }
            nextPage = SeedRequest(query: search, page: 1)
            shouldLoadNextPage = true
            lastError = nil
        }
    }
    var nextPage: SeedRequest?
    var shouldLoadNextPage: Bool
    var results: [SeedRepository]
    var lastError: SeedAPIError?

    static var empty: SeedFeedbackState {
        SeedFeedbackState(search: "", nextPage: nil, shouldLoadNextPage: true, results: [], lastError: nil)
    }

    var loadNextPage: SeedRequest? {
        shouldLoadNextPage ? nextPage : nil
    }

    enum Event {
        case searchChanged(String)
        case response(Result<(repositories: [SeedRepository], next: SeedRequest?), SeedAPIError>)
        case startLoadingNextPage
    }

    static func reduce(state: SeedFeedbackState, event: Event) -> SeedFeedbackState {
        switch event {
        case .searchChanged(let search):
            var result = state
            result.search = search
            result.results = []
            return result
        case .startLoadingNextPage:
            var result = state
            result.shouldLoadNextPage = true
            return result
        case .response(.success(let response)):
            var result = state
            result.results += response.repositories
            result.shouldLoadNextPage = false
            result.nextPage = response.next
            result.lastError = nil
            return result
        case .response(.failure(let error)):
            var result = state
            result.shouldLoadNextPage = false
            result.lastError = error
            return result
        }
    }
}

/// The RxFeedback example's view controller: `Driver.system` with the UI binding and the paging
/// feedback.
final class SeedFeedbackScreen {
    typealias State = SeedFeedbackState
    typealias Event = SeedFeedbackState.Event

    let main = SeedMain()
    let searchText = PublishSubject<String>()
    let nearBottom = PublishSubject<Void>()
    private(set) var shown: [SeedRepository] = []
    private(set) var status: String?
    private var subscription: (any Disposable)?

    init(api: SeedAPI) {
        let searchText = self.searchText
        let nearBottom = self.nearBottom
        main.run {
            let triggerLoadNextPage: (Driver<State>) -> Signal<Event> = { state in
                state.flatMapLatest { state -> Signal<Event> in
                    if state.shouldLoadNextPage {
                        return Signal.empty()
                    }
                    return nearBottom.asSignal(onErrorSignalWith: .empty()).map { _ in .startLoadingNextPage }
                }
            }
            let bindUI: (Driver<State>) -> Signal<Event> = bind(self) { me, state in
                let subscriptions = [
                    state.map(\.results).drive(onNext: { me.shown = $0 }),
                    state.map { $0.lastError.map { "\($0)" } }.drive(onNext: { me.status = $0 }),
                ]
                let events = [
                    searchText.asSignal(onErrorSignalWith: .empty()).map(Event.searchChanged),
                    triggerLoadNextPage(state),
                ]
                return Bindings(subscriptions: subscriptions, events: events)
            }
            subscription = Driver.system(
                initialState: State.empty,
                reduce: State.reduce,
                feedback: bindUI,
                react(
                    request: { $0.loadNextPage },
                    effects: { request in
                        api.search(request)
                            .map { Result.success($0) }
                            .asSignal(onErrorJustReturn: .failure(SeedAPIError()))
                            .map(Event.response)
                    })
            )
            .drive()
            main.turn()
        }
    }

    func type(_ text: String) {
        main.run {
            searchText.onNext(text)
            main.turn()
        }
    }

    func scrollToBottom() {
        main.run {
            nearBottom.onNext(())
            main.turn()
        }
    }

    func dispose() {
        main.run {
            subscription?.dispose()
            main.turn()
        }
    }
}

// MARK: - ReactorKit's GitHubSearchViewReactor

/// ReactorKit's example reactor, as the seed shows it: actions become mutations in `mutate`, and
/// `reduce` folds them into the state. Declared without a `reactorStorage` property, as ReactorKit
/// code is.
final class SeedSearchReactor: Reactor {
    enum Action {
        case updateQuery(String?)
        case loadNextPage
    }

    enum Mutation {
        case setQuery(String?)
        case setRepos([SeedRepository], nextPage: Int?)
        case appendRepos([SeedRepository], nextPage: Int?)
        case setLoadingNextPage(Bool)
    }

    struct State {
        var query: String?
        var repos: [SeedRepository] = []
        var nextPage: Int?
        var isLoadingNextPage = false
    }

    let initialState = State()
    private let api: SeedAPI

    init(api: SeedAPI) {
        self.api = api
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .updateQuery(let query):
            return Observable.concat([
                // 1) set current state's query (.setQuery)
                Observable.just(Mutation.setQuery(query)),
                // 2) call API and set repos (.setRepos)
                search(query: query, page: 1)
                    // cancel previous request when the new `.updateQuery` action is fired
                    .take(until: self.action.filter(Action.isUpdateQueryAction))
                    .map { Mutation.setRepos($0, nextPage: $1) },
            ])
        case .loadNextPage:
            guard !currentState.isLoadingNextPage else { return Observable.empty() }  // prevent from multiple requests
            guard let page = currentState.nextPage else { return Observable.empty() }
            return Observable.concat([
                // 1) set loading status to true
                Observable.just(Mutation.setLoadingNextPage(true)),
                // 2) call API and append repos
                search(query: currentState.query, page: page)
                    .take(until: self.action.filter(Action.isUpdateQueryAction))
                    .map { Mutation.appendRepos($0, nextPage: $1) },
                // 3) set loading status to false
                Observable.just(Mutation.setLoadingNextPage(false)),
            ])
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        switch mutation {
        case .setQuery(let query):
            var newState = state
            newState.query = query
            return newState
        case .setRepos(let repos, let nextPage):
            var newState = state
            newState.repos = repos
            newState.nextPage = nextPage
            return newState
        case .appendRepos(let repos, let nextPage):
            var newState = state
            newState.repos.append(contentsOf: repos)
            newState.nextPage = nextPage
            return newState
        case .setLoadingNextPage(let isLoadingNextPage):
            var newState = state
            newState.isLoadingNextPage = isLoadingNextPage
            return newState
        }
    }

    private func search(query: String?, page: Int) -> Observable<(repos: [SeedRepository], nextPage: Int?)> {
        guard let query, !query.isEmpty else { return .just(([], nil)) }
        return api.search(SeedRequest(query: query, page: page)).map { ($0.repositories, $0.next?.page) }
    }
}

extension SeedSearchReactor.Action {
    static func isUpdateQueryAction(_ action: SeedSearchReactor.Action) -> Bool {
        if case .updateQuery = action { return true }
        return false
    }
}

/// The seed's view, binding a search bar and a table to the reactor.
final class SeedReactorScreen {
    let main = SeedMain()
    let searchText = PublishSubject<String?>()
    let nearBottom = PublishSubject<Void>()
    private(set) var shown: [SeedRepository] = []
    /// The view's `reactor` property: the view keeps its reactor alive.
    let reactor: SeedSearchReactor
    private var bag: DisposeBag? = DisposeBag()

    init(api: SeedAPI) {
        let reactor = SeedSearchReactor(api: api)
        self.reactor = reactor
        main.run {
            guard let bag else { return }
            searchText
                .throttle(.milliseconds(5), scheduler: main.scheduler)
                .map { SeedSearchReactor.Action.updateQuery($0) }
                .bind(to: reactor.action)
                .disposed(by: bag)
            nearBottom
                .map { _ in SeedSearchReactor.Action.loadNextPage }
                .bind(to: reactor.action)
                .disposed(by: bag)
            reactor.state.map(\.repos)
                .subscribe(onNext: { [unowned self] in shown = $0 })
                .disposed(by: bag)
        }
    }

    func type(_ text: String) {
        main.run {
            searchText.onNext(text)
            main.turn()
        }
    }

    func scrollToBottom() {
        main.run {
            nearBottom.onNext(())
            main.turn()
        }
    }

    func dispose() {
        main.run {
            bag = nil
            main.turn()
        }
    }
}

// MARK: - The caching view model of "RxSwift GitHub search done right"

/// The seed's `CachingGitHubSearchViewModel`, with `MainScheduler.instance` replaced by the
/// virtual main scheduler (there is no main run loop here).
final class SeedCachingViewModel {
    var data: Observable<[SeedRepository]>!
    var error: Observable<String?>!
    var processing: Observable<Bool>!
    let searchService: SeedAPI
    var searchCache = [String: [SeedRepository]]()
    let main: any SchedulerType

    init(searchService: SeedAPI, main: any SchedulerType) {
        self.searchService = searchService
        self.main = main
    }

    func configure(search: Observable<String>) {
        let result =
            search
            .flatMapLatest { [unowned self] text -> Observable<Event<[SeedRepository]>> in
                if text.isEmpty {
                    return .just(.next([]))
                }
                let key = text.lowercased()
                if let cachedResult = self.searchCache[key] {
                    return .just(.next(cachedResult))
                }
                return self.searchService.search(SeedRequest(query: text, page: 1))
                    .map(\.repositories)
                    .do(onNext: { results in
                        self.searchCache[key] = results
                    })
                    .materialize()
            }
            .observe(on: main)
            .share()
        data =
            result
            .map { $0.element ?? [] }
        error =
            result
            .map { $0.error?.localizedDescription }
            .share()
        processing = Observable<Bool>
            .merge(
                search.map { _ in true },
                data.map { _ in false }
            )
    }
}

/// The seed's view controller: a throttled, de-duplicated search bar into the view model, and the
/// view model's outputs bound to a table, an error label and a spinner.
final class SeedMVVMScreen {
    let main = SeedMain()
    let searchText = PublishSubject<String>()
    let viewModel: SeedCachingViewModel
    private(set) var shown: [SeedRepository] = []
    /// How many times the table was given results: a search's `completed` blanks it right after
    /// (the seed's `$0.element ?? []`), so `shown` alone says little.
    private(set) var resultsShown = 0
    private(set) var errorText: String?
    private(set) var errorHidden = true
    private(set) var isAnimating = false
    private var disposeBag: DisposeBag? = DisposeBag()

    init(api: SeedAPI) {
        viewModel = SeedCachingViewModel(searchService: api, main: main.scheduler)
        main.run {
            let searchObservable =
                searchText
                .throttle(.milliseconds(5), scheduler: main.scheduler)
                .distinctUntilChanged()
            viewModel.configure(search: searchObservable)
            disposeBag?.insert(
                viewModel.data.subscribe(onNext: { [unowned self] in
                    shown = $0
                    if !$0.isEmpty { resultsShown += 1 }
                }),
                viewModel.error.subscribe(onNext: { [unowned self] in errorText = $0 }),
                viewModel.error.map { $0 == nil }.subscribe(onNext: { [unowned self] in errorHidden = $0 }),
                viewModel.processing.subscribe(onNext: { [unowned self] in isAnimating = $0 })
            )
        }
    }

    func type(_ text: String) {
        main.run {
            searchText.onNext(text)
            main.turn()
        }
    }

    func dispose() {
        main.run {
            disposeBag = nil
            main.turn()
        }
    }
}

// MARK: - Workloads

extension Workloads {
    static var seeds: [Workload] {
        [
            seedFeedbackKeystroke, seedFeedbackPage, seedReactorKeystroke, seedReactorPage, seedMVVMKeystroke,
            seedMVVMCacheHit,
        ]
    }

    /// Pages each seed screen loads in a page workload: the seeds' reducers copy the list on every
    /// page (`results += …` on a copied state), so a screen is kept short and many are used.
    static let seedPagesPerScreen = 10

    /// Distinct queries, made outside the timed region.
    static func seedQueries(_ count: Int) -> [String] {
        (0..<count).map { "query \($0)" }
    }

    /// One keystroke into the RxFeedback seed: a new search, its first page requested and shown.
    static var seedFeedbackKeystroke: Workload {
        Workload(name: "seed-feedback-keystroke", unit: "keystroke", elements: 2_000) { count in
            let screen = SeedFeedbackScreen(api: SeedAPI(pages: seedPagesPerScreen))
            let queries = seedQueries(count)
            return Trial(
                measure: { for query in queries { screen.type(query) } },
                finish: {
                    defer { screen.dispose() }
                    return check(screen.shown.count, 30, "repositories shown")
                }
            )
        }
    }

    /// One more page in the RxFeedback seed: the table reaches its end, the next page is requested
    /// and appended.
    static var seedFeedbackPage: Workload {
        pageWorkload(name: "seed-feedback-page") { api in
            let screen = SeedFeedbackScreen(api: api)
            screen.type("paging")
            return (screen.scrollToBottom, { screen.shown.count }, screen.dispose)
        }
    }

    /// One keystroke into the ReactorKit seed: `updateQuery`, its search, `setQuery` and `setRepos`.
    static var seedReactorKeystroke: Workload {
        Workload(name: "seed-reactor-keystroke", unit: "keystroke", elements: 2_000) { count in
            let screen = SeedReactorScreen(api: SeedAPI(pages: seedPagesPerScreen))
            let queries = seedQueries(count)
            return Trial(
                measure: { for query in queries { screen.type(query) } },
                finish: {
                    defer { screen.dispose() }
                    return check(screen.shown.count, 30, "repositories shown")
                }
            )
        }
    }

    /// One more page in the ReactorKit seed: `loadNextPage`, its search, three mutations.
    static var seedReactorPage: Workload {
        pageWorkload(name: "seed-reactor-page") { api in
            let screen = SeedReactorScreen(api: api)
            screen.type("paging")
            return (screen.scrollToBottom, { screen.shown.count }, screen.dispose)
        }
    }

    /// One keystroke into the seed's caching view model, with a query it has not seen: a search,
    /// cached, materialised, shared to the table, the error label and the spinner.
    static var seedMVVMKeystroke: Workload {
        Workload(name: "seed-mvvm-keystroke", unit: "keystroke", elements: 2_000) { count in
            let screen = SeedMVVMScreen(api: SeedAPI(pages: seedPagesPerScreen))
            let queries = seedQueries(count)
            return Trial(
                measure: { for query in queries { screen.type(query) } },
                finish: {
                    defer { screen.dispose() }
                    return check(screen.resultsShown, count, "searches shown")
                        ?? check(screen.viewModel.searchCache.count, count, "cached queries")
                }
            )
        }
    }

    /// One keystroke into the seed's caching view model, with a query it has seen: answered from
    /// its cache without a search.
    static var seedMVVMCacheHit: Workload {
        Workload(name: "seed-mvvm-cache-hit", unit: "cache hit", elements: 2_000) { count in
            let screen = SeedMVVMScreen(api: SeedAPI(pages: seedPagesPerScreen))
            // Two queries seen before, typed in turn so that `distinctUntilChanged` lets each through.
            screen.type("cached a")
            screen.type("cached b")
            let queries = (0..<count).map { $0 % 2 == 0 ? "cached a" : "cached b" }
            return Trial(
                measure: { for query in queries { screen.type(query) } },
                finish: {
                    defer { screen.dispose() }
                    // A cached answer is a lone element: no `completed` blanks the table after it.
                    return check(screen.shown.count, 30, "repositories shown")
                        ?? check(screen.resultsShown, 2 + count, "results shown")
                        ?? check(screen.viewModel.searchCache.count, 2, "cached queries")
                }
            )
        }
    }

    /// A page workload over fresh screens of `seedPagesPerScreen` pages each: `make` builds a screen
    /// showing its first page and returns how to scroll it, how many rows it shows, how to dispose it.
    private static func pageWorkload(
        name: String,
        make: @escaping (SeedAPI) -> (scroll: () -> Void, shown: () -> Int, dispose: () -> Void)
    ) -> Workload {
        let more = seedPagesPerScreen - 1
        return Workload(name: name, unit: "page", elements: 1_800) { count in
            let screens = (0..<max(1, count / more)).map { _ in make(SeedAPI(pages: seedPagesPerScreen)) }
            return Trial(
                measure: {
                    for screen in screens {
                        for _ in 0..<more { screen.scroll() }
                    }
                },
                finish: {
                    defer { for screen in screens { screen.dispose() } }
                    return screens.lazy.compactMap { check($0.shown(), 30 * seedPagesPerScreen, "rows shown") }.first
                }
            ).scaled(to: screens.count * more)
        }
    }
}
