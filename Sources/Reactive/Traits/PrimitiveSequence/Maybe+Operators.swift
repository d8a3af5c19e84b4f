extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the maybe's event and lifecycle, passing the event on unchanged.
    ///
    /// - Parameters:
    ///   - onNext: Runs before the element is forwarded; throwing fails the maybe instead.
    ///   - afterNext: Runs after the element is forwarded.
    ///   - onError: Runs before the error is forwarded.
    ///   - afterError: Runs after the error is forwarded.
    ///   - onCompleted: Runs before completion is forwarded; throwing fails the maybe instead.
    ///   - afterCompleted: Runs after completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription ends, for any reason.
    /// - Returns: The same maybe, with the side effects.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext,
                afterNext: afterNext,
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Transforms the element with `transform`.
    ///
    /// ```
    /// source:            --(1|)
    /// map { $0 * 10 }:   --(10|)
    /// ```
    ///
    /// - Parameter transform: Maps the element; throwing fails the maybe.
    /// - Returns: The mapped maybe.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Keeps the element only if it satisfies `predicate`.
    ///
    /// - Parameter predicate: Decides whether the element passes; throwing fails the maybe.
    /// - Returns: The filtered maybe.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element and completes empty when the result is nil.
    ///
    /// ```
    /// source:                 --("1"|)     --("a"|)
    /// compactMap(Int.init):   --(1|)       --|
    /// ```
    ///
    /// - Parameter transform: Maps the element, or returns nil to drop it; throwing fails the maybe.
    /// - Returns: A maybe of the transformed element.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the maybe `selector` makes from the element; completes empty if there is none.
    ///
    /// - Parameter selector: Makes the next maybe from the element; throwing fails the result.
    /// - Returns: The second maybe's outcome.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Succeeds with `element` when the maybe fails.
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A maybe that never fails.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
