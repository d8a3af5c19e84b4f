extension ObservableType {
    /// Turns every event into an element, so errors can travel as values.
    ///
    /// ```
    /// source:        -1-2-#
    /// materialize(): -N(1)-N(2)-(E(#)|)
    /// ```
    ///
    /// The result never fails: the source's stop event is emitted as an element and then the
    /// result completes.
    ///
    /// - Returns: The sequence of the source's events.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = HandlerSink<Event<Element>>(downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    // Rebuilt case by case rather than wrapped whole: an element is then moved
                    // straight into the new event, with no copy of an event that may hold an error.
                    switch event {
                    case .next(let element):
                        sink.forwardOn(.next(.next(element)))
                    case .error(let error):
                        sink.forwardOn(.next(.error(error)))
                        sink.forwardCompleted()
                    case .completed:
                        sink.forwardOn(.next(.completed))
                        sink.forwardCompleted()
                    }
                }
            )
            return sink
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize()`.
    ///
    /// A `next` element is emitted; an `error` or `completed` element ends the sequence.
    ///
    /// - Returns: The sequence the events describe.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

private final class Dematerialize<Source: EventConvertible>: Producer<Source.Element> {
    let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Source.Element {
        let sink = DematerializeSink<Source, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DematerializeSink<Source: EventConvertible, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
where Observer.Element == Source.Element {
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let inner = element.event
            forwardOn(inner)
            if inner.isStopEvent {
                dispose()
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
