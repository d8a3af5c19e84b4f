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
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class Debounce<Element>: Producer<Element> {
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
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

/// Upstream events and the quiet-period timer meet here. A recursive lock held while forwarding
/// serialises them, as in RxSwift; every element bumps a generation number, so a timer that was
/// already firing when a newer element arrived sees a stale number and does nothing.
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `pending` and `generation` are only touched under `lock`.
    typealias Element = Observer.Element

    let timer = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    private let lock = RecursiveLock()
    private var pending: Element?
    private var generation: UInt64 = 0

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: any Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
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
    }

    private func quietPeriodEnded(_ id: UInt64) {
        lock.withLock {
            guard id == generation, let element = pending else { return }
            pending = nil
            forwardOn(.next(element))
        }
    }
}
