/// The producer behind `take(for:scheduler:)` and `skip(_:scheduler:)`: both start a timer for
/// `duration` before subscribing the source, and differ only in what their sink does when it fires.
final class ForDuration<Element>: Producer<Element> {
    /// Which operator the timer drives.
    enum Kind {
        /// Completes when the timer fires.
        case take
        /// Starts passing elements on when the timer fires.
        case skip
    }

    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: any SchedulerType
    let kind: Kind

    init(_ kind: Kind, source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
        self.kind = kind
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        switch kind {
        case .take: start(TakeForDurationSink(observer: observer, cancel: cancel))
        case .skip: start(SkipForDurationSink(observer: observer, cancel: cancel))
        }
    }

    private func start<S: DurationSink>(_ sink: S) -> (sink: any Disposable, subscription: any Disposable)
    where S.Element == Element {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.durationElapsed()
            return Disposables.create()
        }
        let subscription = source.subscribe(sink)
        return (sink, Disposables.create(timer, subscription))
    }
}

/// A sink told by a timer that the duration has passed.
protocol DurationSink: ObserverType, Disposable {
    /// Called once, on the scheduler's thread, when the duration has passed.
    func durationElapsed()
}
