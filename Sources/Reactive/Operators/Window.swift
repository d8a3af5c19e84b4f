extension ObservableType {
    /// Splits the source into consecutive windows: each is a sequence that completes when it holds
    /// `count` elements or when `timeSpan` has passed since it opened, whichever comes first, and
    /// the next one opens at once.
    ///
    /// ```
    /// source:                        -1-2-3----4|
    /// window(timeSpan: 4, count: 2): a--b---c---|
    ///
    /// a: 1 and 2, completing with 2   b: 3, completing at 7   c: 4, completing with the source
    /// ```
    ///
    /// The first window opens at the subscription, before the source is subscribed. Windows are
    /// hot, as in RxSwift: subscribe to a window while it is being emitted to miss none of its
    /// elements. A stop event of the source goes to the open window, then to the result. The source
    /// stays subscribed while the result or any window is subscribed. A `count` below 1 is never
    /// reached, so windows are then cut by time only, as in RxSwift.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window holds.
    ///   - scheduler: The scheduler that runs the window timers.
    /// - Returns: The sequence of windows.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
        -> Observable<Observable<Element>>
    {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class WindowTimeCount<Element>: Producer<Observable<Element>> {
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
    where Observer.Element == Observable<Element> {
        let sink = WindowTimeCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// Upstream events and the window timer meet here. A recursive lock held while forwarding
/// serialises them, as in `buffer` and in RxSwift; every window bumps a generation number, so a
/// timer that fires for a window already closed by `count` does nothing.
private final class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
where Observer.Element == Observable<Element> {
    // @unchecked: `window`, `elementCount` and `generation` are only touched under `lock`.
    private let parent: WindowTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let sourceShares: RefCountDisposable
    private var window = PublishSubject<Element>()
    private var elementCount = 0
    private var generation: UInt64 = 0

    init(parent: WindowTimeCount<Element>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        // The timer belongs to the source's share too: windows still close on time after the result
        // was disposed, as long as someone watches them.
        sourceShares = RefCountDisposable(disposable: Disposables.create(sourceSubscription, timer))
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> any Disposable {
        lock.withLock {
            forwardOn(.next(SourceShareView(subject: window, sourceShares: sourceShares)))
            startWindowTimer()
        }
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        return sourceShares
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            switch event {
            case .next:
                window.on(event)
                guard parent.count > 0 else { return }
                elementCount += 1
                if elementCount == parent.count {
                    closeAndOpenWindow()
                }
            case .error, .completed:
                // A timer already under way must not open a window after the last one.
                generation &+= 1
                window.on(event)
                forwardStop(event)
                timer.dispose()
                sourceSubscription.dispose()
            }
        }
    }

    /// Completes the open window, emits a new one and arms its timer. Called with `lock` held.
    private func closeAndOpenWindow() {
        elementCount = 0
        generation &+= 1
        window.on(.completed)
        window = PublishSubject()
        forwardOn(.next(SourceShareView(subject: window, sourceShares: sourceShares)))
        startWindowTimer()
    }

    /// Arms the timer that closes the open window. Called with `lock` held.
    private func startWindowTimer() {
        guard !timer.isDisposed else { return }
        timer.disposable = parent.scheduler.scheduleRelative(generation, dueTime: parent.timeSpan) { [self] id in
            lock.withLock {
                if id == generation {
                    closeAndOpenWindow()
                }
            }
            return Disposables.create()
        }
    }
}
