extension ObservableType {
    /// A sequence that creates a resource for each subscription, builds the sequence from it, and
    /// disposes the resource when the subscription ends.
    ///
    /// If either factory throws, the subscriber receives the error (and any resource already made
    /// is disposed).
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource.
    ///   - observableFactory: Makes the sequence that uses the resource.
    /// - Returns: The sequence.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        // Built here, in inlinable code, like `deferred`, so that forwarding is specialised in the
        // caller: a generic `Sink` ran every event unspecialised, looking `Event`'s metadata up
        // (a feedback loop's UI bindings send every keystroke through one of these).
        HandlerSource { downstream in
            let sink = HandlerSink(downstream: downstream)
            let resource: Resource
            let source: Observable<Element>
            do {
                resource = try resourceFactory()
            } catch {
                return sink.failedToStart(with: error)
            }
            do {
                source = try observableFactory(resource)
            } catch {
                return sink.failedToStart(with: error, releasing: resource)
            }
            sink.setSubscription(Disposables.create(source.subscribeNested { sink.forwardEvent($0) }, resource))
            return sink
        }
    }
}
