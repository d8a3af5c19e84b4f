/// A sequence of elements that share one key: the groups `groupBy(keySelector:)` emits.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group shares.
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group from a key and the sequence of its elements.
    ///
    /// - Parameters:
    ///   - key: The key every element of `source` shares.
    ///   - source: The group's elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    ///
    /// - Parameter observer: Receives the group's events.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements, without the key.
    ///
    /// - Returns: The sequence the group was created with.
    public func asObservable() -> Observable<Element> {
        source
    }
}
