// The fixed-arity `combineLatest` of shared sequences, two to eight sources as in RxCocoa: thin
// typed wrappers around `CombineLatestProducer` (see Operators/CombineLatest.swift). The result
// selectors cannot throw, unlike RxCocoa's: a throwing selector would be the one way to make a
// driver fail.

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
    ///   - resultSelector: Combines the latest element of each; it cannot throw, since a shared
    ///     sequence cannot fail.
    /// - Returns: The combined shared sequence.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                return { resultSelector(c1.element, c2.element) }
            }
        )
    }

    /// Combines the latest elements of three shared sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
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
        SharedSequence(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                return { resultSelector(c1.element, c2.element, c3.element) }
            }
        )
    }

    /// Combines the latest elements of four shared sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                return { resultSelector(c1.element, c2.element, c3.element, c4.element) }
            }
        )
    }

    /// Combines the latest elements of five shared sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                let c5 = wiring.latest(source5.asObservable())
                return { resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element) }
            }
        )
    }

    /// Combines the latest elements of six shared sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                let c5 = wiring.latest(source5.asObservable())
                let c6 = wiring.latest(source6.asObservable())
                return { resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element, c6.element) }
            }
        )
    }

    /// Combines the latest elements of seven shared sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
        O7.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                let c5 = wiring.latest(source5.asObservable())
                let c6 = wiring.latest(source6.asObservable())
                let c7 = wiring.latest(source7.asObservable())
                return {
                    resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element, c6.element, c7.element)
                }
            }
        )
    }

    /// Combines the latest elements of eight shared sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
            -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
        O7.SharingStrategy == SharingStrategy, O8.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                let c5 = wiring.latest(source5.asObservable())
                let c6 = wiring.latest(source6.asObservable())
                let c7 = wiring.latest(source7.asObservable())
                let c8 = wiring.latest(source8.asObservable())
                return {
                    resultSelector(
                        c1.element, c2.element, c3.element, c4.element, c5.element, c6.element, c7.element, c8.element)
                }
            }
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of two shared sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of three shared sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) {
            ($0, $1, $2)
        }
    }

    /// Combines the latest elements of four shared sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }

    /// Combines the latest elements of five shared sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the latest elements of six shared sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
            .combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the latest elements of seven shared sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7
    ) -> SharedSequence<
        SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
        O7.SharingStrategy == SharingStrategy
    {
        SharedSequence<
            SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
        >.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the latest elements of eight shared sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        _ source8: O8
    ) -> SharedSequence<
        SharingStrategy,
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    >
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
        O7.SharingStrategy == SharingStrategy, O8.SharingStrategy == SharingStrategy
    {
        SharedSequence<
            SharingStrategy,
            (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
        >.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
