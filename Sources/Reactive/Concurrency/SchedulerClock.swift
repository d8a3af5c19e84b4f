import Foundation

/// A `Clock` that reads and sleeps on a scheduler's clock, so async code and Rx code share one
/// time: on a `TestScheduler`, `sleep(for: .seconds(3))` ends when the virtual clock has moved by
/// three seconds, as `delay(.seconds(3), scheduler:)` would.
///
/// ```swift
/// let clock = SchedulerClock(MainScheduler.instance)
/// try await clock.sleep(for: .milliseconds(300))
/// ```
///
/// The sleep is scheduled where the sleeping code runs: with a virtual-time scheduler, run that
/// code on a `SchedulerExecutor` of the same scheduler. Cancelling the sleeping task ends the sleep
/// at once with `CancellationError` and cancels the scheduled wake-up.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public struct SchedulerClock: Clock, @unchecked Sendable {
    // invariant: `scheduler` is only read (`now`) and asked to schedule, as `SchedulerExecutor` asks it.
    private let scheduler: any SchedulerType

    /// A point in the scheduler's time.
    public struct Instant: InstantProtocol, Sendable {
        /// The scheduler's `now` at this instant.
        public var date: Date

        /// Creates an instant.
        ///
        /// - Parameter date: The scheduler's time.
        public init(date: Date) {
            self.date = date
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(date: date.addingTimeInterval(duration.timeInterval))
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            .seconds(other.date.timeIntervalSince(date))
        }

        /// Whether `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.date < rhs.date
        }
    }

    /// Creates a clock that reads and sleeps on `scheduler`.
    ///
    /// - Parameter scheduler: The scheduler whose time the clock keeps.
    public init(_ scheduler: any SchedulerType) {
        self.scheduler = scheduler
    }

    /// The scheduler's current time.
    public var now: Instant { Instant(date: scheduler.now) }

    /// The scheduler's resolution is its own; the clock rounds nothing.
    public var minimumResolution: Duration { .zero }

    /// Sleeps until the scheduler's clock reaches `deadline`; a deadline already past wakes as
    /// the scheduler runs work due now (on a `TestScheduler`, a tick later: its processing delay).
    ///
    /// - Parameters:
    ///   - deadline: When to wake.
    ///   - tolerance: Ignored: the scheduler decides.
    /// - Throws: `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let scheduler = scheduler
        let delay = deadline.date.timeIntervalSince(scheduler.now)
        try await SchedulerSleep.sleep { wake in
            scheduler.scheduleRelative((), dueTime: .nanoseconds(Int((max(0, delay) * 1e9).rounded()))) { _ in
                wake()
                return Disposables.create()
            }
        }
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension Duration {
    /// The duration in seconds.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
