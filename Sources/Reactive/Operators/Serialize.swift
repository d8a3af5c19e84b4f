extension ObservableType {
    /// Delivers the source's events one at a time, in the order they arrive, never re-entering
    /// the observer: an event that arrives while the observer is still handling the previous one —
    /// from another thread, or from inside the observer itself — waits until it returns, and the
    /// thread that delivered it goes on at once.
    ///
    /// ```
    /// thread A: -1-----3-|
    /// thread B: ---2------
    /// result:   -1-2---3-|   (never two at once; 2 waits if 1 is still being handled)
    /// ```
    ///
    /// Not an RxSwift operator: the reactor and feedback runtimes use it where mutations and
    /// events from any thread meet a reducer, so that `reduce` is never entered twice at once.
    ///
    /// - Returns: The serialised sequence.
    @inlinable
    package func serialize() -> Observable<Element> {
        // Built here, in inlinable code, so that queueing and forwarding are specialised in the
        // caller; disposing drops the events still queued.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = SerializeSink(downstream: downstream)
            let upstream = source.subscribeNested { sink.on($0) }
            sink.setSubscription(Disposables.create(upstream, Disposables.create(with: sink.dropQueued)))
            return sink
        }
    }
}

/// The subscription of `serialize()`: events go through one `SerialDrain`.
@usableFromInline
final class SerializeSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `stopped` is only touched by the drainer, one thread at a time.
    @usableFromInline
    let drain = SerialDrain<Event<Element>>()
    @usableFromInline
    @exclusivity(unchecked) var stopped = false

    @usableFromInline
    override init(downstream: @escaping (Event<Element>) -> Void) {
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        drain.offer(event) { event in
            guard !stopped, !isDisposed else { return }
            switch event {
            case .next:
                forwardOn(event)
            case .error, .completed:
                stopped = true
                forwardOn(event)
                dispose()
            }
        }
    }

    /// Part of disposing: the events still queued will never be delivered; release them now.
    @usableFromInline
    func dropQueued() {
        drain.removeAll()
    }
}
