extension ObservableType {
    /// A sequence that calls `observableFactory` anew for each subscription and subscribes to the
    /// result. If the factory throws, the subscriber receives the error.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    /// - Returns: The sequence.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        Deferred(factory: observableFactory)
    }
}

private final class Deferred<Element>: Producer<Element> {
    let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        let subscription: any Disposable
        do {
            subscription = try factory().subscribe(sink)
        } catch {
            sink.on(.error(error))
            subscription = Disposables.create()
        }
        return (sink, subscription)
    }
}

/// A sink that forwards everything and ends the subscription on a stop event.
final class ForwardingSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
