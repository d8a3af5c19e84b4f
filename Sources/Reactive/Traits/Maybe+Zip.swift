// The fixed-arity `zip` of `Maybe`: RxSwift's 2 to 8 sources, with a result selector or into a
// tuple, each built on the observable `zip` (which completes once every source has completed).

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Combines the elements of two maybes with `resultSelector`.
    ///
    /// ```
    /// source1:   -(1|)
    /// source2:   ---(2|)
    /// zip(+):    ---(3|)
    /// ```
    ///
    /// The result succeeds once every source has, and fails as soon as one fails or
    /// `resultSelector` throws. Once a source completes empty there is nothing to combine: the
    /// result completes empty when the others have completed too.
    ///
    /// - Parameters:
    ///   - source1: The first source; subscribed first.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the elements.
    /// - Returns: A maybe of the combined element.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Combines the elements of three maybes with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the combined element.
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

    /// Combines the elements of four maybes with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the combined element.
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

    /// Combines the elements of five maybes with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the combined element.
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

    /// Combines the elements of six maybes with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the combined element.
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

    /// Combines the elements of seven maybes with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the combined element.
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

    /// Combines the elements of eight maybes with `resultSelector`; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the combined element.
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

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// Combines the elements of two maybes into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the tuple of elements.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence<Trait, (E1, E2)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of three maybes into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the tuple of elements.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four maybes into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the tuple of elements.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of five maybes into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the tuple of elements.
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

    /// Combines the elements of six maybes into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the tuple of elements.
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

    /// Combines the elements of seven maybes into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the tuple of elements.
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

    /// Combines the elements of eight maybes into a tuple; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: A maybe of the tuple of elements.
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
