/// A sequence that never fails: elements, then perhaps completion.
///
/// ```
/// source:                          -1-2-#
/// asInfallible(onErrorJustReturn: 0):  -1-2-(0|)
/// ```
///
/// Unlike `Driver` and `Signal`, an infallible sequence neither shares its subscription nor moves
/// delivery to another scheduler: it is a plain sequence whose type says it cannot fail. Build one
/// with `asInfallible(onErrorJustReturn:)` and its siblings, `Infallible.create`, or the creation
/// operators (`just`, `of`, `from`, …), and subscribe with `subscribe(onNext:onCompleted:onDisposed:)`,
/// which has no error callback.
///
/// As in RxSwift, the operators that take another sequence (`flatMap`, `concat`, `take(until:)`, …)
/// accept any `ObservableConvertibleType`, and a few take throwing closures; an error let in that
/// way reaches `Hooks.defaultErrorHandler` (from the closure subscriptions and the relay
/// bindings), or is reported as a `.bindingError` anomaly by `subscribe(_:)` and `bind(to:)` with
/// observers, as RxSwift routes it.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, which must not fail.
    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The events as an `Observable`.
    ///
    /// - Returns: The underlying sequence.
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// A type whose values are infallible sequences; the operators of `Infallible` are defined on it.
public protocol InfallibleType: ObservableConvertibleType {}

/// What an `Infallible.create` body reports: an element, or completion. There is no error case.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)

    /// The sequence completed.
    case completed
}
