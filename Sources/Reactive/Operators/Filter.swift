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
        // Built here, in inlinable code, so that the event closure is specialised in the caller; it
        // captures only the sink, which holds `predicate`, so it needs no context of its own.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = FilterSink(predicate: predicate, downstream: downstream)
            sink.setSubscription(source.subscribeNested { sink.on($0) })
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

/// The subscription of `filter`: it holds the predicate, so that the event closure upstream
/// captures the sink alone.
@usableFromInline
final class FilterSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `predicate` is immutable; the rest is `HandlerSink`'s.
    @usableFromInline
    let predicate: (Element) throws -> Bool

    @usableFromInline
    init(predicate: @escaping (Element) throws -> Bool, downstream: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let passes: Bool
            do {
                passes = try predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if passes { forwardOn(event) }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
