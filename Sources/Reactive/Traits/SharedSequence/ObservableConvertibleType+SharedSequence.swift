// The strategy-generic conversions, for code that builds a `SharedSequence` of a strategy it is
// given; `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)` are their usual forms.

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of strategy `S` that ends with `onErrorJustReturn` in
    /// place of an error.
    ///
    /// ```swift
    /// let taps: Signal<Int> = source.asSharedSequence(onErrorJustReturn: -1)
    /// ```
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy; inferred from the result type when omitted.
    ///   - onErrorJustReturn: The element emitted, before completing, if the source fails.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// The sequence as a shared sequence of strategy `S` that continues with `onErrorDriveWith` if
    /// the source fails.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy; inferred from the result type when omitted.
    ///   - onErrorDriveWith: The shared sequence to continue with.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// The sequence as a shared sequence of strategy `S` that continues with the one
    /// `onErrorRecover` makes from the error.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy; inferred from the result type when omitted.
    ///   - onErrorRecover: Makes the shared sequence to continue with.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: any Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { onErrorRecover($0).asObservable() }
        return SharedSequence(source)
    }
}
