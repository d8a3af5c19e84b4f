// The fixed-arity `combineLatest` of infallible sequences, two to eight sources as in RxSwift: thin
// typed wrappers around `CombineLatestProducer` (see Operators/CombineLatest.swift).

extension Infallible {
    /// Combines the latest elements of two infallible sequences whenever either emits, once both
    /// have emitted.
    ///
    /// ```
    /// source1:        -1---2-----|
    /// source2:        ---a---b-----|
    /// combineLatest:  ---x-y-z-----|    x = f(1, a), y = f(2, a), z = f(2, b)
    /// ```
    ///
    /// It completes when every source has completed, as `Observable.combineLatest` does. As in
    /// RxSwift, `resultSelector` may throw (see `Infallible`).
    ///
    /// - Parameters:
    ///   - source1: The first source; subscribed first.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The combined elements.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                return { try resultSelector(c1.element, c2.element) }
            }
        )
    }

    /// Combines the latest elements of three infallible sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                return { try resultSelector(c1.element, c2.element, c3.element) }
            }
        )
    }

    /// Combines the latest elements of four infallible sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                return { try resultSelector(c1.element, c2.element, c3.element, c4.element) }
            }
        )
    }

    /// Combines the latest elements of five infallible sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                let c5 = wiring.latest(source5.asObservable())
                return { try resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element) }
            }
        )
    }

    /// Combines the latest elements of six infallible sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                let c5 = wiring.latest(source5.asObservable())
                let c6 = wiring.latest(source6.asObservable())
                return { try resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element, c6.element) }
            }
        )
    }

    /// Combines the latest elements of seven infallible sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws ->
            Element
    ) -> Infallible<Element> {
        Infallible(
            CombineLatestProducer { wiring in
                let c1 = wiring.latest(source1.asObservable())
                let c2 = wiring.latest(source2.asObservable())
                let c3 = wiring.latest(source3.asObservable())
                let c4 = wiring.latest(source4.asObservable())
                let c5 = wiring.latest(source5.asObservable())
                let c6 = wiring.latest(source6.asObservable())
                let c7 = wiring.latest(source7.asObservable())
                return {
                    try resultSelector(
                        c1.element, c2.element, c3.element, c4.element, c5.element, c6.element, c7.element)
                }
            }
        )
    }

    /// Combines the latest elements of eight infallible sequences; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)
            throws -> Element
    ) -> Infallible<Element> {
        Infallible(
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
                    try resultSelector(
                        c1.element, c2.element, c3.element, c4.element, c5.element, c6.element, c7.element, c8.element)
                }
            }
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of two infallible sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of three infallible sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the latest elements of four infallible sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.combineLatest(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }

    /// Combines the latest elements of five infallible sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.combineLatest(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the latest elements of six infallible sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the latest elements of seven infallible sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the latest elements of eight infallible sequences into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>
            .combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
