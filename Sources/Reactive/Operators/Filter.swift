extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// ```
    /// source:               -1-2-3-4-|
    /// filter { $0 % 2 == 0 }: ---2---4-|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element passes; throwing fails the sequence.
    /// - Returns: The filtered sequence.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = HandlerSink<Element>(downstream: downstream)
            sink.setSubscription(
                source.subscribeHandler { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        let passes: Bool
                        do {
                            passes = try predicate(element)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        if passes { sink.forwardOn(event) }
                    case .error, .completed:
                        sink.forwardStop(event)
                    }
                }
            )
            return sink
        }
    }

    /// Drops every element and keeps only the stop event.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// ignoreElements(): -------|
    /// ```
    ///
    /// - Returns: A sequence with no elements that ends as the source ends.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }
}

private final class IgnoreElements<Source>: Producer<Never> {
    let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Never {
        let sink = IgnoreElementsSink<Source, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class IgnoreElementsSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    func on(_ event: Event<Source>) {
        forwardStop(event)
    }
}
