// The `zip` of a collection of `Single`s, each built on the observable `zip`; the fixed-arity forms
// are generated, in Single+Zip+Arity.swift.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Combines the elements of the singles of `collection` with `resultSelector`.
    ///
    /// ```
    /// collection[0]:   -(1|)
    /// collection[1]:   ---(2|)
    /// zip(sum):        ---(3|)
    /// ```
    ///
    /// The result succeeds once every single has, and fails as soon as one fails or
    /// `resultSelector` throws. An empty collection succeeds at once with `resultSelector([])`,
    /// called anew for each subscription.
    ///
    /// - Parameters:
    ///   - collection: The singles, subscribed in order.
    ///   - resultSelector: Combines the elements, in the collection's order.
    /// - Returns: A single of the combined element.
    public static func zip<Sources: Swift.Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Sources.Element == PrimitiveSequence<Trait, Element> {
        // The observable zip of no sources completes empty, which a single cannot.
        guard !collection.isEmpty else {
            return PrimitiveSequence<Trait, Result>(raw: .deferred { .just(try resultSelector([])) })
        }
        return PrimitiveSequence<Trait, Result>(
            raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector)
        )
    }

    /// Combines the elements of the singles of `collection` into an array; see
    /// `zip(_:resultSelector:)`.
    ///
    /// - Parameter collection: The singles, subscribed in order.
    /// - Returns: A single of the elements, in the collection's order; `[]` for an empty collection.
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> PrimitiveSequence<Trait, [Element]>
    where Sources.Element == PrimitiveSequence<Trait, Element> {
        guard !collection.isEmpty else {
            return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
        }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map { $0.source }))
    }
}
