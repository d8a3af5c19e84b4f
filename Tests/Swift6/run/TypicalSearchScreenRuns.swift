// expect-clean
// Typical Swift 6 app code, run: a `@MainActor` view model whose driver calls an async service
// through `flatMapLatest`, indexing moved to a background scheduler with `subscribe(on:)` and back
// with `observe(on:)`, and a `@MainActor` screen driven by it. No trap (every main-actor closure runs
// on the main thread) and, under ThreadSanitizer, no report.
import Dispatch
import Foundation
import Reactive

struct SearchAPI: Sendable {
    func search(_ query: String) async throws -> [String] {
        try await Task.sleep(nanoseconds: 1_000_000)
        return (1...3).map { "\(query)-\($0)" }
    }
}

@MainActor final class SearchViewModel {
    let query = BehaviorRelay(value: "")
    let results: Driver<[String]>

    init(api: SearchAPI) {
        results = query.asDriver()
            .filter { !$0.isEmpty }
            .distinctUntilChanged()
            .flatMapLatest { query in
                Single<[String]>.create { try await api.search(query) }
                    .asDriver(onErrorJustReturn: [])
            }
    }

    func index(_ names: [String]) -> Single<Int> {
        Single<Int>.deferred { @Sendable in .just(names.joined().count) }
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .observe(on: MainScheduler.instance)
    }
}

@MainActor final class SearchScreen {
    var titles: [String] = []
    var indexed = 0
    let bag = DisposeBag()

    func bind(to viewModel: SearchViewModel, done: @escaping @MainActor (SearchScreen) -> Void) {
        viewModel.results
            .drive(onNext: { [weak self] titles in
                guard let self else { return }
                self.titles = titles
                viewModel.index(titles)
                    .subscribe(onSuccess: { count in
                        self.indexed = count
                        if titles.first == "swift-1" { done(self) }
                    })
                    .disposed(by: self.bag)
            })
            .disposed(by: bag)
    }
}

// The screen and its view model live for the whole program, as a window's would.
@MainActor enum Window {
    static var screen: SearchScreen?
    static var viewModel: SearchViewModel?
}

MainActor.assumeIsolated {
    let viewModel = SearchViewModel(api: SearchAPI())
    let screen = SearchScreen()
    Window.screen = screen
    Window.viewModel = viewModel
    screen.bind(to: viewModel) { screen in
        print("titles: \(screen.titles), indexed: \(screen.indexed)")
        exit(screen.titles == ["swift-1", "swift-2", "swift-3"] && screen.indexed == 21 ? 0 : 1)
    }
    viewModel.query.accept("rx")
    viewModel.query.accept("swift")
}
dispatchMain()
