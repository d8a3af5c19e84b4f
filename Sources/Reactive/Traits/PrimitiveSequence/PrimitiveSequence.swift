/// A sequence with a restricted grammar, described by its `Trait`: `Single`, `Maybe` or `Completable`.
///
/// A primitive sequence wraps an `Observable` whose events already obey the trait's grammar; the
/// runtime builds them only through operators that guarantee it (`Single.create`, `asSingle()`,
/// `first()`, `toArray()`, …), so a subscriber can rely on it.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `raw`, whose events must already obey the trait's grammar.
    @usableFromInline
    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is, or wraps, a `PrimitiveSequence`; the operators of the traits are defined on it.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The element type.
    associatedtype Element

    /// The sequence as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The events of the sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// A sequence that calls `factory` anew for each subscription and subscribes to the result; if
    /// `factory` throws, the subscriber receives the error.
    ///
    /// - Parameter factory: Makes the sequence for one subscription.
    /// - Returns: The deferred sequence.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }

    /// Continues with the sequence `handler` returns when this one fails.
    ///
    /// ```
    /// source:                     --#
    /// catch { _ in .just(2) }:    --(2|)
    /// ```
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with; throwing fails the result.
    /// - Returns: The recovered sequence.
    public func `catch`(_ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Subscribes at most `maxAttemptCount` times in all, resubscribing when the sequence fails;
    /// the last attempt's error is forwarded.
    ///
    /// ```
    /// source (each attempt):  -#
    /// retry(2):               -#-#   (two subscriptions, then the error)
    /// ```
    ///
    /// - Parameter maxAttemptCount: The total number of subscriptions, the first included.
    /// - Returns: The sequence across its attempts.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes after an error of type `Failure` each time the trigger that
    /// `notificationHandler` builds from those errors emits an element; see
    /// `ObservableType.retry(when:)` for the rules.
    ///
    /// ```
    /// attempt 1:             -#
    /// attempt 2:               -(1|)
    /// retry(when: { $0 }):   ---(1|)
    /// ```
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The sequence across its attempts.
    public func retry<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after any error each time the trigger that `notificationHandler` builds from
    /// the errors emits an element; see `ObservableType.retry(when:)` for the rules.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The sequence across its attempts.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<any Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Prints every event and the subscription's lifecycle to standard output; see
    /// `ObservableType.debug(_:trimOutput:file:line:function:)`.
    ///
    /// - Parameters:
    ///   - identifier: The label of each line; by default the file, line and function of the call.
    ///   - trimOutput: Shortens long event descriptions to 40 characters.
    ///   - file: The calling file (filled in).
    ///   - line: The calling line (filled in).
    ///   - function: The calling function (filled in).
    /// - Returns: The same sequence.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }

    /// A sequence that creates a resource for each subscription, builds the sequence from it, and
    /// disposes the resource when the subscription ends.
    ///
    /// If either factory throws, the subscriber receives the error (and a resource already made is
    /// disposed).
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource.
    ///   - primitiveSequenceFactory: Makes the sequence that uses the resource.
    /// - Returns: The sequence.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(resourceFactory) { resource in try primitiveSequenceFactory(resource).source }
        )
    }
}
