// The `zip` of `Single`: RxSwift's 2 to 8 sources, with a result selector or into a tuple, and the
// collection forms, each built on the observable `zip`.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Combines the elements of two singles with `resultSelector`.
    ///
    /// ```
    /// source1:   -(1|)
    /// source2:   ---(2|)
    /// zip(+):    ---(3|)
    /// ```
    ///
    /// The result succeeds once every source has, and fails as soon as one fails or
    /// `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1: The first source; subscribed first.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the elements.
    /// - Returns: A single of the combined element.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Combines the elements of three singles with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the combined element.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source,
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of four singles with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the combined element.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source,
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of five singles with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the combined element.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source,
                source3.source, source4.source, source5.source,
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of six singles with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the combined element.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        _ source6: PrimitiveSequence<Trait, E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source,
                source4.source, source5.source, source6.source,
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of seven singles with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the combined element.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        let (s1, s2, s3, s4) = (source1.source, source2.source, source3.source, source4.source)
        let (s5, s6, s7) = (source5.source, source6.source, source7.source)
        // Observable.zip stops at six sources; the same producer takes any number.
        let raw = ZipProducer<Element>(completesEarly: false) { wiring in
            let (c1, c2, c3, c4) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3), wiring.queue(s4))
            let (c5, c6, c7) = (wiring.queue(s5), wiring.queue(s6), wiring.queue(s7))
            return {
                try resultSelector(
                    c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(),
                    c5.dequeue(), c6.dequeue(), c7.dequeue()
                )
            }
        }
        return PrimitiveSequence(raw: raw)
    }

    /// Combines the elements of eight singles with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the combined element.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>,
        _ source8: PrimitiveSequence<Trait, E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        let (s1, s2, s3, s4) = (source1.source, source2.source, source3.source, source4.source)
        let (s5, s6, s7, s8) = (source5.source, source6.source, source7.source, source8.source)
        // Observable.zip stops at six sources; the same producer takes any number.
        let raw = ZipProducer<Element>(completesEarly: false) { wiring in
            let (c1, c2, c3, c4) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3), wiring.queue(s4))
            let (c5, c6, c7, c8) = (wiring.queue(s5), wiring.queue(s6), wiring.queue(s7), wiring.queue(s8))
            return {
                try resultSelector(
                    c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(),
                    c5.dequeue(), c6.dequeue(), c7.dequeue(), c8.dequeue()
                )
            }
        }
        return PrimitiveSequence(raw: raw)
    }
}

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

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Combines the elements of two singles into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the tuple of elements.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence<Trait, (E1, E2)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of three singles into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the tuple of elements.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four singles into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the tuple of elements.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of five singles into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the tuple of elements.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the elements of six singles into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the tuple of elements.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        _ source6: PrimitiveSequence<Trait, E6>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the elements of seven singles into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the tuple of elements.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>.zip(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the elements of eight singles into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A single of the tuple of elements.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>,
        _ source8: PrimitiveSequence<Trait, E8>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>.zip(
            source1, source2, source3, source4, source5, source6, source7, source8
        ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
