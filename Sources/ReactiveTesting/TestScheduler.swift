import Reactive

/// A virtual-time scheduler for tests, with RxTest's API: it creates testable observables and
/// observers and runs a whole subscription life cycle with `start`.
///
/// Time is counted in ticks (`TestTime`). With the default `simulateProcessingDelay`, work that
/// `schedule` or `scheduleRelative` would run "now" runs one tick later, as in RxTest, so
/// scheduler hops show up in recorded timelines.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The times `start` uses when none are given.
    public enum Defaults {
        /// When `start` calls the factory.
        public static let created: TestTime = 100
        /// When `start` subscribes to the created sequence.
        public static let subscribed: TestTime = 200
        /// When `start` disposes the subscription.
        public static let disposed: TestTime = 1000
    }

    private let simulateProcessingDelay: Bool
    /// Seconds per tick.
    let resolution: Double

    /// Creates a test scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The starting virtual time.
    ///   - resolution: Seconds per tick, used to convert `RxTimeInterval` delays to ticks.
    ///   - simulateProcessingDelay: Whether work scheduled for "now" or the past runs one tick
    ///     later instead of at the current tick.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable that sends each event at its absolute time to whoever is subscribed then.
    ///
    /// - Parameter events: The events and their absolute times.
    /// - Returns: The observable; its `subscriptions` record who subscribed when.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends each event to each subscriber at its time offset from that
    /// subscription.
    ///
    /// - Parameter events: The events and their offsets.
    /// - Returns: The observable; its `subscriptions` record who subscribed when.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// An observer that records the events it receives with their virtual times.
    ///
    /// - Parameter type: The element type.
    /// - Returns: The observer.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the absolute virtual time `time`.
    ///
    /// - Parameters:
    ///   - time: The time.
    ///   - action: The work.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves "now or earlier" to the next tick when simulating processing delay, and to the
    /// current tick otherwise; later times are kept.
    ///
    /// - Parameter time: The computed due time.
    /// - Returns: The time to schedule at.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Calls `create` at `created`, subscribes to the result at `subscribed`, disposes the
    /// subscription at `disposed`, runs the scheduler to the end and returns what was received.
    ///
    /// - Parameters:
    ///   - created: When to call `create`.
    ///   - subscribed: When to subscribe.
    ///   - disposed: When to dispose.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer with every recorded event.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        var source: Observable<Source.Element>?
        var subscription: (any Disposable)?
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            subscription = nil
            source = nil
        }
        start()
        return observer
    }

    /// `start` with the default creation (100) and subscription (200) times.
    ///
    /// - Parameters:
    ///   - disposed: When to dispose.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer with every recorded event.
    public func start<Source: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with the default times: created at 100, subscribed at 200, disposed at 1000.
    ///
    /// - Parameter create: Builds the sequence under test.
    /// - Returns: The observer with every recorded event.
    public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source)
        -> TestableObserver<Source.Element>
    {
        start(
            created: Defaults.created,
            subscribed: Defaults.subscribed,
            disposed: Defaults.disposed,
            create: create
        )
    }
}
