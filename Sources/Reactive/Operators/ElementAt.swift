extension ObservableType {
    /// Emits only the element at `index` (counting from zero), then completes and disposes the
    /// source.
    ///
    /// ```
    /// source:         -a-b-c-d-|
    /// element(at: 2): -----(c|)
    /// ```
    ///
    /// A source that ends before reaching `index` fails the result with
    /// `RxError.argumentOutOfRange`; its error, if it fails first, is passed on. A negative index
    /// fails with `RxError.argumentOutOfRange` at once, without subscribing (RxSwift stops the
    /// program).
    ///
    /// - Parameter index: The position of the element to emit.
    /// - Returns: A sequence of that one element.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        if index < 0 { return .error(RxError.argumentOutOfRange) }
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        // The state is how many elements are still to be passed over.
        return HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Element, Int>(state: index, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next:
                        if sink.state > 0 {
                            sink.state -= 1
                            return
                        }
                        sink.forwardOn(event)
                        sink.forwardCompleted()
                    case .error:
                        sink.forwardStop(event)
                    case .completed:
                        sink.forwardError(RxError.argumentOutOfRange)
                    }
                }
            )
            return sink
        }
    }
}
