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
    @inlinable
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`, as in RxSwift: wrapping a bare `ObservableType`
        // in `create` would dispose it at its stop event, before the scheduled disposal. Built
        // here, in inlinable code, so that forwarding is specialised in the caller.
        let source = self
        return HandlerSource { downstream in
            let sink = HandlerSink(downstream: downstream)
            sink.setSubscription(
                subscribeScheduled(on: scheduler) {
                    let forward: (Event<Element>) -> Void = { sink.forwardEvent($0) }
                    if let observable = source as? Observable<Element> {
                        return observable.subscribeHandler(forward)
                    }
                    return source.subscribe(AnyObserver(eventHandler: forward))
                }
            )
            return sink
        }
    }
}

/// Runs `subscribe` on `scheduler` and returns the subscription, which disposes what `subscribe`
/// returned on `scheduler` too; disposing it before the scheduled work has run cancels that work.
@usableFromInline
func subscribeScheduled(
    on scheduler: any ImmediateSchedulerType,
    _ subscribe: @escaping () -> any Disposable
) -> any Disposable {
    // Holds the pending schedule first, then the subscription wrapped to be disposed on the
    // scheduler; disposing it at any point cancels or tears down whichever is there.
    let subscription = SerialDisposable()
    let pending = SingleAssignmentDisposable()
    subscription.disposable = pending
    pending.setDisposable(
        scheduler.schedule(subscribe) { subscribe in
            let upstream = subscribe()
            subscription.disposable = ScheduledDisposable(scheduler: scheduler, disposable: upstream)
            return Disposables.create()
        }
    )
    return subscription
}
