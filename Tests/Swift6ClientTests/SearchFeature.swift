// A small search feature written as a Swift 6 client of `Reactive` would write it: a nonisolated
// service, a `@MainActor` view model that exposes drivers and signals, and a `@MainActor` view that
// binds them into its properties. It must compile in Swift 6 mode with no diagnostics.

import Reactive

/// A search result; deliberately a non-`Sendable` class, as app models often are.
final class SearchHit {
    let title: String

    init(title: String) {
        self.title = title
    }
}

/// The backend: answers a query with a `Single`, on whatever thread it likes.
struct SearchService {
    let search: (String) -> Single<[SearchHit]>
}

/// A search failure shown to the user.
struct SearchFailure: Error {
    let reason: String
}

@MainActor final class SearchViewModel {
    /// What the user typed.
    let query = BehaviorRelay(value: "")
    /// The hits for the latest query; an empty list while nothing is typed or after a failure.
    let hits: Driver<[SearchHit]>
    /// The title of the results screen, derived from `hits`.
    let title: Driver<String>
    /// One message per failed search.
    let failures: Signal<String>

    init(service: SearchService) {
        let failures = PublishRelay<String>()
        self.failures = failures.asSignal()
        hits = query.asDriver()
            .distinctUntilChanged()
            .flatMapLatest { query -> Driver<[SearchHit]> in
                guard !query.isEmpty else { return .just([]) }
                return service.search(query)
                    .asObservable()
                    .asDriver(onErrorRecover: { error in
                        failures.accept((error as? SearchFailure)?.reason ?? "\(error)")
                        return .just([])
                    })
            }
        title = hits.map { $0.isEmpty ? "No results" : "\($0.count) results" }
    }
}

@MainActor final class SearchView {
    private(set) var rows: [String] = []
    private(set) var title = ""
    private(set) var banner: String?
    /// How many updates each property received, to see that sharing does not duplicate work.
    private(set) var updates = 0
    private let bag = DisposeBag()

    init(viewModel: SearchViewModel) {
        // doc:driver-main-actor-view-begin
        // Closures written in a `@MainActor` type touch its state directly: Swift treats them as
        // main-actor code, and the drivers deliver on the main queue, so they really run there.
        viewModel.hits
            .drive(onNext: { [weak self] hits in self?.show(hits.map(\.title)) })
            .disposed(by: bag)
        viewModel.title
            .drive(with: self, onNext: { view, title in view.title = title })
            .disposed(by: bag)
        viewModel.failures
            .emit(onNext: { [weak self] message in self?.banner = message })
            .disposed(by: bag)
        // doc:driver-main-actor-view-end
    }

    private func show(_ titles: [String]) {
        // Traps if a delivery ever reached this main-actor code off the main actor.
        MainActor.assertIsolated("driver delivered off the main actor")
        rows = titles
        updates += 1
    }

    /// Follows the hits with `for await`, in the view's isolation, until a batch has `titles`.
    func follow(_ hits: Driver<[SearchHit]>, until titles: [String]) async -> [[String]] {
        // doc:driver-values-begin
        var seen: [[String]] = []
        for await batch in hits.values {
            seen.append(batch.map(\.title))
            if seen.last == titles { break }
        }
        // doc:driver-values-end
        return seen
    }

    /// Loads one query straight from the service with `async`/`await`.
    func load(_ query: String, from service: SearchService) async throws {
        #if compiler(>=6.2)
        let hits = try await service.search(query).value
        #else
        // Before Swift 6.2 `value` waits off the main actor, which these non-`Sendable` hits may not
        // leave; `values` delivers them in this isolation.
        var hits: [SearchHit] = []
        for try await found in service.search(query).values {
            hits = found
        }
        #endif
        rows = hits.map(\.title)
    }
}
