extension ObservableType {
    /// Passes the source on unchanged, but emits `default` before completing if the source
    /// completed without an element.
    ///
    /// ```
    /// source:               ---|
    /// ifEmpty(default: 9):  ---(9|)
    /// ```
    ///
    /// An error is passed on as it is, even from an empty source.
    ///
    /// - Parameter default: The element emitted for an empty source.
    /// - Returns: The source's elements, or `default` alone.
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        // The state is whether an element has come.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Element, Bool>(state: false, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next:
                        sink.state = true
                        sink.forwardOn(event)
                    case .error:
                        sink.forwardStop(event)
                    case .completed:
                        if !sink.state {
                            sink.forwardOn(.next(`default`))
                        }
                        sink.forwardCompleted()
                    }
                }
            )
            return sink
        }
    }
}
