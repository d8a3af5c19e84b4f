extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Pairs each element with `object`, held weakly, through `resultSelector`; once `object` is
    /// deallocated, the next element completes the signal instead.
    ///
    /// ```
    /// signal:                    -1-2-----3-
    /// withUnretained(o) { … }:   -a-b-----|      (o deallocated between 2 and 3)
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object to pair with; not retained.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The signal of paired elements.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly, in a tuple; once `object` is deallocated, the
    /// next element completes the signal instead.
    ///
    /// - Parameter object: The object to pair with; not retained.
    /// - Returns: The signal of tuples of the object and each element.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        withUnretained(object) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable on drivers, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameters:
    ///   - object: The object to pair with.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: Never; the method cannot be called.
    @available(
        *, unavailable,
        message: "withUnretained is not offered on Driver; use drive(with:onNext:onCompleted:onDisposed:) instead"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Unavailable on drivers, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameter object: The object to pair with.
    /// - Returns: Never; the method cannot be called.
    @available(
        *, unavailable,
        message: "withUnretained is not offered on Driver; use drive(with:onNext:onCompleted:onDisposed:) instead"
    )
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        SharedSequence(asObservable().withUnretained(object))
    }
}
