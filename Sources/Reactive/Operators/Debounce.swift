extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another element arriving.
    ///
    /// ```
    /// source:      -1---23----4|
    /// debounce(2): ---1----3---[4|]
    /// ```
    ///
    /// Each element restarts the timer, and only the element that was last when the timer fires is
    /// emitted. Completion emits a pending element at once, then completes; an error is forwarded
    /// at once and drops it. Time is read from `scheduler` only.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before its last element is emitted.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The debounced sequence.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        // Built here, in inlinable code, so that the per-element path (a search field debounces
        // every keystroke) is specialised in the caller and looks up no generic metadata.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
            sink.setSubscription(Disposables.create(sink.sourceSubscription, sink.timer))
            sink.sourceSubscription.setDisposable(source.subscribeNested { sink.on($0) })
            return sink
        }
    }
}

/// The subscription of `debounce`: upstream events and the quiet-period timer meet here. A
/// recursive lock held while forwarding serialises them, as in RxSwift; every element bumps a
/// generation number, so a timer that was already firing when a newer element arrived sees a
/// stale number and does nothing.
@usableFromInline
final class DebounceSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `pending` and `generation` are only touched under `lock` (unchecked
    // exclusivity: the lock already serialises them).
    @usableFromInline
    let dueTime: RxTimeInterval
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
    @exclusivity(unchecked) var generation: UInt64 = 0

    @usableFromInline
    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            generation &+= 1
            pending = element
            timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] id in
                quietPeriodEnded(id)
                return Disposables.create()
            }
        case .error(let error):
            pending = nil
            forwardError(error)
        case .completed:
            if let element = pending {
                pending = nil
                forwardOn(.next(element))
            }
            forwardCompleted()
        }
    }

    @inlinable
    func quietPeriodEnded(_ id: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        guard id == generation, let element = pending else { return }
        pending = nil
        forwardOn(.next(element))
    }
}
