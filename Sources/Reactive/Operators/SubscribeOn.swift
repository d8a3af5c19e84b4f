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
            // The sink keeps the pending schedule, then the subscription, itself: a serial, a
            // single-assignment and a scheduled disposable, and two closure contexts, were five
            // allocations more per subscription (a `Signal.empty()` makes one of these for each
            // subscriber). The closure captures only the source, so it needs no context either.
            let sink = SubscribeOnSink(scheduler: scheduler, downstream: downstream) { sink in
                if let observable = source as? Observable<Element> {
                    return observable.subscribeHandler { sink.forwardEvent($0) }
                }
                return source.subscribe(AnyObserver(eventHandler: { sink.forwardEvent($0) }))
            }
            sink.start()
            // Made here, where its generic type is a constant (see `UnownedTeardown`).
            sink.setSubscription(UnownedTeardown(sink) { $0.tearDown() })
            return sink
        }
    }
}

/// The subscription of `subscribe(on:)`: subscribes on the scheduler, and disposes there too.
///
/// Disposing it before the scheduled subscription has run cancels that; disposing it after, or
/// while the source is being subscribed, schedules the source's disposal on the scheduler, as
/// RxSwift's pair of a serial disposable and a `ScheduledDisposable` does.
@usableFromInline
final class SubscribeOnSink<Element>: HandlerSink<Element>, SubscribeOnRunning, @unchecked Sendable {
    // @unchecked: `phase` and `held` are only touched under `locked`.
    private enum Phase {
        case scheduled, subscribing, subscribed, disposed
    }

    let scheduler: any ImmediateSchedulerType
    /// Subscribes the sink to the source; built where `subscribe(on:)` was called, so that
    /// forwarding is specialised there.
    private let subscribeUpstream: (SubscribeOnSink<Element>) -> any Disposable
    /// A spin lock kept inline: its sections only move a disposable or a flag.
    @exclusivity(unchecked) private var locked = InlineAtomic<Bool>(false)
    @exclusivity(unchecked) private var phase = Phase.scheduled
    /// What `phase` says: the scheduled subscription while `.scheduled`, the source's
    /// subscription while `.subscribed`, nothing otherwise.
    @exclusivity(unchecked) private var held = DisposableSlot()

    @usableFromInline
    init(
        scheduler: any ImmediateSchedulerType,
        downstream: @escaping (Event<Element>) -> Void,
        subscribe: @escaping (SubscribeOnSink<Element>) -> any Disposable
    ) {
        self.scheduler = scheduler
        self.subscribeUpstream = subscribe
        super.init(downstream: downstream)
    }

    /// Schedules the subscription. The action captures nothing (the sink is its state, seen
    /// without its element type, which the closure would otherwise need a context to carry).
    @usableFromInline
    func start() {
        let scheduled = scheduler.schedule(self as any SubscribeOnRunning) { sink in
            sink.run()
            return Disposables.create()
        }
        SpinLock.lock(&locked)
        guard case .scheduled = phase else {
            // It ran already (an immediate scheduler), or the sink was disposed meanwhile.
            SpinLock.unlock(&locked)
            scheduled.dispose()
            return
        }
        held.store(scheduled)
        SpinLock.unlock(&locked)
    }

    /// The scheduled work: subscribes to the source unless the sink was disposed first.
    func run() {
        SpinLock.lock(&locked)
        guard case .scheduled = phase else {
            SpinLock.unlock(&locked)
            return
        }
        phase = .subscribing
        let ran = held.take()
        SpinLock.unlock(&locked)
        // Disposed once it has run, as RxSwift's serial disposable does when the subscription
        // replaces it.
        ran.dispose()
        let subscription = subscribeUpstream(self)
        SpinLock.lock(&locked)
        guard case .subscribing = phase else {
            // Disposed while subscribing: the disposal that asked for it could not reach it.
            SpinLock.unlock(&locked)
            disposeOnScheduler(subscription)
            return
        }
        phase = .subscribed
        held.store(subscription)
        SpinLock.unlock(&locked)
    }

    /// Cancels the scheduled subscription, or schedules the source's disposal; run once, by the
    /// sink's own disposal.
    @usableFromInline
    func tearDown() {
        SpinLock.lock(&locked)
        let previous = phase
        phase = .disposed
        let taken = held.take()
        SpinLock.unlock(&locked)
        switch previous {
        case .scheduled: taken.dispose()
        case .subscribed: disposeOnScheduler(taken)
        case .subscribing, .disposed: break
        }
    }

    private func disposeOnScheduler(_ subscription: any Disposable) {
        _ = scheduler.schedule(subscription) { subscription in
            subscription.dispose()
            return Disposables.create()
        }
    }
}

/// What `subscribe(on:)`'s scheduled work calls on its sink, without the sink's element type.
protocol SubscribeOnRunning: AnyObject {
    func run()
}
