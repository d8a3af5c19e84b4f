extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before them.
    ///
    /// ```
    /// source:                 -1-1-2-2-1-|
    /// distinctUntilChanged(): -1---2---1-|
    /// ```
    ///
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    ///
    /// - Parameter keySelector: Computes the key to compare.
    /// - Returns: The sequence without consecutive duplicates by key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` says equal the previous element.
    ///
    /// - Parameter comparer: Returns true when two elements count as equal.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` says equals the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare.
    ///   - comparer: Returns true when two keys count as equal.
    /// - Returns: The sequence without consecutive duplicates by key.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property to compare.
    /// - Returns: The sequence without consecutive duplicates at `keyPath`.
    public func distinctUntilChanged<Key: Equatable>(at keyPath: KeyPath<Element, Key>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}

private final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key
    let comparer: (Key, Key) throws -> Bool

    init(
        source: Observable<Element>,
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    // @unchecked: `currentKey` is only touched from `on`, which the grammar serialises.
    private let parent: DistinctUntilChanged<Observer.Element, Key>
    private var currentKey: Key?

    init(parent: DistinctUntilChanged<Observer.Element, Key>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try parent.keySelector(element)
                if let currentKey, try parent.comparer(currentKey, key) {
                    return
                }
                currentKey = key
                forwardOn(event)
            } catch {
                forwardError(error)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
