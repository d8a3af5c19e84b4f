/// The trait of `Maybe`: at most one element, then completion, or an error.
public enum MaybeTrait {}

/// A sequence that emits one element, completes empty, or fails: a cache lookup, an optional result.
///
/// ```
/// success: --(a|)      empty: --|      failure: --#
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers, once.
public enum MaybeEvent<Element> {
    /// The element; the maybe is over.
    case success(Element)
    /// The error; the maybe is over.
    case error(any Swift.Error)
    /// Completion without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` body reports its one event to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` from a subscribe closure, called once per subscription.
    ///
    /// Report exactly one event; anything after it is dropped (and reported in debug builds).
    ///
    /// - Parameter subscribe: Reports the event and returns what to dispose on cancellation.
    /// - Returns: The maybe.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> any Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return Maybe(raw: source)
    }

    /// Subscribes a closure to the maybe's one event.
    ///
    /// - Parameter observer: Receives `.success`, `.error` or `.completed`, once.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> any Disposable {
        var delivered = false
        return primitiveSequence.asObservable().subscribe { event in
            // Events are serial, so `delivered` needs no lock.
            guard !delivered else { return }
            delivered = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures to the element, the error, empty completion and the end of the
    /// subscription.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`. `onDisposed` runs
    /// once, after the event or when the subscription is disposed, whichever comes first.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error.
    ///   - onCompleted: Runs when the maybe completes without an element.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: The subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { (event: MaybeEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
            case .completed:
                onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// Subscribes closures that receive `object` as well, holding it weakly: once `object` is
    /// deallocated, the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; held weakly.
    ///   - onSuccess: Receives the object and the element.
    ///   - onError: Receives the object and the error.
    ///   - onCompleted: Receives the object when the maybe completes without an element.
    ///   - onDisposed: Receives the object when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A maybe that succeeds with `element` at once.
    ///
    /// - Parameter element: The element.
    /// - Returns: The maybe.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// A maybe that succeeds with `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    /// - Returns: The maybe.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: .just(element, scheduler: scheduler))
    }

    /// A maybe that completes at once without an element.
    ///
    /// - Returns: The maybe.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }

    /// A maybe that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The maybe.
    public static func error(_ error: any Swift.Error) -> Maybe<Element> {
        Maybe(raw: .error(error))
    }

    /// A maybe that never delivers anything.
    ///
    /// - Returns: The maybe.
    public static func never() -> Maybe<Element> {
        Maybe(raw: .never())
    }
}
