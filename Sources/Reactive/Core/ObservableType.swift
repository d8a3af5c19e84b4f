/// A type that can be converted into an `Observable`.
public protocol ObservableConvertibleType {
    /// The element type of the sequence.
    associatedtype Element

    /// The observable sequence this value represents.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers subscribe to.
///
/// Subscribing returns a `Disposable`; disposing it cancels the subscription and releases every
/// resource it holds. Elements are delivered serially and obey `next* (error | completed)?`.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the events of this sequence.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; dispose it to stop receiving events and release resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
