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
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

private final class Using<Element, Resource: Disposable>: Producer<Element> {
    let resourceFactory: () throws -> Resource
    let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        var resource: Resource?
        do {
            let made = try resourceFactory()
            resource = made
            let source = try observableFactory(made)
            let upstream = source.subscribe(sink)
            return (sink, Disposables.create(upstream, made))
        } catch {
            sink.on(.error(error))
            return (sink, resource.map { $0 as any Disposable } ?? Disposables.create())
        }
    }
}
