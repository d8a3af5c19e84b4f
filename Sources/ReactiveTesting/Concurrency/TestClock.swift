import Reactive

/// A `Clock` whose time is a `TestScheduler`'s virtual ticks: async code that sleeps on it wakes
/// when the test moves the scheduler's clock, not when real time passes.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let clock = TestClock(scheduler)
/// clock.now.ticks  // 0
/// ```
///
/// A duration converts to ticks with the scheduler's resolution (one second per tick by default),
/// as `RxTimeInterval` delays do, rounded to the nearest tick. Run the sleeping code on the
/// scheduler, with a `SchedulerExecutor` of it as its task executor preference: the sleep is then
/// registered on the scheduler's thread and its task resumes there, at the deadline's tick, in
/// the order the wake-ups were scheduled. Cancelling a sleeping task ends its sleep at once with
/// `CancellationError`; the task resumes at the tick of the cancellation.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public struct TestClock: Clock {
    /// Used only on the thread that drives it (see `SchedulerExecutor`), which `SchedulerBound`
    /// records for the compiler.
    private let boundScheduler: SchedulerBound<TestScheduler>
    private var scheduler: TestScheduler { boundScheduler.value }

    /// A virtual time.
    public struct Instant: InstantProtocol, Sendable {
        /// The scheduler's clock at this instant.
        public var ticks: TestTime
        /// The length of a tick.
        let tick: Duration

        /// The instant `duration` later, rounded to the nearest tick.
        public func advanced(by duration: Duration) -> Instant {
            Instant(ticks: ticks + Int((duration / tick).rounded()), tick: tick)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            tick * (other.ticks - ticks)
        }

        /// Whether `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.ticks < rhs.ticks
        }

        /// Whether both are the same tick.
        public static func == (lhs: Instant, rhs: Instant) -> Bool {
            lhs.ticks == rhs.ticks
        }

        /// Hashes the tick.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ticks)
        }
    }

    /// Creates the clock of `scheduler`.
    ///
    /// - Parameter scheduler: The scheduler whose ticks the clock keeps.
    public init(_ scheduler: TestScheduler) {
        boundScheduler = SchedulerBound(scheduler)
    }

    /// The scheduler's current tick.
    public var now: Instant { Instant(ticks: scheduler.clock, tick: .seconds(scheduler.resolution)) }

    /// One tick.
    public var minimumResolution: Duration { .seconds(scheduler.resolution) }

    /// Sleeps until the scheduler's clock reaches `deadline`; a deadline already past ends the
    /// sleep at the current tick.
    ///
    /// - Parameters:
    ///   - deadline: The tick to wake at.
    ///   - tolerance: Ignored: virtual time is exact.
    /// - Throws: `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let scheduler = scheduler
        try await SchedulerSleep.sleep { wake in
            scheduler.scheduleAbsoluteVirtual((), time: deadline.ticks) { _ in
                wake()
                return Disposables.create()
            }
        }
    }
}
