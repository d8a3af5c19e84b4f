import Synchronization

/// An observer built from an event closure that ignores everything after the first stop event.
///
/// Its `on(_:)` is inlinable so that `subscribe(onNext:…)`, itself inlinable, delivers through
/// specialised code.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: `handler` is immutable; `stopped` is atomic.
    @usableFromInline
    let handler: (Event<Element>) -> Void
    @usableFromInline
    let stopped = Atomic<Bool>(false)
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .relaxed) {
                handler(event)
            }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .relaxed) {
                handler(event)
            }
        }
    }
}

/// The "ignore everything after the first stop event" rule of `AnonymousObserver`, on its own, for
/// `subscribe(onNext:…)`: it builds one event closure around a latch instead of a closure that
/// calls an observer that calls another closure, which saves two indirect calls per element.
@usableFromInline
final class StopLatch: @unchecked Sendable {
    // @unchecked: the only state is atomic.
    @usableFromInline
    let stopped = Atomic<Bool>(false)
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init() {}

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Whether a stop event has been let through.
    @inlinable
    var isStopped: Bool {
        stopped.load(ordering: .relaxed)
    }

    /// Closes the latch; true only for the first caller, which delivers the stop event.
    @inlinable
    func stop() -> Bool {
        !stopped.exchange(true, ordering: .relaxed)
    }
}
