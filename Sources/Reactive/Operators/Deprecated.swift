// The RxSwift 5 spellings that RxSwift 6 still offers as deprecated renames, so that older code
// and documents compile with a fix-it pointing at the new name. Each forwards to the new operator.

extension ObservableType {
    /// Emits the source's elements until `other` emits an element; renamed `take(until:)`.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements up to `other`'s first element.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        take(until: other)
    }

    /// Emits elements until `predicate` holds; renamed `take(until:behavior:)`.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that ends the sequence is emitted.
    ///   - predicate: Returns true to end the sequence.
    /// - Returns: The prefix of the source.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }

    /// Emits elements while `predicate` holds; renamed `take(while:)`.
    ///
    /// - Parameter predicate: Returns false to end the sequence.
    /// - Returns: The prefix of the source.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Emits the source's elements for `duration`, then completes; renamed `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to pass elements on.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's elements of the first `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Emits only the element at `index`; renamed `element(at:)`.
    ///
    /// - Parameter index: The position of the element to emit, counting from zero.
    /// - Returns: A sequence of that one element.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }

    /// Drops elements while `predicate` holds; renamed `skip(while:)`.
    ///
    /// - Parameter predicate: Returns false to start emitting.
    /// - Returns: The rest of the sequence.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// Drops the source's elements until `other` emits an element; renamed `skip(until:)`.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements after `other`'s first element.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        skip(until: other)
    }

    /// Delivers the source's events on `scheduler`; renamed `observe(on:)`.
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The source's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// Subscribes to and disposes the source on `scheduler`; renamed `subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where the source is subscribed and disposed.
    /// - Returns: The source's events.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// Continues with the sequence `handler` returns when the source fails; renamed `catch(_:)`.
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with.
    /// - Returns: The source's elements, then the recovery sequence's.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element>
    {
        `catch`(handler)
    }

    /// Completes with `element` when the source fails; renamed `catchAndReturn(_:)`.
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A sequence that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Subscribes to each sequence in turn while they fail; renamed `catch(sequence:)`.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: The elements of every source subscribed.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }

    /// Resubscribes after a `Failure` each time the trigger emits; renamed `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The source's elements across its attempts.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Failure: Swift.Error, Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after any error each time the trigger emits; renamed `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The source's elements across its attempts.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}
