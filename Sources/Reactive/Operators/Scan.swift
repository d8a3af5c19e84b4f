extension ObservableType {
    /// Emits the running accumulation of the elements, mutating the accumulator in place.
    ///
    /// ```
    /// source:                      -1-2-3-|
    /// scan(into: 0) { $0 += $1 }:  -1-3-6-|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator (not emitted).
    ///   - accumulator: Folds one element into the accumulator; throwing fails the sequence.
    /// - Returns: The sequence of accumulations.
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Emits the running accumulation of the elements.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// scan(0, +):       -1-3-6-|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator (not emitted).
    ///   - accumulator: Combines the accumulator with one element; throwing fails the sequence.
    /// - Returns: The sequence of accumulations.
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

private final class Scan<Element, Accumulate>: Producer<Accumulate> {
    let source: Observable<Element>
    let seed: Accumulate
    let accumulator: (inout Accumulate, Element) throws -> Void

    init(
        source: Observable<Element>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Accumulate {
        let sink = ScanSink<Element, Observer>(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `accumulate` is only touched from `on`, which the grammar serialises.
    private var accumulate: Observer.Element
    private let accumulator: (inout Observer.Element, Element) throws -> Void

    init(
        seed: Observer.Element,
        accumulator: @escaping (inout Observer.Element, Element) throws -> Void,
        observer: Observer,
        cancel: any Cancelable
    ) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                forwardOn(.next(accumulate))
            } catch {
                forwardError(error)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
