// The RxSwift 5 spellings of the traits' operators that RxSwift 6 still offers as deprecated
// renames, so that older code compiles with a fix-it pointing at the new name.

extension PrimitiveSequence {
    /// Delivers the sequence's event on `scheduler`; renamed `observe(on:)`.
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The same sequence, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes and disposes on `scheduler`; renamed `subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where the source is subscribed and disposed.
    /// - Returns: The same sequence.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Continues with the sequence `handler` returns when this one fails; renamed `catch(_:)`.
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with.
    /// - Returns: The recovered sequence.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }

    /// Resubscribes after an error of type `Failure` when the trigger emits; renamed `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The sequence across its attempts.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Failure: Swift.Error, Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after any error when the trigger emits; renamed `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The sequence across its attempts.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes closures to the element, the error and the end of the subscription; renamed
    /// `subscribe(onSuccess:onFailure:onDisposed:)`.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: The subscription.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (any Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Succeeds with `element` when the single fails; renamed `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A single that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `element` when the maybe fails; renamed `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A maybe that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
