extension InfallibleType {
    /// Combines the latest elements of the infallible sequences of a collection whenever any of
    /// them emits, once every one has emitted; see `ObservableType.combineLatest(_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order.
    ///   - resultSelector: Combines the latest element of each source, in the collection's order;
    ///     as in RxSwift it may throw (see `Infallible`).
    /// - Returns: The combined elements.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the infallible sequences of a collection into arrays
    /// whenever any of them emits, once every one has emitted.
    ///
    /// - Parameter collection: The sources, subscribed in order.
    /// - Returns: Arrays of the latest element of every source, in the collection's order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines each element with the latest element of `second`, once `second` has emitted.
    ///
    /// ```
    /// self:            ---1----2---3-|
    /// second:          -a----b-------|
    /// withLatestFrom:  ---x----y---z-|    x = f(1, a), y = f(2, b), z = f(3, b)
    /// ```
    ///
    /// - Parameters:
    ///   - second: The infallible sequence whose latest element is used.
    ///   - resultSelector: Combines an element with the latest one of `second`; as in RxSwift it
    ///     may throw (see `Infallible`).
    /// - Returns: One result per element that arrived after `second` emitted.
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Infallible<Result> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` for each element, once `second` has emitted.
    ///
    /// - Parameter second: The infallible sequence whose latest element is used.
    /// - Returns: The latest element of `second` at each element.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }
}
