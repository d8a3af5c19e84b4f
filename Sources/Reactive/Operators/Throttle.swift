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
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType)
        -> Observable<Element>
    {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class Throttle<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// Upstream events and the end-of-window timer meet here. A recursive lock held while forwarding
/// serialises them, as in RxSwift, and a generation number tells the timer of the current pending
/// element from one that was overtaken (an element emitted at once invalidates the pending timer).
private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: every `var` is only touched under `lock`.
    typealias Element = Observer.Element

    private let parent: Throttle<Element>
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
    private var pending: Element?
    private var lastSentTime: RxTime?
    private var completionPending = false
    private var generation: UInt64 = 0

    init(parent: Throttle<Element>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> any Disposable {
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        return Disposables.create(sourceSubscription, timer)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
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
    }

    /// Emits `element` now if the window is over, otherwise keeps it as the pending latest one.
    /// Called with `lock` held.
    private func receive(_ element: Element) {
        let wait = lastSentTime.flatMap { last in
            parent.dueTime.remaining(after: parent.scheduler.now.timeIntervalSince(last))
        }
        guard let wait else {
            send(element)
            return
        }
        guard parent.latest else { return }
        let timerRunning = pending != nil
        pending = element
        if timerRunning { return }
        generation &+= 1
        timer.disposable = parent.scheduler.scheduleRelative(generation, dueTime: wait) { [self] id in
            windowEnded(id)
            return Disposables.create()
        }
    }

    /// Emits `element` and starts a new window. Called with `lock` held.
    private func send(_ element: Element) {
        pending = nil
        generation &+= 1
        forwardOn(.next(element))
        // Measured after delivery, as RxSwift does, so slow processing does not eat the window.
        lastSentTime = parent.scheduler.now
    }

    private func windowEnded(_ id: UInt64) {
        lock.withLock {
            guard id == generation else { return }
            if let element = pending {
                send(element)
            }
            if completionPending {
                forwardCompleted()
            }
        }
    }
}
