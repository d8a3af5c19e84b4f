import Dispatch
import GitHubAPI
import Reactive

/// What the search feature depends on: the service, the clock its timing runs on, and its limits.
///
/// ```swift
/// let environment = SearchEnvironment(service: GitHubClient(), scheduler: MainScheduler.instance)
/// ```
///
/// The `Driver` and `Signal` outputs deliver on `SharingScheduler.make()`, so tests run them in
/// virtual time with `SharingScheduler.mock(scheduler:)`.
public struct SearchEnvironment {
    /// The service that answers searches.
    public var service: any GitHubSearchService
    /// The scheduler the feature's timing (the input throttle) runs on.
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
    ///   - scheduler: The scheduler the feature's timing runs on.
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
