import Dispatch
import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import Testing

/// The feature on a real serial scheduler, with answers coming from other threads as `URLSession`
/// delivers them, hopped onto the feature's scheduler at the service's boundary (what the app does
/// with `GitHubClient`'s `delegateQueue`). Run under ThreadSanitizer by CI: the feature holds no
/// lock, so any access from two threads would be reported.
@Suite struct SearchEnvironmentThreadSafetyTests {
    /// Pages through 3 pages 50 times, asking for the next page from a global queue as each page
    /// shows. Before the feature ran on one scheduler, two races lost such a request (the view
    /// model then needed a lock, and the app a replay of page requests).
    @Test(arguments: SearchArchitecture.allCases)
    func nearBottomSentAsSoonAsAPageShowsIsNeverLost(_ architecture: SearchArchitecture) {
        var lost = 0
        for _ in 0..<50 where !pagesThrough(3, architecture) {
            lost += 1
        }
        #expect(lost == 0, "\(lost) of 50 searches never reached their last page")
    }

    /// Returns whether the last of `last` pages showed within 10 s, every page requested once.
    private func pagesThrough(_ last: Int, _ architecture: SearchArchitecture) -> Bool {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "feature")
        let service = BackgroundService(lastPage: last, scheduler: scheduler)
        let nearBottom = PublishSubject<Void>()
        let done = DispatchSemaphore(value: 0)
        var subscription: (any Disposable)?
        // Everything the feature does happens on its scheduler, binding and subscribing included.
        onScheduler(scheduler) {
            SharingScheduler.mock(scheduler: scheduler) {
                let search = architecture.make(
                    environment: SearchEnvironment(service: service, scheduler: scheduler, throttle: .seconds(0)))
                let outputs = search.bind(SearchInputs(searchText: .just("swift"), nearBottom: nearBottom))
                var shown = 0
                subscription = outputs.state.drive(onNext: { state in
                    guard !state.isSearching, !state.isLoadingNextPage, state.repositories.count > shown else {
                        return
                    }
                    shown = state.repositories.count
                    if state.hasNextPage {
                        // From another thread, onto the feature's scheduler, as a screen's input arrives.
                        DispatchQueue.global().async {
                            _ = scheduler.schedule(()) { _ in
                                nearBottom.onNext(())
                                return Disposables.create()
                            }
                        }
                    } else {
                        done.signal()
                    }
                })
            }
        }
        let finished = done.wait(timeout: .now() + 10) == .success
        onScheduler(scheduler) { subscription?.dispose() }
        return finished && service.pagesRequested == Array(1...last)
    }

    /// Runs `body` on `scheduler` and waits for it.
    private func onScheduler(_ scheduler: SerialDispatchQueueScheduler, _ body: @escaping () -> Void) {
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            body()
            ran.signal()
            return Disposables.create()
        }
        ran.wait()
    }
}

/// Answers each search from a global queue, then hops the answer onto `scheduler`: `lastPage`
/// pages of one repository each.
private final class BackgroundService: GitHubSearchService, @unchecked Sendable {
    // @unchecked: `pages` is only touched under `lock`; the test's own bookkeeping, not the feature's.
    private let lock = NSLock()
    private var pages: [Int] = []
    private let lastPage: Int
    private let scheduler: SerialDispatchQueueScheduler

    init(lastPage: Int, scheduler: SerialDispatchQueueScheduler) {
        self.lastPage = lastPage
        self.scheduler = scheduler
    }

    var pagesRequested: [Int] { lock.withLock { pages } }

    func search(_ request: SearchRequest) -> Single<SearchPage> {
        let answer = Single<SearchPage>.create { [self] observer in
            lock.withLock { pages.append(request.page) }
            nonisolated(unsafe) let observer = observer
            let lastPage = lastPage
            DispatchQueue.global().async {
                let next = request.page < lastPage ? SearchRequest(query: request.query, page: request.page + 1) : nil
                let repository = Repository.stub("o/r\(request.page)")
                observer(.success(SearchPage(repositories: [repository], totalCount: lastPage, nextPage: next)))
            }
            return Disposables.create()
        }
        return answer.observe(on: scheduler)
    }
}
