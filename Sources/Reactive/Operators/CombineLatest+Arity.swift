// The fixed-arity overloads of `combineLatest`, for 2 to 8 sources as in RxSwift: thin typed wrappers
// around `CombineLatestProducer` (see CombineLatest.swift). Each one gives every source a typed cell for
// its latest element.

extension ObservableType {
    /// Combines the latest elements of two sources whenever either emits, once both have emitted.
    ///
    /// ```
    /// source1:        -1---2-----|
    /// source2:        ---a---b-----|
    /// combineLatest:  ---x-y-z-----|    x = f(1, a), y = f(2, a), z = f(2, b)
    /// ```
    ///
    /// The result fails as soon as a source fails or `resultSelector` throws. It completes when both
    /// sources have completed, or earlier, when one source emits after the other completed without
    /// ever emitting. A source that completes without an element does not end the result by itself.
    ///
    /// - Parameters:
    ///   - source1: The first source; subscribed first.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        return CombineLatestProducer { wiring in
            let (c1, c2) = (wiring.latest(s1), wiring.latest(s2))
            return { try resultSelector(c1.element, c2.element) }
        }
    }

    /// Combines the latest elements of three sources; see `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return CombineLatestProducer { wiring in
            let (c1, c2, c3) = (wiring.latest(s1), wiring.latest(s2), wiring.latest(s3))
            return { try resultSelector(c1.element, c2.element, c3.element) }
        }
    }

    /// Combines the latest elements of four sources; see `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        let (s3, s4) = (source3.asObservable(), source4.asObservable())
        return CombineLatestProducer { wiring in
            let (c1, c2, c3, c4) = (wiring.latest(s1), wiring.latest(s2), wiring.latest(s3), wiring.latest(s4))
            return { try resultSelector(c1.element, c2.element, c3.element, c4.element) }
        }
    }

    /// Combines the latest elements of five sources; see `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        let (s4, s5) = (source4.asObservable(), source5.asObservable())
        return CombineLatestProducer { wiring in
            let (c1, c2, c3) = (wiring.latest(s1), wiring.latest(s2), wiring.latest(s3))
            let (c4, c5) = (wiring.latest(s4), wiring.latest(s5))
            return { try resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element) }
        }
    }

    /// Combines the latest elements of six sources; see `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType,
        O4: ObservableType, O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws
            -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        let (s4, s5, s6) = (source4.asObservable(), source5.asObservable(), source6.asObservable())
        return CombineLatestProducer { wiring in
            let (c1, c2, c3) = (wiring.latest(s1), wiring.latest(s2), wiring.latest(s3))
            let (c4, c5, c6) = (wiring.latest(s4), wiring.latest(s5), wiring.latest(s6))
            return { try resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element, c6.element) }
        }
    }

    /// Combines the latest elements of seven sources; see `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        let (s4, s5, s6) = (source4.asObservable(), source5.asObservable(), source6.asObservable())
        let s7 = source7.asObservable()
        return CombineLatestProducer { wiring in
            let (c1, c2, c3) = (wiring.latest(s1), wiring.latest(s2), wiring.latest(s3))
            let (c4, c5, c6) = (wiring.latest(s4), wiring.latest(s5), wiring.latest(s6))
            let c7 = wiring.latest(s7)
            return {
                try resultSelector(c1.element, c2.element, c3.element, c4.element, c5.element, c6.element, c7.element)
            }
        }
    }

    /// Combines the latest elements of eight sources; see `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` each time a source emits, once all have emitted.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
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
            throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        let (s4, s5, s6) = (source4.asObservable(), source5.asObservable(), source6.asObservable())
        let (s7, s8) = (source7.asObservable(), source8.asObservable())
        return CombineLatestProducer { wiring in
            let (c1, c2, c3) = (wiring.latest(s1), wiring.latest(s2), wiring.latest(s3))
            let (c4, c5, c6) = (wiring.latest(s4), wiring.latest(s5), wiring.latest(s6))
            let (c7, c8) = (wiring.latest(s7), wiring.latest(s8))
            return {
                try resultSelector(
                    c1.element, c2.element, c3.element, c4.element, c5.element, c6.element, c7.element, c8.element)
            }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of two sources into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of three sources into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the latest elements of four sources into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }

    /// Combines the latest elements of five sources into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the latest elements of six sources into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType,
        O4: ObservableType, O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the latest elements of seven sources into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the latest elements of eight sources into tuples; see
    /// `combineLatest(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the latest element of each source.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
            .combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
