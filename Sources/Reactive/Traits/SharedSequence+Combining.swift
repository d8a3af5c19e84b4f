// Combining shared sequences of one strategy. The result selectors cannot throw, unlike RxCocoa's:
// a throwing selector would be the one way to make a driver fail.

extension SharedSequence {
    /// Combines the latest elements of two shared sequences whenever either emits, once both have.
    ///
    /// ```
    /// first:           -1---2-----
    /// second:          ---a---b---
    /// combineLatest:   ---x-y-z---    x = f(1, a), y = f(2, a), z = f(2, b)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - resultSelector: Combines the latest element of each.
    /// - Returns: The combined shared sequence.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
        )
    }

    /// Combines the latest elements of three shared sequences whenever any emits, once all have.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - resultSelector: Combines the latest element of each.
    /// - Returns: The combined shared sequence.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asObservable(),
            source2.asObservable(),
            source3.asObservable(),
            resultSelector: resultSelector
        )
        return SharedSequence(source)
    }

    /// Combines the latest elements of every shared sequence in `collection` whenever any emits,
    /// once all have.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Combines the latest elements, in the collection's order.
    /// - Returns: The combined shared sequence.
    public static func combineLatest<Collection: Swift.Collection, Source>(
        _ collection: Collection,
        resultSelector: @escaping ([Source]) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Source> {
        SharedSequence(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Pairs the elements of two shared sequences by index.
    ///
    /// ```
    /// first:   -1---2---3-
    /// second:  ---a---b---
    /// zip:     ---x---y---    x = f(1, a), y = f(2, b)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - resultSelector: Combines the elements at one index.
    /// - Returns: The zipped shared sequence.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of every shared sequence in `collection` by index.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Combines the elements at one index, in the collection's order.
    /// - Returns: The zipped shared sequence.
    public static func zip<Collection: Swift.Collection, Source>(
        _ collection: Collection,
        resultSelector: @escaping ([Source]) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Source> {
        SharedSequence(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of two shared sequences into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable()) { ($0, $1) })
    }

    /// Pairs the elements of two shared sequences by index into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    /// - Returns: Tuples of the elements at each index.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable()) { ($0, $1) })
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
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }
}
