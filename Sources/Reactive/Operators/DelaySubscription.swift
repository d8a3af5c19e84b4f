extension ObservableType {
    /// Subscribes to the source only after `dueTime`, then mirrors it.
    ///
    /// ```
    /// source (cold):           -1-2|
    /// delaySubscription(3): ----1-2|
    /// ```
    ///
    /// Disposing before the delay is over cancels the subscription that was due.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before subscribing.
    ///   - scheduler: The scheduler that runs the delay and the subscription.
    /// - Returns: The source, subscribed later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscription<Element>: Producer<Element> {
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
        let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
        // The scheduled disposable keeps what the action returns, so disposing it later disposes
        // the source subscription too.
        let subscription = scheduler.scheduleRelative(sink, dueTime: dueTime) { [source] sink in
            source.subscribe(sink)
        }
        return (sink, subscription)
    }
}

/// One source, subscribed from one scheduled action: nothing to serialise.
private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: no mutable state of its own; see `Sink`.
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: forwardOn(event)
        case .error, .completed: forwardStop(event)
        }
    }
}
