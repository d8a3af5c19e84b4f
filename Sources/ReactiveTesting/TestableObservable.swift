import Reactive

/// An observable that replays recorded events in virtual time and records its subscriptions.
///
/// Create one with `TestScheduler.createHotObservable` or `createColdObservable`. A subscription
/// is recorded as ended at the virtual time it is disposed or at the time the observable sends
/// that subscriber a stop event, whichever comes first.
public class TestableObservable<Element>: Observable<Element> {
    /// Every subscription so far, in the order they were made.
    public private(set) var subscriptions: [Subscription] = []

    /// The events this observable replays.
    public let recordedEvents: [Recorded<Event<Element>>]

    // Weak for the same reason as in `TestableObserver`: pending actions must not form a cycle.
    private(set) weak var scheduler: TestScheduler?
    private var lastClock: TestTime

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
        self.lastClock = scheduler.clock
        super.init()
    }

    /// The scheduler's clock, or the last one seen if the scheduler is gone.
    var clock: TestTime {
        if let scheduler { lastClock = scheduler.clock }
        return lastClock
    }

    /// Records a new subscription starting now and returns its index.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(clock))
        return subscriptions.count - 1
    }

    /// Ends the subscription at `index` now, unless it has already ended.
    func endSubscription(at index: Int) {
        let started = subscriptions[index]
        guard started.unsubscribe == Int.max else { return }
        subscriptions[index] = Subscription(started.subscribe, clock)
    }
}
