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
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
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

private final class Filter<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    private let predicate: (Observer.Element) throws -> Bool

    init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer, cancel: any Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) {
                    forwardOn(event)
                }
            } catch {
                forwardError(error)
            }
        case .error, .completed:
            forwardStop(event)
        }
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
