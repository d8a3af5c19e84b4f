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
    package func serialize() -> Observable<Element> {
        Serialize(source: asObservable())
    }
}

private final class Serialize<Element>: Producer<Element> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SerializeSink(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SerializeSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `stopped` is only touched by the drainer, one thread at a time.
    private let drain = SerialDrain<Event<Observer.Element>>()
    private var stopped = false

    func on(_ event: Event<Observer.Element>) {
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

    override func dispose() {
        super.dispose()
        // Events still queued will never be delivered; release them now.
        drain.removeAll()
    }
}
