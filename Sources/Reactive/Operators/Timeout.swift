extension ObservableType {
    /// Mirrors the source, but fails with `RxError.timeout` if the first element does not arrive
    /// within `dueTime` of the subscription, or any later one within `dueTime` of its predecessor.
    ///
    /// ```
    /// source:     -1-2-----3|
    /// timeout(3): -1-2--#
    /// ```
    ///
    /// An element arriving exactly at the deadline wins over the timer when it was scheduled first
    /// (as every recorded test event is). Time is read from `scheduler` only.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for the first element and between elements.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events, or `RxError.timeout` once a wait is too long.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: .error(RxError.timeout), scheduler: scheduler)
    }

    /// Mirrors the source, but switches to `other` if the first element does not arrive within
    /// `dueTime` of the subscription, or any later one within `dueTime` of its predecessor.
    ///
    /// ```
    /// source:                   -1-2-----3|
    /// other (cold):                   -a-b|
    /// timeout(3, other: other): -1-2---a-b|
    /// ```
    ///
    /// The source is disposed and `other` subscribed at the deadline; from then on the result is
    /// `other`, with no further time limit.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for the first element and between elements.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events until a timeout, then `other`'s.
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Other,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

private final class Timeout<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType)
    {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// Source events and the deadline timer race here. A recursive lock held while forwarding
/// serialises them; each source event bumps a generation number, so a timer that fires for an
/// older deadline loses, and once the timer has won (`switched`) every source event is dropped.
private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `generation` and `switched` are only touched under `lock`.
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    private let parent: Timeout<Element>
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()
    private var generation: UInt64 = 0
    private var switched = false

    init(parent: Timeout<Element>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> any Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        lock.withLock { startTimer() }
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            guard !switched else { return }
            generation &+= 1
            switch event {
            case .next:
                forwardOn(event)
                startTimer()
            case .error, .completed:
                forwardStop(event)
            }
        }
    }

    /// Arms the deadline for the current generation. Called with `lock` held.
    private func startTimer() {
        guard !isDisposed else { return }
        timer.disposable = parent.scheduler.scheduleRelative(generation, dueTime: parent.dueTime) { [self] id in
            deadlinePassed(id)
            return Disposables.create()
        }
    }

    private func deadlinePassed(_ id: UInt64) {
        let won = lock.withLock { () -> Bool in
            guard id == generation, !switched, !isDisposed else { return false }
            switched = true
            return true
        }
        guard won else { return }
        // Replacing the source's subscription disposes it.
        subscription.disposable = parent.other.subscribe(TimeoutOtherObserver(parent: self))
    }
}

private final class TimeoutOtherObserver<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: events are handled under the parent's lock.
    private let parent: TimeoutSink<Observer>
    private let resourceToken = trackResourceAllocated()

    init(parent: TimeoutSink<Observer>) {
        self.parent = parent
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.withLock {
            switch event {
            case .next: parent.forwardOn(event)
            case .error, .completed: parent.forwardStop(event)
            }
        }
    }
}
