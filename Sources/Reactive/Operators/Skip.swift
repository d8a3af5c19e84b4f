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
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        // Built here, in inlinable code, so the event closure is specialised in the caller; the
        // state is how many elements are still to drop.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink(state: count, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { event in
                    if case .next = event, sink.state > 0 {
                        sink.state -= 1
                    } else {
                        sink.forwardEvent(event)
                    }
                })
            return sink
        }
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
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // The state is whether elements are still being dropped.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink(state: true, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { event in
                    if case .next(let element) = event, sink.state {
                        do {
                            sink.state = try predicate(element)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        if sink.state { return }
                    }
                    sink.forwardEvent(event)
                })
            return sink
        }
    }
}
