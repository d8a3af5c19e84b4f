/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element or fails: a request, a computation, a lookup.
///
/// ```
/// success: --(a|)      failure: --#
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, any Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` body reports its one event to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe closure, called once per subscription.
    ///
    /// Report exactly one event; anything after it is dropped (and reported in debug builds, as for
    /// `Observable.create`). The returned disposable is disposed after the event or on cancellation.
    ///
    /// ```swift
    /// let answer = Single<Int>.create { observer in
    ///     observer(.success(42))
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Reports the event and returns what to dispose on cancellation.
    /// - Returns: The single.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> any Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return Single(raw: source)
    }

    /// Subscribes a closure to the single's one event.
    ///
    /// - Parameter observer: Receives `.success` or `.failure`, once.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
        var delivered = false
        return primitiveSequence.asObservable().subscribe { event in
            // Events are serial, so `delivered` needs no lock.
            guard !delivered else { return }
            delivered = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            // Unreachable for singles built by the runtime; a bare completion has no element.
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures to the element, the error and the end of the subscription.
    ///
    /// An error with no `onFailure` handler goes to `Hooks.defaultErrorHandler`. `onDisposed` runs
    /// once, after the event or when the subscription is disposed, whichever comes first.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onFailure: Receives the error.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: The subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((any Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { (event: SingleEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure {
                    onFailure(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
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
    ///   - onFailure: Receives the object and the error.
    ///   - onDisposed: Receives the object when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, any Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onFailure: weakly(object, onFailure),
            onDisposed: weakly(object, onDisposed)
        )
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single that succeeds with `element` at once.
    ///
    /// - Parameter element: The element.
    /// - Returns: The single.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// A single that succeeds with `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    /// - Returns: The single.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// A single that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The single.
    public static func error(_ error: any Swift.Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// A single that never delivers anything.
    ///
    /// - Returns: The single.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }
}
