/// The per-subscription state of an operator: it forwards events downstream until disposed.
///
/// Subclasses implement the operator's logic in their own `on(_:)` and call `forwardOn(_:)`.
/// On a stop event a sink forwards it and then calls `dispose()`, which ends the subscription.
class Sink<Observer: ObserverType>: Disposable, @unchecked Sendable {
    // @unchecked: `observer` is immutable; `disposed` is atomic; delivery into the observer is
    // serialised by each operator's own rules.
    let observer: Observer
    private let cancel: any Cancelable
    @exclusivity(unchecked) private final var disposed = InlineAtomic<Bool>(false)
    private let resourceToken = trackResourceAllocated()

    init(observer: Observer, cancel: any Cancelable) {
        self.observer = observer
        self.cancel = cancel
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Delivers `event` downstream unless the sink has been disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if InlineAtomic.load(&disposed, ordering: .relaxed) { return }
        observer.on(event)
    }

    /// Forwards the stop event of a sequence of any element type, then ends the subscription.
    /// A `next` event is ignored.
    final func forwardStop<Other>(_ event: Event<Other>) {
        switch event {
        case .next: return
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
        dispose()
    }

    /// Forwards `error`, then ends the subscription.
    final func forwardError(_ error: any Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Forwards completion, then ends the subscription.
    final func forwardCompleted() {
        forwardOn(.completed)
        dispose()
    }

    /// Whether the sink has been disposed.
    final var isDisposed: Bool {
        InlineAtomic.load(&disposed, ordering: .relaxed)
    }

    /// Ends the subscription: stops forwarding and disposes upstream.
    func dispose() {
        InlineAtomic.store(&disposed, true, ordering: .relaxed)
        cancel.dispose()
    }
}
