import Reactive

/// An observer that records every event it receives, stamped with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType {
    /// The events received so far, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    // Weak, so an observer left in a pending scheduled action cannot keep its scheduler alive
    // through a reference cycle; the scheduler outlives its observers in any real test.
    private weak var scheduler: TestScheduler?
    private var lastClock: TestTime

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.lastClock = scheduler.clock
    }

    /// Records `event` at the current virtual time.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        if let scheduler { lastClock = scheduler.clock }
        events.append(Recorded(time: lastClock, value: event))
    }
}
