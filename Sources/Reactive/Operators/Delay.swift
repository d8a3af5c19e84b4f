extension ObservableType {
    /// Shifts every element and the completion forward in time by `dueTime`; an error is not
    /// delayed.
    ///
    /// ```
    /// source:   -1-2--3|
    /// delay(2): ---1-2--3|
    ///
    /// source:   -1-2#
    /// delay(2): ---1#
    /// ```
    ///
    /// Each event is delivered `dueTime` after it arrived, measured with `scheduler.now`. An error
    /// is forwarded as soon as it arrives (right after the element being delivered at that moment,
    /// if any) and drops the elements still waiting, as in RxSwift.
    /// Each timer delivers one event: events that fall due at the same time are delivered in
    /// order, one scheduler hop apart (a tick apart on a `TestScheduler`), as in RxSwift.
    ///
    /// - Parameters:
    ///   - dueTime: The time shift.
    ///   - scheduler: The scheduler that runs the timers and delivers the delayed events.
    /// - Returns: The time-shifted sequence.
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class Delay<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return (sink, Disposables.create(sink.sourceSubscription, sink.timer))
    }
}

/// Upstream events and the delivery timer meet here. The state is guarded by a lock that is never
/// held while forwarding: one delivery runs at a time, and an error that arrives while a delivery is
/// under way is handed to it, to be forwarded once the current element has been, as in RxSwift; an
/// error that arrives between deliveries is forwarded at once. At most one timer is armed at a
/// time, always for the oldest waiting event, and only a delivery re-arms it, so no timer can go
/// stale and no generation is needed.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `waiting`, `head`, `timerArmed`, `isDelivering`, `pendingError` and `isStopped`
    // are only touched under `lock`.
    typealias Element = Observer.Element

    let sourceSubscription = SingleAssignmentDisposable()
    let timer = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    private let lock = Lock()
    /// Events in arrival order with their arrival times; those before `head` are delivered.
    private var waiting: [(arrival: RxTime, event: Event<Element>)] = []
    private var head = 0
    private var timerArmed = false
    private var isDelivering = false
    private var pendingError: (any Swift.Error)?
    private var isStopped = false

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: any Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        switch event {
        case .error(let error):
            let forwardNow = lock.withLock { () -> Bool in
                guard !isStopped else { return false }
                isStopped = true
                waiting = []
                head = 0
                if isDelivering {
                    pendingError = error
                    return false
                }
                return true
            }
            if forwardNow {
                forwardError(error)
            }
        case .next, .completed:
            let slot = lock.withLock { () -> SingleAssignmentDisposable? in
                guard !isStopped else { return nil }
                if event.isStopEvent {
                    isStopped = true
                }
                waiting.append((scheduler.now, event))
                if timerArmed { return nil }
                timerArmed = true
                return newTimerSlot()
            }
            if let slot {
                arm(slot, after: dueTime)
            }
        }
    }

    /// Installs the slot for the next timer. Called with `lock` held: the slots are installed in
    /// the order the timers are decided on, so a timer scheduled late can never replace (and so
    /// cancel) a newer one.
    private func newTimerSlot() -> SingleAssignmentDisposable {
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        return slot
    }

    /// Schedules the delivery into `slot`; called after the lock is released, since a scheduler may
    /// run the action before it returns.
    private func arm(_ slot: SingleAssignmentDisposable, after wait: RxTimeInterval) {
        slot.setDisposable(
            scheduler.scheduleRelative((), dueTime: wait) { [self] _ in
                deliverDueEvents()
                return Disposables.create()
            })
    }

    private enum Step {
        case deliver(Event<Element>)
        case fail(any Swift.Error)
        case rearm(SingleAssignmentDisposable, RxTimeInterval)
        case idle
    }

    /// Delivers the event the timer was armed for and re-arms the timer for the next one.
    private func deliverDueEvents() {
        var isFirst = true
        while true {
            let step = lock.withLock { () -> Step in
                if let error = pendingError.take() {
                    return .fail(error)
                }
                guard head < waiting.count, !isDisposed else {
                    isDelivering = false
                    timerArmed = false
                    compact()
                    return .idle
                }
                let next = waiting[head]
                // One event per timer, as in RxSwift: the next one gets its own timer for the time
                // it has left, even when that is none (one more scheduler hop; a tick on a
                // `TestScheduler`). The first event is due by construction.
                if !isFirst {
                    isDelivering = false
                    compact()
                    let elapsed = scheduler.now.timeIntervalSince(next.arrival)
                    return .rearm(newTimerSlot(), dueTime.remaining(after: elapsed) ?? .nanoseconds(0))
                }
                head += 1
                isDelivering = true
                return .deliver(next.event)
            }
            isFirst = false
            switch step {
            case .deliver(.completed):
                forwardCompleted()
                return
            case .deliver(let event):
                forwardOn(event)
            case .fail(let error):
                forwardError(error)
                return
            case .rearm(let slot, let wait):
                arm(slot, after: wait)
                return
            case .idle:
                return
            }
        }
    }

    /// Drops delivered events from storage once they make up most of it. Called with `lock` held.
    private func compact() {
        guard head > 0, head * 2 >= waiting.count else { return }
        waiting.removeFirst(head)
        head = 0
    }
}
