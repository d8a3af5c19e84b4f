extension ObservableType {
    /// Pairs each element with its position, counting from zero.
    ///
    /// ```
    /// source:       -a-----b-----c-----|
    /// enumerated(): -(0,a)-(1,b)-(2,c)-|
    /// ```
    ///
    /// The index never wraps: an element that would be numbered past `Int.max` fails the sequence
    /// with `RxError.overflow` instead.
    ///
    /// - Returns: The sequence of `(index:element:)` pairs.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        // The state is the index the next element gets.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<(index: Int, element: Element), Int>(state: 0, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        let index = sink.state
                        guard index < Int.max else {
                            sink.forwardError(RxError.overflow)
                            return
                        }
                        sink.state = index + 1
                        sink.forwardOn(.next((index: index, element: element)))
                    case .error, .completed:
                        sink.forwardStop(event)
                    }
                }
            )
            return sink
        }
    }
}
