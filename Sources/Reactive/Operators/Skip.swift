extension ObservableType {
    /// Drops the first `count` elements.
    ///
    /// ```
    /// source:  -1-2-3-4-|
    /// skip(2): -----3-4-|
    /// ```
    ///
    /// A count of 0 or less drops nothing, as in RxSwift, so a computed count that goes negative
    /// passes every element through rather than failing.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The rest of the sequence.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }

    /// Drops elements while `predicate` holds, then emits everything.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// skip(while: { $0 < 3 }): -----3-1-|
    /// ```
    ///
    /// - Parameter predicate: Returns false to start emitting.
    /// - Returns: The rest of the sequence.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }
}

private final class SkipCount<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SkipCountSink(remaining: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `remaining` is only touched from `on`, which the grammar serialises.
    private var remaining: Int

    init(remaining: Int, observer: Observer, cancel: any Cancelable) {
        self.remaining = remaining
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardOn(event)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

private final class SkipWhile<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `skipping` is only touched from `on`, which the grammar serialises.
    private let predicate: (Observer.Element) throws -> Bool
    private var skipping = true

    init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer, cancel: any Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            if skipping {
                do {
                    skipping = try predicate(element)
                } catch {
                    forwardError(error)
                    return
                }
            }
            if !skipping {
                forwardOn(event)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
