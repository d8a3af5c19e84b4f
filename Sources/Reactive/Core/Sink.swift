import Synchronization

/// The per-subscription state of an operator: it forwards events downstream until disposed.
///
/// Subclasses implement the operator's logic in their own `on(_:)` and call `forwardOn(_:)`.
/// On a stop event a sink forwards it and then calls `dispose()`, which ends the subscription.
class Sink<Observer: ObserverType>: Disposable, @unchecked Sendable {
    // @unchecked: `observer` is immutable; `disposed` is atomic; delivery into the observer is
    // serialised by each operator's own rules.
    let observer: Observer
    private let cancel: any Cancelable
    private let disposed = Atomic<Bool>(false)
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
        if disposed.load(ordering: .relaxed) { return }
        observer.on(event)
    }

    /// Whether the sink has been disposed.
    final var isDisposed: Bool {
        disposed.load(ordering: .relaxed)
    }

    /// Ends the subscription: stops forwarding and disposes upstream.
    func dispose() {
        disposed.store(true, ordering: .relaxed)
        cancel.dispose()
    }
}
