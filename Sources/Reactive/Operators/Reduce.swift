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
    @inlinable
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Result, Accumulate>(state: seed, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        do {
                            sink.state = try accumulator(sink.state, element)
                        } catch {
                            sink.forwardError(error)
                        }
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        let result: Result
                        do {
                            result = try mapResult(sink.state)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        sink.forwardOn(.next(result))
                        sink.forwardCompleted()
                    }
                }
            )
            return sink
        }
    }

    /// Folds all elements into one value, emitted with completion.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Combines the accumulator with one element.
    /// - Returns: A sequence with the single result.
    @inlinable
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
