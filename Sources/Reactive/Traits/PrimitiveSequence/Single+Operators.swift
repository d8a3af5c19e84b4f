extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the single's event and lifecycle, passing the event on unchanged.
    ///
    /// - Parameters:
    ///   - onSuccess: Runs before the element is forwarded; throwing fails the single instead.
    ///   - afterSuccess: Runs after the element is forwarded.
    ///   - onError: Runs before the error is forwarded.
    ///   - afterError: Runs after the error is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription ends, for any reason.
    /// - Returns: The same single, with the side effects.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess,
                afterNext: afterSuccess,
                onError: onError,
                afterError: afterError,
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
    /// - Parameter transform: Maps the element; throwing fails the single.
    /// - Returns: The mapped single.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Keeps the element only if it satisfies `predicate`, which makes the result a `Maybe`.
    ///
    /// ```
    /// source:                   --(1|)
    /// filter { $0 % 2 == 0 }:   --|
    /// ```
    ///
    /// - Parameter predicate: Decides whether the element passes; throwing fails the result.
    /// - Returns: A maybe of the element.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element and completes empty when the result is nil.
    ///
    /// - Parameter transform: Maps the element, or returns nil to drop it.
    /// - Returns: A maybe of the transformed element.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the single `selector` makes from the element.
    ///
    /// ```
    /// source:                       --(1|)
    /// flatMap { .just($0 + 1) }:    --(2|)
    /// ```
    ///
    /// - Parameter selector: Makes the next single from the element; throwing fails the result.
    /// - Returns: The second single's outcome.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the maybe `selector` makes from the element.
    ///
    /// - Parameter selector: Makes the maybe from the element; throwing fails the result.
    /// - Returns: The maybe's outcome.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the completable `selector` makes from the element.
    ///
    /// - Parameter selector: Makes the completable from the element; throwing fails the result.
    /// - Returns: The completable's outcome.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Succeeds with `element` when the single fails.
    ///
    /// ```
    /// source:             --#
    /// catchAndReturn(0):  --(0|)
    /// ```
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A single that never fails.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The single as a `Maybe`, which then always has an element unless it fails.
    ///
    /// - Returns: The maybe.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// The single as a `Completable`: the element is dropped, the error kept.
    ///
    /// - Returns: The completable.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}
