// The fixed-arity `zip` of shared sequences, two to eight sources as in RxCocoa: thin typed
// wrappers around `ZipProducer` (see Operators/Zip.swift). The result selectors cannot throw,
// unlike RxCocoa's: a throwing selector would be the one way to make a driver fail.

extension SharedSequence {
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
    ///   - resultSelector: Combines the elements at one index; it cannot throw, since a shared
    ///     sequence cannot fail.
    /// - Returns: The zipped shared sequence.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                return { resultSelector(c1.dequeue(), c2.dequeue()) }
            }
        )
    }

    /// Pairs the elements of three shared sequences by index; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<
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
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                return { resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue()) }
            }
        )
    }

    /// Pairs the elements of four shared sequences by index; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<
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
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                return { resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue()) }
            }
        )
    }

    /// Pairs the elements of five shared sequences by index; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<
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
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                let c5 = wiring.queue(source5.asObservable())
                return { resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue()) }
            }
        )
    }

    /// Pairs the elements of six shared sequences by index; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<
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
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                let c5 = wiring.queue(source5.asObservable())
                let c6 = wiring.queue(source6.asObservable())
                return {
                    resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue())
                }
            }
        )
    }

    /// Pairs the elements of seven shared sequences by index; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<
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
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                let c5 = wiring.queue(source5.asObservable())
                let c6 = wiring.queue(source6.asObservable())
                let c7 = wiring.queue(source7.asObservable())
                return {
                    resultSelector(
                        c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue(), c7.dequeue()
                    )
                }
            }
        )
    }

    /// Pairs the elements of eight shared sequences by index; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<
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
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                let c5 = wiring.queue(source5.asObservable())
                let c6 = wiring.queue(source6.asObservable())
                let c7 = wiring.queue(source7.asObservable())
                let c8 = wiring.queue(source8.asObservable())
                return {
                    resultSelector(
                        c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue(),
                        c7.dequeue(), c8.dequeue())
                }
            }
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines by index the elements of two shared sequences into tuples; see
    /// `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the elements at each index.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines by index the elements of three shared sequences into tuples; see
    /// `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the elements at each index.
    public static func zip<
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
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) {
            ($0, $1, $2)
        }
    }

    /// Combines by index the elements of four shared sequences into tuples; see
    /// `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the elements at each index.
    public static func zip<
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
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>.zip(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }

    /// Combines by index the elements of five shared sequences into tuples; see
    /// `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the elements at each index.
    public static func zip<
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
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Combines by index the elements of six shared sequences into tuples; see
    /// `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the elements at each index.
    public static func zip<
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
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines by index the elements of seven shared sequences into tuples; see
    /// `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the elements at each index.
    public static func zip<
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
        >.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines by index the elements of eight shared sequences into tuples; see
    /// `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the elements at each index.
    public static func zip<
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
        >.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
