extension ObservableType {
    /// Emits `elements` first, then the source's events.
    ///
    /// ```
    /// source:          --3-|
    /// startWith(1, 2): 12-3-|
    /// ```
    ///
    /// - Parameter elements: The elements to emit before subscribing to the source.
    /// - Returns: The prefixed sequence.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        // Built here, in inlinable code, so that the elements are sent specialised in the caller;
        // the source's events then go straight to the downstream handler, with no sink between.
        HandlerOperator(source: asObservable()) { source, downstream in
            for element in elements {
                downstream(.next(element))
            }
            return source.subscribeNested(downstream)
        }
    }
}
