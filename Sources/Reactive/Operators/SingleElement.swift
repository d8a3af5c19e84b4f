extension ObservableType {
    /// Passes on the source's one element and its completion, failing if there is not exactly one.
    ///
    /// ```
    /// source:    -1---|        -1-2-|       ---|
    /// single():  -1---|        -1-#         ---#
    /// ```
    ///
    /// The element is emitted as soon as it arrives. A second element fails the result with
    /// `RxError.moreThanOneElement` and disposes the source; completing without an element fails
    /// it with `RxError.noElements`.
    ///
    /// - Returns: The sequence of the source's only element.
    @inlinable
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Passes on the one element that satisfies `predicate`, and completion, failing if there is
    /// not exactly one.
    ///
    /// ```
    /// source:                   -1-2-3-4-|
    /// single { $0 == 3 }:       -----3---|
    /// single { $0 % 2 == 0 }:   ---2---#
    /// ```
    ///
    /// Elements that fail `predicate` are dropped. The matching element is emitted as soon as it
    /// arrives; a second match fails the result with `RxError.moreThanOneElement` and disposes the
    /// source, and completing without a match fails it with `RxError.noElements`. An error that
    /// `predicate` throws fails the result.
    ///
    /// - Parameter predicate: Chooses the element.
    /// - Returns: The sequence of the source's only matching element.
    @inlinable
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        // The state is whether the matching element has been emitted.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Element, Bool>(state: false, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        let matches: Bool
                        do {
                            matches = try predicate(element)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        guard matches else { return }
                        if sink.state {
                            sink.forwardError(RxError.moreThanOneElement)
                            return
                        }
                        sink.state = true
                        sink.forwardOn(event)
                    case .error:
                        sink.forwardStop(event)
                    case .completed:
                        if sink.state {
                            sink.forwardCompleted()
                        } else {
                            sink.forwardError(RxError.noElements)
                        }
                    }
                }
            )
            return sink
        }
    }
}
