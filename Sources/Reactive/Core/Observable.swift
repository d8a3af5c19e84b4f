/// An observable sequence: the base class of every sequence in the runtime.
///
/// Subclasses override `subscribe(_:)`. Most sequences are built with operators or with
/// `Observable.create`; subclass only for a new kind of source.
open class Observable<Element>: ObservableType {
    /// Creates the sequence.
    public init() {}

    /// Subscribes `observer` to the events of this sequence. Subclasses must override it.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription.
    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        fatalError("Observable.subscribe(_:) is abstract: \(type(of: self)) must override it")
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> {
        self
    }
}
