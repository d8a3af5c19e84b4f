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
    @exclusivity(unchecked) final var stopped = InlineAtomic<Bool>(false)
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
            if !InlineAtomic.load(&stopped, ordering: .relaxed) {
                handler(event)
            }
        case .error, .completed:
            if !InlineAtomic.exchange(&stopped, true, ordering: .relaxed) {
                handler(event)
            }
        }
    }
}
