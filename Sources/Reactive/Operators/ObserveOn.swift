extension ObservableType {
    /// Delivers the source's events to the observer on `scheduler`, in their original order.
    ///
    /// ```
    /// source:                  -1-2-|
    /// observe(on: scheduler):  --1-2-|    (on a TestScheduler: each event one tick later)
    /// ```
    ///
    /// Only the observer's callbacks move; subscribing and disposing still happen where they are
    /// called (use `subscribe(on:)` to move those). On any scheduler, concurrent ones included, the
    /// events are delivered one at a time and in order, and the stop event is the last one.
    /// Disposing drops the events not yet delivered.
    ///
    /// Each event is one `schedule` call: on a `TestScheduler` every event arrives one tick after
    /// it was emitted, and events emitted at the same tick arrive on consecutive ticks. On a
    /// `SerialDispatchQueueScheduler` (and `MainScheduler`) each event is scheduled on its own and
    /// the queue's order is the delivery order; on other schedulers the next event is scheduled only
    /// when the previous one has been delivered.
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The source's events, delivered on `scheduler`.
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serial)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

private final class ObserveOn<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: any ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Queues the source's events and runs one pump at a time on the scheduler; the pump delivers
/// one event per scheduled step and schedules the next step only after delivering, so even a
/// concurrent scheduler calls the observer serially.
///
/// The pump holds the sink weakly and the sink keeps itself alive only while events are pending,
/// so an idle subscription forms no reference cycle with its scheduled work.
private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `queue`, `head`, `isPumping`, `isStopped` and `keepAlive` are only touched under
    // `lock`; one pump step runs at a time.
    private let scheduler: any ImmediateSchedulerType
    private let lock = Lock()
    private var queue: [Event<Observer.Element>] = []
    private var head = 0
    private var isPumping = false
    private var isStopped = false
    private var keepAlive: ObserveOnSink?
    private let pump = SerialDisposable()

    init(scheduler: any ImmediateSchedulerType, observer: Observer, cancel: any Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        let startsPump = lock.withLock { () -> Bool in
            if isStopped { return false }
            if event.isStopEvent { isStopped = true }
            queue.append(event)
            if isPumping { return false }
            isPumping = true
            keepAlive = self
            return true
        }
        guard startsPump else { return }
        // Events arrive serially, so a later pump is never assigned before an earlier one.
        pump.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
            self?.step(recurse)
        }
    }

    private func step(_ recurse: (()) -> Void) {
        guard let next = dequeue() else { return }
        forwardOn(next)
        if next.isStopEvent {
            dispose()
            return
        }
        if hasMoreOrGoIdle() {
            recurse(())
        }
    }

    /// Takes the next event; with none (or once disposed) the pump goes idle and nil is returned.
    private func dequeue() -> Event<Observer.Element>? {
        let (event, released) = lock.withLock { () -> (Event<Observer.Element>?, ObserveOnSink?) in
            guard head < queue.count, !isDisposed else { return (nil, goIdle()) }
            let event = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            return (event, nil)
        }
        // Released outside the lock: it may be the last reference to this sink.
        _ = released
        return event
    }

    /// Whether another event waits; if none does, the pump goes idle.
    private func hasMoreOrGoIdle() -> Bool {
        let (hasMore, released) = lock.withLock { () -> (Bool, ObserveOnSink?) in
            head < queue.count ? (true, nil) : (false, goIdle())
        }
        _ = released
        return hasMore
    }

    /// Marks the pump idle, called with `lock` held; returns the self-reference to release after
    /// unlocking.
    private func goIdle() -> ObserveOnSink? {
        isPumping = false
        defer { keepAlive = nil }
        return keepAlive
    }

    override func dispose() {
        super.dispose()
        pump.dispose()
        let released = lock.withLock { () -> (ObserveOnSink?, [Event<Observer.Element>]) in
            isStopped = true
            let dropped = queue
            queue = []
            head = 0
            defer { keepAlive = nil }
            return (keepAlive, dropped)
        }
        _ = released
    }
}

/// `observe(on:)` for a serial queue: each event is its own block, and the queue's FIFO order is
/// the delivery order, so no lock or pump is needed.
private final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    // @unchecked: deliveries run one at a time on the serial queue, in the order they were scheduled.
    private let scheduler: SerialDispatchQueueScheduler

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: any Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        // The block checks for disposal itself, so its cancel handle is not kept.
        _ = scheduler.schedule((self, event)) { sink, event in
            sink.deliver(event)
            return Disposables.create()
        }
    }

    private func deliver(_ event: Event<Observer.Element>) {
        guard !isDisposed else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
