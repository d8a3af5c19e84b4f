extension ObservableType {
    /// A sequence that calls `observableFactory` anew for each subscription and subscribes to the
    /// result. If the factory throws, the subscriber receives the error.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    /// - Returns: The sequence.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        // Built here, in inlinable code, so that forwarding is specialised in the caller.
        HandlerSource { downstream in
            let sink = HandlerSink(downstream: downstream)
            let source: Observable<Element>
            do {
                source = try observableFactory()
            } catch {
                return sink.failedToStart(with: error)
            }
            sink.setSubscription(source.subscribeNested { sink.forwardEvent($0) })
            return sink
        }
    }
}
