import Dispatch
import GitHubAPI
import Reactive

/// What the search feature depends on: the service, the clock its timing runs on, and its limits.
///
/// ```swift
/// let environment = SearchEnvironment(service: GitHubClient(delegateQueue: .main), scheduler: MainScheduler.instance)
/// ```
///
/// The feature runs on `scheduler` and nowhere else: its inputs arrive there and the service
/// answers there (give `GitHubClient` the scheduler's queue as its `delegateQueue`, or answer on a
/// `TestScheduler` in tests). That is why the feature holds no lock: nothing in it runs on two
/// threads. The `Driver` and `Signal` outputs deliver on `SharingScheduler.make()`, so tests run
/// them in virtual time with `SharingScheduler.mock(scheduler:)`.
public struct SearchEnvironment {
    /// The service that answers searches, on `scheduler`.
    public var service: any GitHubSearchService
    /// The scheduler the feature runs on: inputs, answers and the input throttle.
    public var scheduler: any SchedulerType
    /// How long the query input is throttled; the latest query in the window wins.
    public var throttle: RxTimeInterval
    /// Results per page.
    public var pageSize: Int
    /// How many queries' first pages the cache keeps; 0 turns the cache off.
    public var cacheCapacity: Int

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - service: The service that answers searches.
    ///   - scheduler: The scheduler the feature runs on.
    ///   - throttle: The query throttle interval; 300 ms by default.
    ///   - pageSize: Results per page; 30 by default.
    ///   - cacheCapacity: Cached queries; 50 by default, 0 for no cache.
    public init(
        service: any GitHubSearchService,
        scheduler: any SchedulerType,
        throttle: RxTimeInterval = .milliseconds(300),
        pageSize: Int = SearchRequest.defaultPerPage,
        cacheCapacity: Int = 50
    ) {
        self.service = service
        self.scheduler = scheduler
        self.throttle = throttle
        self.pageSize = pageSize
        self.cacheCapacity = cacheCapacity
    }
}
