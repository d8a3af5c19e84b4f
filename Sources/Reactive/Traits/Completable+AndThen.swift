extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// ```
    /// self:     ---|
    /// second:      --(a|)
    /// andThen:  -----(a|)
    /// ```
    ///
    /// - Parameter second: The single to run next.
    /// - Returns: A single with `second`'s outcome, or this completable's error.
    public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
        Single(raw: followed(by: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// - Parameter second: The maybe to run next.
    /// - Returns: A maybe with `second`'s outcome, or this completable's error.
    public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
        Maybe(raw: followed(by: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// - Parameter second: The completable to run next.
    /// - Returns: A completable that completes when both have.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: followed(by: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// - Parameter second: The sequence to run next.
    /// - Returns: `second`'s events, or this completable's error.
    public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
        followed(by: second)
    }

    private func followed<Next>(by second: Observable<Next>) -> Observable<Next> {
        // A completable has no elements, so the map never runs; it only changes the element type.
        let first = primitiveSequence.source.map { (nothing: Never) -> Next in }
        return first.concat(second)
    }
}
