import Dispatch
import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import Testing

/// `CachingMVVMSearch` with answers arriving on other threads, as `URLSession` delivers them.
@Suite struct CachingMVVMSearchThreadSafetyTests {
    /// A `nearBottom` sent from another thread by whoever sees a page loads the next page, every
    /// time. Two races lost it: with `flatMapFirst` deciding whether a page was loading, it could
    /// arrive before the page's own load had completed on the delivering thread (the app's
    /// one-shot mode then waited forever); and with the first page subscribed before `nearBottom`,
    /// a page answered on another thread could be shown before anyone listened (this test found
    /// that one: 2 to 3 searches in 100 stalled).
    @Test func nearBottomSentAsSoonAsAPageShowsIsNeverLost() {
        var lost = 0
        for _ in 0..<100 where !pagesThrough(3) {
            lost += 1
        }
        #expect(lost == 0, "\(lost) of 100 searches never reached their last page")
    }

    /// Pages through `last` pages, sending `nearBottom` from a global queue as each page shows;
    /// returns whether the last page came within 10 s.
    private func pagesThrough(_ last: Int) -> Bool {
        let service = BackgroundService(lastPage: last)
        let nearBottom = PublishSubject<Void>()
        let done = DispatchSemaphore(value: 0)
        let shown = Counter()
        var subscription: (any Disposable)?
        SharingScheduler.mock(scheduler: InlineScheduler()) {
            let search = CachingMVVMSearch(
                environment: SearchEnvironment(service: service, scheduler: InlineScheduler(), throttle: .seconds(0)))
            let outputs = search.bind(SearchInputs(query: .just("swift"), nearBottom: nearBottom))
            subscription = outputs.state.drive(onNext: { state in
                guard !state.isSearching, !state.isLoadingNextPage, state.repositories.count > shown.value else {
                    return
                }
                shown.value = state.repositories.count
                if state.hasNextPage {
                    DispatchQueue.global().async { nearBottom.onNext(()) }
                } else {
                    done.signal()
                }
            })
        }
        let finished = done.wait(timeout: .now() + 10) == .success
        subscription?.dispose()
        return finished && service.pagesRequested == Array(1...last)
    }
}

/// A sharing scheduler that runs every action at once, on the calling thread.
private final class InlineScheduler: SchedulerType, @unchecked Sendable {
    var now: RxTime { RxTime(timeIntervalSince1970: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        action(state)
    }
}

/// Answers each search from a global queue: `lastPage` pages of one repository each.
private final class BackgroundService: GitHubSearchService, @unchecked Sendable {
    // @unchecked: `pages` is only touched under `lock`.
    private let lock = NSLock()
    private var pages: [Int] = []
    private let lastPage: Int

    init(lastPage: Int) {
        self.lastPage = lastPage
    }

    var pagesRequested: [Int] { lock.withLock { pages } }

    func search(_ request: SearchRequest) -> Single<SearchPage> {
        Single.create { [self] observer in
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
    }
}

/// A count read and written from the delivering threads, one at a time.
private final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    var value: Int {
        get { lock.withLock { count } }
        set { lock.withLock { count = newValue } }
    }
}
