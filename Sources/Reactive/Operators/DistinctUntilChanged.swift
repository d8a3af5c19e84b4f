extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before them.
    ///
    /// ```
    /// source:                 -1-1-2-2-1-|
    /// distinctUntilChanged(): -1---2---1-|
    /// ```
    ///
    /// - Returns: The sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Compares with `==` directly rather than through a key selector and a comparer closure,
        // so that the comparison is specialised (for `Int`, one instruction) in the caller. The
        // event closure captures only the sink, so it needs no context of its own.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Element, Element?>(state: nil, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        if let last = sink.state, last == element { return }
                        sink.state = element
                        sink.forwardOn(event)
                    case .error, .completed:
                        sink.forwardStop(event)
                    }
                }
            )
            return sink
        }
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    ///
    /// - Parameter keySelector: Computes the key to compare.
    /// - Returns: The sequence without consecutive duplicates by key.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` says equal the previous element.
    ///
    /// - Parameter comparer: Returns true when two elements count as equal.
    /// - Returns: The sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` says equals the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare.
    ///   - comparer: Returns true when two keys count as equal.
    /// - Returns: The sequence without consecutive duplicates by key.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        // The state is the key of the last element passed on.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Element, Key?>(state: Key?.none, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        do {
                            let key = try keySelector(element)
                            if let currentKey = sink.state, try comparer(currentKey, key) {
                                return
                            }
                            sink.state = key
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        sink.forwardOn(event)
                    case .error, .completed:
                        sink.forwardStop(event)
                    }
                }
            )
            return sink
        }
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property to compare.
    /// - Returns: The sequence without consecutive duplicates at `keyPath`.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(at keyPath: KeyPath<Element, Key>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}
