// Combining the shared sequences of a collection, and `withLatestFrom`. The result selectors cannot
// throw, unlike RxCocoa's: a throwing selector would be the one way to make a driver fail. The
// fixed-arity overloads are in SharedSequence+CombineLatest+Arity.swift and SharedSequence+Zip+Arity.swift.

extension SharedSequence {
    /// Combines the latest elements of every shared sequence in `collection` whenever any emits,
    /// once all have.
    ///
    /// ```
    /// collection[0]:  -1---2-----
    /// collection[1]:  ---a---b---
    /// combineLatest:  ---x-y-z---    x = f([1, a]), y = f([2, a]), z = f([2, b])
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The shared sequences, subscribed in order.
    ///   - resultSelector: Combines the latest elements, in the collection's order.
    /// - Returns: The combined shared sequence.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        )
    }

    /// Combines the latest elements of every shared sequence in `collection` into arrays whenever
    /// any emits, once all have.
    ///
    /// - Parameter collection: The shared sequences, subscribed in order.
    /// - Returns: Arrays of the latest elements, in the collection's order.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of every shared sequence in `collection` by index.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences, subscribed in order.
    ///   - resultSelector: Combines the elements at one index, in the collection's order.
    /// - Returns: The zipped shared sequence.
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        )
    }

    /// Combines the elements of every shared sequence in `collection` by index into arrays.
    ///
    /// - Parameter collection: The shared sequences, subscribed in order.
    /// - Returns: Arrays of the elements at each index, in the collection's order.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Combines each element with the latest element of `second`, once `second` has emitted.
    ///
    /// ```
    /// self:             ---1----2---3-
    /// second:           -a----b-------
    /// withLatestFrom:   ---x----y---z-    x = f(1, a), y = f(2, b), z = f(3, b)
    /// ```
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is used.
    ///   - resultSelector: Combines an element with the latest one of `second`.
    /// - Returns: One result per element that arrived after `second` emitted.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` for each element, once `second` has emitted.
    ///
    /// - Parameter second: The shared sequence whose latest element is used.
    /// - Returns: The latest element of `second` at each element.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }
}
