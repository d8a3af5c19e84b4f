extension ObservableConvertibleType {
    /// The sequence as an `Infallible` that ends with `element` in place of an error.
    ///
    /// ```
    /// source:                               -1-2-#
    /// asInfallible(onErrorJustReturn: 0):   -1-2-(0|)
    /// ```
    ///
    /// - Parameter element: The element emitted, before completing, if the source fails.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an `Infallible` that continues with `infallible` if the source fails.
    ///
    /// ```
    /// source:                                  -1-2-#
    /// asInfallible(onErrorFallbackTo: -3-4-|): -1-2--3-4-|
    /// ```
    ///
    /// - Parameter infallible: The sequence to continue with.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an `Infallible` that continues with the sequence `onErrorRecover` makes
    /// from the error.
    ///
    /// - Parameter onErrorRecover: Makes the sequence to continue with.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorRecover: @escaping (_ error: any Swift.Error) -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// The sequence as a `Driver`: delivered on the driver's scheduler and shared with a replay of
    /// the latest element.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequence {
    /// The shared sequence as an `Infallible`, which keeps its sharing and its scheduler.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an `Infallible`: its current value at once, then every accepted value.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension PublishRelay {
    /// The relay as an `Infallible` of every value accepted from now on.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the buffered values at once, then every accepted value.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
