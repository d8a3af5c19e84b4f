/// A type-erased observer that forwards every event to an event handler.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let observer: EventHandler

    /// Creates an observer that forwards events to `eventHandler`.
    ///
    /// - Parameter eventHandler: Receives each event.
    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// Creates an observer that forwards events to `observer`.
    ///
    /// - Parameter observer: The observer to wrap.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event` to the wrapped handler.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
