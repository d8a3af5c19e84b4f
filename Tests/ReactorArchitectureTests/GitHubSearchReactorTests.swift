import ReactiveTesting
import ReactorArchitecture
import Testing

/// The GitHub search reactor our users port (the seed document's code, unchanged inside `mutate`
/// and `reduce`), with a fake search whose requests are cold observables on a `TestScheduler`.
final class GitHubSearchViewReactor: Reactor {
    enum Action {
        case updateQuery(String?)
        case loadNextPage
    }

    enum Mutation {
        case setQuery(String?)
        case setRepos([String], nextPage: Int?)
        case appendRepos([String], nextPage: Int?)
        case setLoadingNextPage(Bool)
    }

    struct State {
        var query: String?
        var repos: [String] = []
        var nextPage: Int?
        var isLoadingNextPage: Bool = false
    }

    let reactorStorage = ReactorStorage()
    let initialState = State()
    let scheduler: ImmediateSchedulerType
    private let github: FakeGitHub

    init(github: FakeGitHub, scheduler: ImmediateSchedulerType) {
        self.github = github
        self.scheduler = scheduler
    }

    // Deprecated only so that the seed's RxSwift 5 spelling `takeUntil` compiles without a warning.
    // swift-format-ignore
    @available(*, deprecated, message: "uses the RxSwift 5 spelling takeUntil, as the seed does")
    func mutate(action: Action) -> Observable<Mutation> {
      switch action {
      case let .updateQuery(query):
        return Observable.concat([
          // 1) set current state's query (.setQuery)
          Observable.just(Mutation.setQuery(query)),

          // 2) call API and set repos (.setRepos)
          self.search(query: query, page: 1)
            // cancel previous request when the new `.updateQuery` action is fired
            .takeUntil(self.action.filter(isUpdateQueryAction))
            .map { Mutation.setRepos($0, nextPage: $1) },
        ])

      case .loadNextPage:
        guard !self.currentState.isLoadingNextPage else { return Observable.empty() } // prevent from multiple requests
        guard let page = self.currentState.nextPage else { return Observable.empty() }
        return Observable.concat([
          // 1) set loading status to true
          Observable.just(Mutation.setLoadingNextPage(true)),

          // 2) call API and append repos
          self.search(query: self.currentState.query, page: page)
            .takeUntil(self.action.filter(isUpdateQueryAction))
            .map { Mutation.appendRepos($0, nextPage: $1) },

          // 3) set loading status to false
          Observable.just(Mutation.setLoadingNextPage(false)),
        ])
      }
    }

    // swift-format-ignore
    func reduce(state: State, mutation: Mutation) -> State {
      switch mutation {
      case let .setQuery(query):
        var newState = state
        newState.query = query
        return newState

      case let .setRepos(repos, nextPage):
        var newState = state
        newState.repos = repos
        newState.nextPage = nextPage
        return newState

      case let .appendRepos(repos, nextPage):
        var newState = state
        newState.repos.append(contentsOf: repos)
        newState.nextPage = nextPage
        return newState

      case let .setLoadingNextPage(isLoadingNextPage):
        var newState = state
        newState.isLoadingNextPage = isLoadingNextPage
        return newState
      }
    }

    private func isUpdateQueryAction(_ action: Action) -> Bool {
        if case .updateQuery = action { return true }
        return false
    }

    private func search(query: String?, page: Int) -> Observable<(repos: [String], nextPage: Int?)> {
        github.search(query: query, page: page)
    }
}

/// Answers each search 50 ticks after it is subscribed, with two repositories a page and three
/// pages a query, and keeps every request to check when it was subscribed and cancelled.
final class FakeGitHub {
    private let scheduler: TestScheduler
    private(set) var requests: [String: TestableObservable<(repos: [String], nextPage: Int?)>] = [:]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func search(query: String?, page: Int) -> Observable<(repos: [String], nextPage: Int?)> {
        guard let query, !query.isEmpty else { return .just((repos: [], nextPage: nil)) }
        let key = "\(query) \(page)"
        let request = scheduler.createColdObservable([
            .next(50, (repos: ["\(key)a", "\(key)b"], nextPage: page < 3 ? page + 1 : nil)), .completed(50),
        ])
        requests[key] = request
        return request.asObservable()
    }
}

@Suite(.leakChecked) struct GitHubSearchReactorTests {
    /// One line per state: time, query, repositories, next page, and "loading" while a page loads.
    private func timeline(_ events: [Recorded<Event<GitHubSearchViewReactor.State>>]) -> [String] {
        events.compactMap { recorded in
            guard let state = recorded.value.element else { return nil }
            let loading = state.isLoadingNextPage ? " loading" : ""
            let page = state.nextPage.map(String.init) ?? "-"
            return "\(recorded.time) \(state.query ?? "nil") \(state.repos) \(page)\(loading)"
        }
    }

    @Test func searchingPagingAndCancellingFollowTheQuery() {
        let scheduler = TestScheduler(initialClock: 0)
        let github = FakeGitHub(scheduler: scheduler)
        let reactor = GitHubSearchViewReactor(github: github, scheduler: scheduler)
        let actions = scheduler.createHotObservable([
            .next(300, GitHubSearchViewReactor.Action.updateQuery("s")),
            .next(320, .updateQuery("sw")),  // before "s" answers: cancels it
            .next(500, .loadNextPage),
            .next(510, .loadNextPage),  // while page 2 loads: ignored
            .next(600, .updateQuery("swift")),
            .next(700, .loadNextPage),
            .next(720, .updateQuery("x")),  // cancels the page load, which then ends loading
        ])
        let bag = DisposeBag()
        actions.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start { reactor.state }

        #expect(
            timeline(res.events) == [
                "200 nil [] -",
                "301 s [] -",
                "321 sw [] -",
                "371 sw [\"sw 1a\", \"sw 1b\"] 2",
                "501 sw [\"sw 1a\", \"sw 1b\"] 2 loading",
                "551 sw [\"sw 1a\", \"sw 1b\", \"sw 2a\", \"sw 2b\"] 3 loading",
                "551 sw [\"sw 1a\", \"sw 1b\", \"sw 2a\", \"sw 2b\"] 3",
                "601 swift [\"sw 1a\", \"sw 1b\", \"sw 2a\", \"sw 2b\"] 3",
                "651 swift [\"swift 1a\", \"swift 1b\"] 2",
                "701 swift [\"swift 1a\", \"swift 1b\"] 2 loading",
                // The page load ends when the new query passes the action subject (ReactorKit's
                // `take(until: action.filter(isUpdateQueryAction))`), a tick before the query
                // itself is handled on the scheduler.
                "720 swift [\"swift 1a\", \"swift 1b\"] 2",
                "721 x [\"swift 1a\", \"swift 1b\"] 2",
                "771 x [\"x 1a\", \"x 1b\"] 2",
            ])
        #expect(github.requests["s 1"]?.subscriptions == [Subscription(301, 320)])
        #expect(github.requests["sw 1"]?.subscriptions == [Subscription(321, 371)])
        #expect(github.requests["sw 2"]?.subscriptions == [Subscription(501, 551)])
        #expect(github.requests["swift 2"]?.subscriptions == [Subscription(701, 720)])
        #expect(github.requests.count == 6)
    }
}
