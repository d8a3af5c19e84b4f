extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when
    /// `timeSpan` has passed since the previous one was emitted, whichever comes first.
    ///
    /// ```
    /// source:                        -1-23----4-|
    /// buffer(timeSpan: 4, count: 2): ---a---b---[c|]
    ///
    /// a = [1, 2], b = [3], c = [4]
    /// ```
    ///
    /// The first window starts at the subscription and each emission starts the next one, so a
    /// window without elements emits an empty array, as in RxSwift. Completion emits the current
    /// array (even an empty one), then completes; an error drops it. A `count` below 1 is never
    /// reached, so arrays are then cut by time only, as in RxSwift (and as by `window`).
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window holds.
    ///   - scheduler: The scheduler that runs the window timers.
    /// - Returns: The sequence of arrays.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class BufferTimeCount<Element>: Producer<[Element]> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: any SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == [Element] {
        let sink = BufferTimeCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// Upstream events and the window timer meet here. A recursive lock held while forwarding
/// serialises them, as in RxSwift; every emitted array bumps a generation number, so a timer that
/// fires for a window already closed by `count` does nothing.
private final class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
where Observer.Element == [Element] {
    // @unchecked: `buffer` and `generation` are only touched under `lock`.
    private let parent: BufferTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private var buffer: [Element] = []
    private var generation: UInt64 = 0

    init(parent: BufferTimeCount<Element>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> any Disposable {
        lock.withLock { startWindowTimer() }
        return Disposables.create(timer, parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            switch event {
            case .next(let element):
                buffer.append(element)
                // Equality, as in RxSwift: a count below 1 is never reached.
                if buffer.count == parent.count {
                    emitAndStartNewWindow()
                }
            case .error(let error):
                buffer = []
                forwardError(error)
            case .completed:
                let last = buffer
                buffer = []
                forwardOn(.next(last))
                forwardCompleted()
            }
        }
    }

    /// Called with `lock` held.
    private func emitAndStartNewWindow() {
        generation &+= 1
        let full = buffer
        buffer = []
        forwardOn(.next(full))
        startWindowTimer()
    }

    /// Arms the timer that closes the current window. Called with `lock` held.
    private func startWindowTimer() {
        guard !isDisposed else { return }
        timer.disposable = parent.scheduler.scheduleRelative(generation, dueTime: parent.timeSpan) { [self] id in
            lock.withLock {
                if id == generation {
                    emitAndStartNewWindow()
                }
            }
            return Disposables.create()
        }
    }
}
