extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:        -1-2-3-|
    /// map { $0 * 10 }: -10-20-30-|
    /// ```
    ///
    /// If `transform` throws, the sequence fails with that error and upstream is disposed.
    ///
    /// - Parameter transform: Maps one element.
    /// - Returns: The mapped sequence.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // Built here, in inlinable code, so that the event closure is specialised in the caller; it
        // captures only the sink, which holds `transform`, so it needs no context of its own.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = MapSink(transform: transform, downstream: downstream)
            sink.setSubscription(source.subscribeHandler { sink.on($0) })
            return sink
        }
    }

    /// Transforms each element and drops the nil results.
    ///
    /// ```
    /// source:                    -"1"-"x"-"3"-|
    /// compactMap { Int($0) }:    -1-------3---|
    /// ```
    ///
    /// - Parameter transform: Maps one element, or returns nil to drop it.
    /// - Returns: The sequence of non-nil results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

private final class CompactMap<Source, Result>: Producer<Result> {
    let source: Observable<Source>
    let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Result {
        let sink = CompactMapSink<Source, Observer>(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class CompactMapSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    private let transform: (Source) throws -> Observer.Element?

    init(transform: @escaping (Source) throws -> Observer.Element?, observer: Observer, cancel: any Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let mapped = try transform(element) {
                    forwardOn(.next(mapped))
                }
            } catch {
                forwardError(error)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

/// The subscription of `map`: it holds the transform, so that the event closure upstream captures
/// the sink alone.
@usableFromInline
final class MapSink<Source, Result>: HandlerSink<Result>, @unchecked Sendable {
    // @unchecked: `transform` is immutable; the rest is `HandlerSink`'s.
    @usableFromInline
    let transform: (Source) throws -> Result

    @usableFromInline
    init(transform: @escaping (Source) throws -> Result, downstream: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let mapped: Result
            do {
                mapped = try transform(element)
            } catch {
                forwardError(error)
                return
            }
            forwardOn(.next(mapped))
        case .error, .completed:
            forwardStop(event)
        }
    }
}
