/// A receiver of sequence events.
///
/// Observers are called serially: the runtime never delivers two events into one observer at the
/// same time, and never delivers anything after a stop event.
public protocol ObserverType {
    /// The element type the observer accepts.
    associatedtype Element

    /// Receives one event.
    ///
    /// - Parameter event: The event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a `next` event.
    ///
    /// - Parameter element: The element.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends a `completed` event.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends an `error` event.
    ///
    /// - Parameter error: The error.
    @inlinable
    public func onError(_ error: any Swift.Error) {
        on(.error(error))
    }

    /// Wraps this observer into a type-erased `AnyObserver`.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms elements with `transform` before forwarding them here.
    ///
    /// - Parameter transform: Maps incoming elements to this observer's element type.
    /// - Returns: The mapping observer.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
