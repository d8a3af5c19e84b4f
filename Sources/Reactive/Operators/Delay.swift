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
    /// is forwarded as soon as it arrives and drops the elements still waiting, as in RxSwift.
    /// Events that fall due at the same time are delivered together, in order (RxSwift spends one
    /// extra scheduler hop on each after the first).
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

/// Upstream events and the delivery timer meet here; a recursive lock held while forwarding
/// serialises them. At most one timer is armed at a time, always for the oldest waiting event,
/// and only a running delivery re-arms it, so no timer can go stale and no generation is needed.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `waiting`, `head` and `timerArmed` are only touched under `lock`.
    typealias Element = Observer.Element

    let sourceSubscription = SingleAssignmentDisposable()
    let timer = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    private let lock = RecursiveLock()
    /// Events in arrival order with their arrival times; those before `head` are delivered.
    private var waiting: [(arrival: RxTime, event: Event<Element>)] = []
    private var head = 0
    private var timerArmed = false

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: any Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            switch event {
            case .error(let error):
                waiting = []
                head = 0
                forwardError(error)
            case .next, .completed:
                if event.isStopEvent {
                    sourceSubscription.dispose()
                }
                waiting.append((scheduler.now, event))
                if !timerArmed {
                    timerArmed = true
                    arm(after: dueTime)
                }
            }
        }
    }

    /// Called with `lock` held.
    private func arm(after wait: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: wait) { [self] _ in
            deliverDueEvents()
            return Disposables.create()
        }
    }

    /// Delivers the event the timer was armed for, then every later one that is due by now, and
    /// re-arms the timer for the next one.
    private func deliverDueEvents() {
        lock.withLock {
            var isFirst = true
            while head < waiting.count, !isDisposed {
                let next = waiting[head]
                // The first event is due by construction; checking it against a clock that may
                // disagree slightly with the timer's could only delay it further.
                if !isFirst, let wait = dueTime.remaining(after: scheduler.now.timeIntervalSince(next.arrival)) {
                    compact()
                    arm(after: wait)
                    return
                }
                isFirst = false
                head += 1
                if next.event.isStopEvent {
                    forwardCompleted()
                    return
                }
                forwardOn(next.event)
            }
            compact()
            timerArmed = false
        }
    }

    /// Drops delivered events from storage once they make up most of it. Called with `lock` held.
    private func compact() {
        guard head > 0, head * 2 >= waiting.count else { return }
        waiting.removeFirst(head)
        head = 0
    }
}
