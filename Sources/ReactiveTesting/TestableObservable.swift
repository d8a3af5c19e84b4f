import Reactive

/// A sequence that replays recorded events in virtual time and records its subscriptions.
///
/// Create one with `TestScheduler.createHotObservable` or `createColdObservable`. As in RxTest it is
/// an `ObservableType` rather than an `Observable`: `asObservable()`, and so every operator, wraps
/// it in `Observable.create`, which ends the subscription when a stop event passes through.
///
/// A subscription is recorded as ended at the virtual time it is disposed. A testable observable
/// itself never ends a subscription and keeps sending whatever was recorded, even after a stop
/// event; whoever subscribes through an operator (or `TestScheduler.start`) sees the stop event
/// end the subscription, because the operator disposes its upstream then.
public class TestableObservable<Element>: ObservableType {
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
    }

    /// Subscribes `observer` to the recorded events; the hot and cold kinds override it.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; disposing it records its end at the current virtual time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable.subscribe(_:) is abstract: \(type(of: self)) must override it")
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
