extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    ///
    /// ```
    /// source (cold):              -1-2-|
    /// subscribe(on: scheduler):   --1-2-|    (on a TestScheduler: subscribed one tick late)
    /// ```
    ///
    /// Only the side effects of subscribing and disposing move; events are delivered wherever the
    /// source emits them (use `observe(on:)` to move those). Disposing before the scheduled
    /// subscription has run cancels it, so the source is never subscribed.
    ///
    /// - Parameter scheduler: Where the source is subscribed and disposed.
    /// - Returns: The source's events.
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`, as in RxSwift: wrapping a bare `ObservableType`
        // in `create` would dispose it at its stop event, before the scheduled disposal.
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

private final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    let source: Source
    let scheduler: any ImmediateSchedulerType

    init(source: Source, scheduler: any ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Source.Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        // Holds the pending schedule first, then the subscription wrapped to be disposed on the
        // scheduler; disposing it at any point cancels or tears down whichever is there.
        let subscription = SerialDisposable()
        let pending = SingleAssignmentDisposable()
        subscription.disposable = pending
        let scheduler = self.scheduler
        pending.setDisposable(
            scheduler.schedule((self.source, sink)) { source, sink in
                let upstream = source.subscribe(sink)
                subscription.disposable = ScheduledDisposable(scheduler: scheduler, disposable: upstream)
                return Disposables.create()
            }
        )
        return (sink, subscription)
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: stateless beyond `Sink`; events arrive serially from the source.
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: forwardOn(event)
        case .error, .completed: forwardStop(event)
        }
    }
}
