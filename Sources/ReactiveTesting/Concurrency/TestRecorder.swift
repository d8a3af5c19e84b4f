import Reactive

/// Records values with the tick they were recorded at, from any task: what a `TestableObserver`
/// is for an observable, for async code under test.
///
/// ```swift
/// let recorder = TestRecorder<String>(scheduler)
/// Task(executorPreference: executor) { recorder.record("started") }
/// scheduler.start()
/// #expect(recorder.values == [Recorded(time: 0, value: "started")])
/// ```
public final class TestRecorder<Element>: Sendable {
    /// Its clock is read on its own thread, where the recording tasks run.
    private let scheduler: SchedulerBound<TestScheduler>
    private let recorded = LockedValue<[Recorded<Element>]>([])

    /// Creates a recorder stamping values with `scheduler`'s clock.
    ///
    /// - Parameter scheduler: The scheduler whose clock stamps the values.
    public init(_ scheduler: TestScheduler) {
        self.scheduler = SchedulerBound(scheduler)
    }

    /// Records `value` at the current tick.
    ///
    /// - Parameter value: The value.
    public func record(_ value: Element) {
        let time = scheduler.value.clock
        recorded.withLock { $0.append(Recorded(time: time, value: value)) }
    }

    /// Everything recorded, in order.
    public var values: [Recorded<Element>] { recorded.value }
}
