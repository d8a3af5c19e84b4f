import Foundation

/// A virtual-time scheduler whose clock is a `Date`: for replaying recorded, timestamped data
/// (a log, a trace) through time-based operators without waiting for real time to pass.
///
/// Work scheduled for "now" runs at the current virtual date, with no processing delay; drive
/// the clock with `start()`, `advanceTo(_:)` and `sleep(_:)` as on any `VirtualTimeScheduler`.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1_000))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
///     print(scheduler.now)  // 1970-01-01 00:16:45 +0000
///     return Disposables.create()
/// }
/// scheduler.start()
/// ```
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: The starting date; the reference date of 1970 by default.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
