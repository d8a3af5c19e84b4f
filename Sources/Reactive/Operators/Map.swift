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
            sink.setSubscription(source.subscribeNested { sink.on($0) })
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
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        // Built here, in inlinable code, as `map` is: unspecialised, each element cost a run-time
        // metadata lookup.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = CompactMapSink(transform: transform, downstream: downstream)
            sink.setSubscription(source.subscribeNested { sink.on($0) })
            return sink
        }
    }
}

/// The subscription of `compactMap`.
@usableFromInline
final class CompactMapSink<Source, Result>: HandlerSink<Result>, @unchecked Sendable {
    // @unchecked: `transform` is immutable; the rest is `HandlerSink`'s.
    @usableFromInline
    let transform: (Source) throws -> Result?

    @usableFromInline
    init(transform: @escaping (Source) throws -> Result?, downstream: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    @inlinable
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
