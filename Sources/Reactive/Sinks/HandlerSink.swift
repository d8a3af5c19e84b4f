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

    /// Ends a subscription whose source could not be made (a factory threw): forwards `error`,
    /// then hands over `leftover`, which is released at once since the sink has ended.
    ///
    /// - Returns: The sink, as the subscription.
    @inlinable
    final func failedToStart(
        with error: any Swift.Error,
        releasing leftover: consuming any Disposable = Disposables.create()
    ) -> HandlerSink<Element> {
        forwardError(error)
        setSubscription(leftover)
        return self
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
