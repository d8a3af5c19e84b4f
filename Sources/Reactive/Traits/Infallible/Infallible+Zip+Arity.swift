// The fixed-arity `zip` of infallible sequences, two to eight sources as in RxSwift: thin typed
// wrappers around `ZipProducer` (see Operators/Zip.swift).

extension InfallibleType {
    /// Combines two infallible sequences element by element: the n-th result combines the n-th
    /// element of each.
    ///
    /// ```
    /// source1:  -1---2---3-|
    /// source2:  ---a---b-|
    /// zip:      ---x---y---|    x = f(1, a), y = f(2, b)
    /// ```
    ///
    /// It completes when every source has completed, as the fixed-arity `Observable.zip` does. As in
    /// RxSwift, `resultSelector` may throw (see `Infallible`).
    ///
    /// - Parameters:
    ///   - source1: The first source; subscribed first.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the elements at one index.
    /// - Returns: The combined elements.
    public static func zip<E1, E2>(
        _ source1: Infallible<E1>,
        _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                return { try resultSelector(c1.dequeue(), c2.dequeue()) }
            }
        )
    }

    /// Combines three infallible sequences element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>,
        _ source2: Infallible<E2>,
        _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                return { try resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue()) }
            }
        )
    }

    /// Combines four infallible sequences element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>,
        _ source2: Infallible<E2>,
        _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                return { try resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue()) }
            }
        )
    }

    /// Combines five infallible sequences element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>,
        _ source2: Infallible<E2>,
        _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        _ source5: Infallible<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                let c5 = wiring.queue(source5.asObservable())
                return { try resultSelector(c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue()) }
            }
        )
    }

    /// Combines six infallible sequences element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>,
        _ source2: Infallible<E2>,
        _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        _ source5: Infallible<E5>,
        _ source6: Infallible<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                let c5 = wiring.queue(source5.asObservable())
                let c6 = wiring.queue(source6.asObservable())
                return {
                    try resultSelector(
                        c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue())
                }
            }
        )
    }

    /// Combines seven infallible sequences element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>,
        _ source2: Infallible<E2>,
        _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        _ source5: Infallible<E5>,
        _ source6: Infallible<E6>,
        _ source7: Infallible<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            ZipProducer(completesEarly: false) { wiring in
                let c1 = wiring.queue(source1.asObservable())
                let c2 = wiring.queue(source2.asObservable())
                let c3 = wiring.queue(source3.asObservable())
                let c4 = wiring.queue(source4.asObservable())
                let c5 = wiring.queue(source5.asObservable())
                let c6 = wiring.queue(source6.asObservable())
                let c7 = wiring.queue(source7.asObservable())
                return {
                    try resultSelector(
                        c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue(), c7.dequeue()
                    )
                }
            }
        )
    }

    /// Combines eight infallible sequences element by element; see `zip(_:_:resultSelector:)`.
    ///
    /// - Returns: The results of `resultSelector` for each index every source has reached.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>,
        _ source2: Infallible<E2>,
        _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        _ source5: Infallible<E5>,
        _ source6: Infallible<E6>,
        _ source7: Infallible<E7>,
        _ source8: Infallible<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
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
                    try resultSelector(
                        c1.dequeue(), c2.dequeue(), c3.dequeue(), c4.dequeue(), c5.dequeue(), c6.dequeue(),
                        c7.dequeue(), c8.dequeue())
                }
            }
        )
    }
}
