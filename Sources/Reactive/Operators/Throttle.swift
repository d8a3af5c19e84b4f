extension ObservableType {
    /// Emits at most one element per `dueTime`: an element that comes after a quiet window is
    /// emitted at once, and with `latest` the last element that arrived during a window is emitted
    /// when the window ends.
    ///
    /// ```
    /// source:                     -1-2-3-----4-5-|
    /// throttle(3, latest: true):  -1--2--3---4--5|
    /// throttle(3, latest: false): -1---3-----4---|
    /// ```
    ///
    /// A window starts whenever an element is emitted and lasts `dueTime`; an element arriving
    /// exactly when it ends is emitted at once. Completion waits for a pending latest element; an
    /// error is forwarded at once and drops it. Time is read from `scheduler` only.
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two emitted elements.
    ///   - latest: Whether the last element of a window is emitted when the window ends.
    ///   - scheduler: The scheduler whose clock and timers measure the windows.
    /// - Returns: The throttled sequence.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType)
        -> Observable<Element>
    {
        // Built here, in inlinable code, so that the sink's per-event work is specialised in the
        // caller: a search bar throttles every keystroke.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: downstream)
            sink.setSubscription(Disposables.create(sink.sourceSubscription, sink.timer))
            sink.sourceSubscription.setDisposable(source.subscribeNested { sink.on($0) })
            return sink
        }
    }
}

/// The subscription of `throttle`: the source's events and the window timer meet here, so both
/// are handled under a recursive lock held while forwarding.
@usableFromInline
final class ThrottleSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: every `var` is only touched under `lock` (unchecked exclusivity: the lock
    // already serialises them).
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let latest: Bool
    @usableFromInline
    let scheduler: any SchedulerType
    @usableFromInline
    let lock = RecursiveLock()
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let timer = SerialDisposable()
    @usableFromInline
    @exclusivity(unchecked) var pending: Element?
    @usableFromInline
    @exclusivity(unchecked) var lastSentTime: RxTime?
    @usableFromInline
    @exclusivity(unchecked) var completionPending = false
    @usableFromInline
    @exclusivity(unchecked) var generation: UInt64 = 0

    @usableFromInline
    init(
        dueTime: RxTimeInterval,
        latest: Bool,
        scheduler: any SchedulerType,
        downstream: @escaping (Event<Element>) -> Void
    ) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            receive(element)
        case .error(let error):
            pending = nil
            forwardError(error)
        case .completed:
            if pending == nil {
                forwardCompleted()
            } else {
                completionPending = true
                sourceSubscription.dispose()
            }
        }
    }

    @inlinable
    func receive(_ element: Element) {
        let wait = lastSentTime.flatMap { last in
            dueTime.remaining(after: scheduler.now.timeIntervalSince(last))
        }
        guard let wait else {
            send(element)
            return
        }
        guard latest else { return }
        let timerRunning = pending != nil
        pending = element
        if timerRunning { return }
        generation &+= 1
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: wait) { [self] id in
            windowEnded(id)
            return Disposables.create()
        }
    }

    @inlinable
    func send(_ element: Element) {
        pending = nil
        generation &+= 1
        forwardOn(.next(element))
        // Measured after delivery, as RxSwift does, so slow processing does not eat the window.
        lastSentTime = scheduler.now
    }

    @inlinable
    func windowEnded(_ id: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        guard id == generation else { return }
        if let element = pending {
            send(element)
        }
        if completionPending {
            forwardCompleted()
        }
    }
}
