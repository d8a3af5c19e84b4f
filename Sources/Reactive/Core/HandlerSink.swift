/// The per-subscription state of a hot operator whose downstream is an event closure; it is also
/// the subscription's disposable.
///
/// The counterpart of `Sink` + `SinkDisposer` for `HandlerProducer`. The operator's logic is not a
/// method here (a generic class's methods always run unspecialised) but a closure built in
/// `@inlinable` code, which captures this sink and calls its `@inlinable` forwarding methods, so
/// the whole per-event path is specialised in the client module.
///
/// Disposing it (from downstream, or itself on a stop event) stops forwarding and disposes the
/// upstream subscription, even one assigned only later (a source that stops synchronously while
/// it is being subscribed to), exactly once.
@usableFromInline
class HandlerSink<Element>: Disposable, @unchecked Sendable {
    // @unchecked: `downstream` is immutable; `subscription` is only touched as `AssignOnce`
    // allows; delivery into `downstream` is serialised by each operator's own rules.

    @usableFromInline
    let downstream: (Event<Element>) -> Void
    @usableFromInline
    @exclusivity(unchecked) final var bits = InlineAtomic<Int>(0)
    // Unchecked exclusivity: the bit protocol gives one caller sole access; a dynamic check costs a
    // thread-local lookup per access.
    @exclusivity(unchecked) private var subscription = DisposableSlot()
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(downstream: @escaping (Event<Element>) -> Void) {
        self.downstream = downstream
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Hands over the upstream subscription; disposes it at once if the sink is already disposed.
    @usableFromInline
    final func setSubscription(_ subscription: consuming any Disposable) {
        self.subscription.store(subscription)
        if AssignOnce.publishAssignment(&bits, "HandlerSink") {
            releaseSubscription()
        }
    }

    /// Delivers `event` downstream unless the sink has been disposed.
    @inlinable
    @inline(__always)
    final func forwardOn(_ event: Event<Element>) {
        if InlineAtomic.load(&bits, ordering: .relaxed) & AssignOnce.disposedBit != 0 { return }
        downstream(event)
    }

    /// Forwards the stop event of a sequence of any element type, then ends the subscription.
    /// A `next` event is ignored.
    @inlinable
    final func forwardStop<Other>(_ event: Event<Other>) {
        switch event {
        case .next: return
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
        dispose()
    }

    /// Forwards `event`; a stop event then ends the subscription.
    @inlinable
    final func forwardEvent(_ event: Event<Element>) {
        switch event {
        case .next: forwardOn(event)
        case .error, .completed: forwardStop(event)
        }
    }

    /// Forwards `error`, then ends the subscription.
    @inlinable
    final func forwardError(_ error: any Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Forwards completion, then ends the subscription.
    @inlinable
    final func forwardCompleted() {
        forwardOn(.completed)
        dispose()
    }

    /// Whether the sink has been disposed.
    @inlinable
    final var isDisposed: Bool {
        InlineAtomic.load(&bits, ordering: .relaxed) & AssignOnce.disposedBit != 0
    }

    /// Ends the subscription: stops forwarding and disposes upstream.
    @usableFromInline
    final func dispose() {
        if AssignOnce.claimDisposal(&bits) {
            releaseSubscription()
        }
    }

    private func releaseSubscription() {
        subscription.take().dispose()
    }
}

/// A `HandlerSink` with one mutable value of operator state (an accumulator, the last key).
@usableFromInline
final class StatefulHandlerSink<Element, State>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: the state is only touched from the operator's event closure, which the grammar
    // serialises.

    /// Unchecked exclusivity: a dynamic check would cost a thread-local lookup on every event, and
    /// the grammar already serialises the accesses.
    @usableFromInline
    @exclusivity(unchecked) var state: State

    @usableFromInline
    init(state: State, downstream: @escaping (Event<Element>) -> Void) {
        self.state = state
        super.init(downstream: downstream)
    }
}

/// A producer whose subscriptions are `HandlerSink`s: it subscribes generic observers through
/// their `on(_:)` as an event closure, so there is one code path per operator.
@usableFromInline
class HandlerProducer<Element>: Producer<Element> {
    @usableFromInline
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeHandler(observer.on)
    }
}

/// A producer of one upstream subscription per subscriber, with the whole subscription built by
/// `run`: a closure written in `@inlinable` code, so that creating the sink and the per-event
/// closure it subscribes upstream are specialised in the client, and each event costs one closure
/// call per operator.
@usableFromInline
final class HandlerOperator<Source, Element>: HandlerProducer<Element> {
    @usableFromInline
    let source: Observable<Source>
    /// Subscribes to `source` on behalf of one downstream handler; returns the sink.
    @usableFromInline
    let run: (Observable<Source>, @escaping (Event<Element>) -> Void) -> any Disposable

    @usableFromInline
    init(
        source: Observable<Source>,
        run: @escaping (Observable<Source>, @escaping (Event<Element>) -> Void) -> any Disposable
    ) {
        self.source = source
        self.run = run
        super.init()
    }

    override func runHandlerSubscription(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        run(source, handler)
    }
}

/// A producer with no upstream (`create`, `deferred`): `run`, a closure written in `@inlinable`
/// code, starts one subscription, so that its sink and per-event closure are specialised in the
/// client.
@usableFromInline
final class HandlerSource<Element>: HandlerProducer<Element> {
    /// Starts a subscription on behalf of one downstream handler; returns its disposable.
    @usableFromInline
    let run: (@escaping (Event<Element>) -> Void) -> any Disposable

    @usableFromInline
    init(run: @escaping (@escaping (Event<Element>) -> Void) -> any Disposable) {
        self.run = run
        super.init()
    }

    override func runHandlerSubscription(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        run(handler)
    }
}
