extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period`, starting one period after subscription; never completes.
    ///
    /// ```
    /// interval(3): --0--1--2--…
    /// ```
    ///
    /// - Parameters:
    ///   - period: The time between elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The sequence.
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        TimerSequence(dueTime: period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime` and, with a `period`, 1, 2, … every period after that; without a
    /// period it completes after the first element.
    ///
    /// ```
    /// timer(2):            -(0|)
    /// timer(2, period: 3): -0--1--2--…
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element.
    ///   - period: The time between later elements, or nil for a single element.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The sequence.
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        TimerSequence(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

private final class TimerSequence<Element: RxAbstractInteger>: Producer<Element> {
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?
    let scheduler: any SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = TimerSink(observer: observer, cancel: cancel)
        let subscription: any Disposable
        if let period {
            subscription = scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { tick in
                sink.forwardOn(.next(tick))
                return tick &+ 1
            }
        } else {
            subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.forwardOn(.next(Element.zero))
                sink.forwardOn(.completed)
                sink.dispose()
                return Disposables.create()
            }
        }
        return (sink, subscription)
    }
}

private final class TimerSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {}
