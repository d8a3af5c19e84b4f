import Synchronization

/// An observer built from an event closure that ignores everything after the first stop event.
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: `handler` is immutable; `stopped` is atomic.
    private let handler: (Event<Element>) -> Void
    private let stopped = Atomic<Bool>(false)
    private let resourceToken = trackResourceAllocated()

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

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
