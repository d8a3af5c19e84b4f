import ReactiveTesting
import Testing

@testable import Reactive

/// The operator chains of the seed documents, compiled with only their UIKit parts removed and
/// `MainScheduler.instance` made injectable, and run in virtual time.
@Suite(.leakChecked) struct SeedDocumentChainsTests {
    struct Repository: Equatable {
        let name: String
    }

    /// A search service whose answers arrive after a virtual delay; "fail" fails.
    final class GithubSearchService {
        let scheduler: TestScheduler
        private(set) var requests: [String] = []

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func search(_ text: String) -> Observable<[Repository]> {
            Observable.deferred { [self] in
                requests.append(text)
                if text == "fail" {
                    return Observable<Int>.timer(.seconds(10), scheduler: scheduler)
                        .flatMap { _ in Observable<[Repository]>.error(TestError("offline")) }
                }
                return Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in [Repository(name: text)] }
            }
        }
    }

    /// The seed's caching view model, verbatim but for the injectable scheduler and the
    /// RxSwift 5 spelling `observeOn`, which stays available as a deprecated alias.
    final class CachingGitHubSearchViewModel {
        /// The repositories to show.
        public var data: Observable<[Repository]>!
        /// The error to show, if any.
        public var error: Observable<String?>!
        /// Whether a search is running.
        public var processing: Observable<Bool>!
        internal var searchService: GithubSearchService
        internal var searchCache = [String: [Repository]]()
        private let scheduler: any ImmediateSchedulerType

        init(searchService: GithubSearchService, scheduler: any ImmediateSchedulerType = MainScheduler.instance) {
            self.searchService = searchService
            self.scheduler = scheduler
        }

        /// Builds the outputs from the search text.
        public func configure(search: Observable<String>) {
            // doc:materialize-seed-begin
            let result =
                search
                .flatMapLatest { [unowned self] text -> Observable<Event<[Repository]>> in
                    if text.isEmpty {
                        return .just(.next([]))
                    }
                    let key = text.lowercased()
                    if let cachedResult = self.searchCache[key] {
                        return .just(.next(cachedResult))
                    }
                    return self.searchService.search(text)
                        .do(onNext: { (results) in
                            self.searchCache[key] = results
                        })
                        .materialize()
                }
                .observe(on: scheduler)
                .share()
            data =
                result
                .map { $0.element ?? [] }
            error =
                result
                .map { $0.error.map { "\($0)" } }
                .share()
            // doc:materialize-seed-end
            processing = Observable<Bool>
                .merge(
                    search.map { _ in true },
                    data.map { _ in false }
                )
        }
    }

    @Test func cachingViewModelChainSearchesCachesAndSurfacesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = GithubSearchService(scheduler: scheduler)
        let viewModel = CachingGitHubSearchViewModel(searchService: service, scheduler: scheduler)
        let queries = scheduler.createHotObservable([
            .next(210, "swift"), .next(300, "rust"), .next(305, "Swift"), .next(400, "fail"), .completed(500),
        ])
        viewModel.configure(search: queries.asObservable())
        let data = scheduler.createObserver([Repository].self)
        let errors = scheduler.createObserver(String?.self)
        let bag = DisposeBag()
        viewModel.data.subscribe(data).disposed(by: bag)
        viewModel.error.subscribe(errors).disposed(by: bag)
        scheduler.start()

        // The chain runs exactly as the seed wrote it, flaw included: `materialize()` also emits the
        // search's `completed` as an element, which `$0.element ?? []` turns into an empty list one
        // tick after every successful search (222). Our own MVVM search fixes this.
        #expect(
            data.events == [
                .next(221, [Repository(name: "swift")]),
                .next(222, []),
                .next(306, [Repository(name: "swift")]),  // "rust" was replaced; "Swift" is a cache hit
                .next(411, []),  // the error element maps to no repositories
                .completed(501),
            ]
        )
        #expect(errors.events.map(\.time) == [221, 222, 306, 411, 501])
        #expect(errors.events[3].value.element == .some("offline"))
        #expect(service.requests == ["swift", "rust", "fail"])
    }

    @Test func sharedResultSubscribesTheSearchOncePerQuery() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = GithubSearchService(scheduler: scheduler)
        let viewModel = CachingGitHubSearchViewModel(searchService: service, scheduler: scheduler)
        let queries = scheduler.createHotObservable([.next(210, "swift"), .completed(300)])
        viewModel.configure(search: queries.asObservable())
        let bag = DisposeBag()
        viewModel.data.subscribe { _ in }.disposed(by: bag)
        viewModel.error.subscribe { _ in }.disposed(by: bag)
        scheduler.start()
        #expect(service.requests == ["swift"], "data and error share one pipeline")
    }
}
