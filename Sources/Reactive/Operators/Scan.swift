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
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        // Built here, in inlinable code, so that folding and forwarding are specialised in the
        // caller; the accumulator lives in the sink, which the event closure captures alone.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Accumulate, Accumulate>(state: seed, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        do {
                            try accumulator(&sink.state, element)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        sink.forwardOn(.next(sink.state))
                    case .error, .completed:
                        sink.forwardStop(event)
                    }
                }
            )
            return sink
        }
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
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}
