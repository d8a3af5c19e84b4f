// Typical app code of a Swift 6 team, which must compile with no diagnostics in Swift 6 mode and
// in Swift 5 mode: a `@MainActor` view model exposing drivers and signals built from relays,
// `flatMapLatest` to an async service, work moved to a background scheduler with `subscribe(on:)`,
// `drive(onNext:)` into `@MainActor` objects, `bind(to:)` a `Binder`, `withUnretained`. The
// ReactorKit-style view on the main actor is compile-pass/MainActorReactorView; the same kind of
// screen, run, is run/TypicalSearchScreenRuns.
import Reactive

struct Repository: Sendable {
    let name: String
}

/// A nonisolated service with an async API.
struct SearchAPI: Sendable {
    func search(_ query: String) async throws -> [Repository] { [Repository(name: query)] }
}

@MainActor final class SearchViewModel {
    let query = BehaviorRelay(value: "")
    let refresh = PublishRelay<Void>()
    let results: Driver<[Repository]>
    let errors: Signal<String>
    let count: Driver<Int>

    init(api: SearchAPI) {
        let errors = PublishRelay<String>()
        self.errors = errors.asSignal()
        results = query.asDriver()
            .distinctUntilChanged()
            .flatMapLatest { query in
                Single<[Repository]>.create { try await api.search(query) }
                    .asDriver(onErrorRecover: { error in
                        errors.accept("\(error)")
                        return .just([])
                    })
            }
        count = results.map(\.count)
    }

    /// Heavy work off the main thread: the closure that runs there says it may run anywhere.
    func index(_ names: [String]) -> Single<Int> {
        Single<Int>.deferred { @Sendable in .just(names.joined().count) }
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .observe(on: MainScheduler.instance)
    }
}

@MainActor final class SearchScreen {
    var titles: [String] = []
    var badge = ""
    var lastError: String?
    let bag = DisposeBag()

    var badgeBinder: Binder<String> {
        Binder(self) { screen, text in screen.badge = text }
    }

    func bind(to viewModel: SearchViewModel) {
        viewModel.results
            .drive(onNext: { [weak self] repositories in self?.titles = repositories.map(\.name) })
            .disposed(by: bag)
        viewModel.count.map { "\($0)" }.drive(badgeBinder).disposed(by: bag)
        viewModel.errors.emit(onNext: { [weak self] message in self?.lastError = message }).disposed(by: bag)
        viewModel.refresh.asObservable()
            .withUnretained(self)
            .subscribe(onNext: { screen, _ in screen.titles = [] })
            .disposed(by: bag)
        viewModel.query.map { $0.uppercased() }.bind(to: badgeBinder).disposed(by: bag)
    }
}
