extension ObservableType {
    /// Pairs each element with `obj`, held weakly, and completes once `obj` is gone.
    ///
    /// ```
    /// source:                             -1--2--3--|
    /// withUnretained(o) { "\($0)\($1)" }:   -a--b--|
    /// ```
    ///
    /// Here a is "o1", b is "o2", and `o` was released before 3 arrived.
    ///
    /// The subscription does not keep `obj` alive, so a chain that ends in `obj`'s own methods
    /// forms no retain cycle. The first element that finds `obj` released completes the result
    /// and disposes the source. (A sharing operator after this one, such as `share(replay: 1)`,
    /// keeps the replayed pairs, and with them `obj`, alive.)
    ///
    /// - Parameters:
    ///   - obj: The object to pass along, without retaining it.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: The sequence of combined values.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        // It captures the object weakly: the subscription must not extend the object's life.
        HandlerOperator(source: asObservable()) { [weak obj] source, downstream in
            let sink = HandlerSink<Out>(downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { [weak obj] (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        guard let object = obj else {
                            sink.forwardCompleted()
                            return
                        }
                        sink.forwardOn(.next(resultSelector(object, element)))
                    case .error, .completed:
                        sink.forwardStop(event)
                    }
                }
            )
            return sink
        }
    }

    /// Pairs each element with `obj`, held weakly, and completes once `obj` is gone.
    ///
    /// ```
    /// source:            -1--2--|
    /// withUnretained(o): -a--b--|
    /// ```
    ///
    /// Here a is `(o, 1)` and b is `(o, 2)`.
    ///
    /// See `withUnretained(_:resultSelector:)`.
    ///
    /// - Parameter obj: The object to pass along, without retaining it.
    /// - Returns: The sequence of `(obj, element)` pairs.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}
