extension ObservableType {
    /// Folds all elements into one value, emitted with completion.
    ///
    /// ```
    /// source:                         -1-2-3-|
    /// reduce(0, accumulator: +):      -------(6|)
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Combines the accumulator with one element.
    ///   - mapResult: Turns the final accumulator into the result.
    /// - Returns: A sequence with the single result.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds all elements into one value, emitted with completion.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Combines the accumulator with one element.
    /// - Returns: A sequence with the single result.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class Reduce<Element, Accumulate, Result>: Producer<Result> {
    let source: Observable<Element>
    let seed: Accumulate
    let accumulator: (Accumulate, Element) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Result

    init(
        source: Observable<Element>,
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Result {
        let sink = ReduceSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ReduceSink<Element, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    // @unchecked: `accumulate` is only touched from `on`, which the grammar serialises.
    private let parent: Reduce<Element, Accumulate, Observer.Element>
    private var accumulate: Accumulate

    init(parent: Reduce<Element, Accumulate, Observer.Element>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        accumulate = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                accumulate = try parent.accumulator(accumulate, element)
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            do {
                forwardOn(.next(try parent.mapResult(accumulate)))
                forwardCompleted()
            } catch {
                forwardError(error)
            }
        }
    }
}
