// The fixed-arity overloads of `zip`, for 2 to 8 sources as in RxSwift: thin typed wrappers around
// `ZipProducer` (see Zip.swift).
// Each one gives every source a typed queue and reads one element from each to build a result.

extension ObservableType {
    /// Combines two sources element by element: the n-th result combines the n-th element of each.
    ///
    /// ```
    /// source1:  -1---2-----3-|
    /// source2:  ---a---b-|
    /// zip:      ---x---y-----|       x = f(1, a), y = f(2, b)
    /// ```
    ///
    /// Each source's elements wait in a queue until the other source has one to pair with. The
    /// result fails as soon as a source fails or `resultSelector` throws, and completes when both
    /// sources have completed (as in RxSwift; the collection overloads can complete earlier).
    ///
    /// - Parameters:
    ///   - source1: The first source; subscribed first.
    ///   - source2: The second source.
    ///   - resultSelector: Combines one element of each source.
    /// - Returns: The combined elements.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        return ZipProducer(completesEarly: false) { wiring in
            let (c1, c2) = (wiring.queue(s1), wiring.queue(s2))
            return { try resultSelector(c1.dequeue(), c2.dequeue()) }
        }
    }

    /// Combines three sources element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each n-th element of the sources.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return ZipProducer(completesEarly: false) { wiring in
            let (c1, c2, c3) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3))
            return { try resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue()) }
        }
    }

    /// Combines four sources element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each n-th element of the sources.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        let (s3, s4) = (source3.asObservable(), source4.asObservable())
        return ZipProducer(completesEarly: false) { wiring in
            let (c1, c2, c3, c4) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3), wiring.queue(s4))
            return { try resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue()) }
        }
    }

    /// Combines five sources element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each n-th element of the sources.
    public static func zip<
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
        return ZipProducer(completesEarly: false) { wiring in
            let (c1, c2, c3) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3))
            let (c4, c5) = (wiring.queue(s4), wiring.queue(s5))
            return { try resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue()) }
        }
    }

    /// Combines six sources element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each n-th element of the sources.
    public static func zip<
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
        return ZipProducer(completesEarly: false) { wiring in
            let (c1, c2, c3) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3))
            let (c4, c5, c6) = (wiring.queue(s4), wiring.queue(s5), wiring.queue(s6))
            return {
                try resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue())
            }
        }
    }

    /// Combines seven sources element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each n-th element of the sources.
    public static func zip<
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
        return ZipProducer(completesEarly: false) { wiring in
            let (c1, c2, c3) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3))
            let (c4, c5, c6) = (wiring.queue(s4), wiring.queue(s5), wiring.queue(s6))
            let c7 = wiring.queue(s7)
            return {
                try resultSelector(
                    c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue(), c7.dequeue())
            }
        }
    }

    /// Combines eight sources element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each n-th element of the sources.
    public static func zip<
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
        return ZipProducer(completesEarly: false) { wiring in
            let (c1, c2, c3) = (wiring.queue(s1), wiring.queue(s2), wiring.queue(s3))
            let (c4, c5, c6) = (wiring.queue(s4), wiring.queue(s5), wiring.queue(s6))
            let (c7, c8) = (wiring.queue(s7), wiring.queue(s8))
            return {
                try resultSelector(
                    c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue(), c7.dequeue(),
                    c8.dequeue())
            }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines two sources element by element into tuples; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the n-th element of each source.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines three sources element by element into tuples; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the n-th element of each source.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines four sources element by element into tuples; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the n-th element of each source.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }

    /// Combines five sources element by element into tuples; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the n-th element of each source.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Combines six sources element by element into tuples; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the n-th element of each source.
    public static func zip<
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
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines seven sources element by element into tuples; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the n-th element of each source.
    public static func zip<
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
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines eight sources element by element into tuples; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: Tuples of the n-th element of each source.
    public static func zip<
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
            .zip(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
