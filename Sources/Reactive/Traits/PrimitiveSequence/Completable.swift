/// The trait of `Completable`: no elements, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails: a save, a delete, a fire-and-forget job.
///
/// ```
/// done: --|      failure: --#
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a `Completable` delivers, once.
public enum CompletableEvent {
    /// The error; the completable is over.
    case error(any Swift.Error)
    /// Completion; the completable is over.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The closure a `Completable.create` body reports its one event to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe closure, called once per subscription.
    ///
    /// Report exactly one event; anything after it is dropped (and reported in debug builds).
    ///
    /// - Parameter subscribe: Reports the event and returns what to dispose on cancellation.
    /// - Returns: The completable.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> any Disposable) -> Completable {
        let source = Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return Completable(raw: source)
    }

    /// Subscribes a closure to the completable's one event.
    ///
    /// - Parameter observer: Receives `.completed` or `.error`, once.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
        primitiveSequence.asObservable().subscribe { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures to completion, the error and the end of the subscription.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`. `onDisposed` runs
    /// once, after the event or when the subscription is disposed, whichever comes first.
    ///
    /// - Parameters:
    ///   - onCompleted: Runs when the completable completes.
    ///   - onError: Receives the error.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: The subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { (event: CompletableEvent) in
            switch event {
            case .completed:
                onCompleted?()
            case .error(let error):
                if let onError {
                    onError(error)
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
    ///   - onCompleted: Receives the object when the completable completes.
    ///   - onError: Receives the object and the error.
    ///   - onDisposed: Receives the object when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onCompleted: weakly(object, onCompleted),
            onError: weakly(object, onError),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// A completable that completes at once.
    ///
    /// - Returns: The completable.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// A completable that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The completable.
    public static func error(_ error: any Swift.Error) -> Completable {
        Completable(raw: .error(error))
    }

    /// A completable that never delivers anything.
    ///
    /// - Returns: The completable.
    public static func never() -> Completable {
        Completable(raw: .never())
    }

    /// Runs side effects for the completable's event and lifecycle, passing the event on unchanged.
    ///
    /// - Parameters:
    ///   - onError: Runs before the error is forwarded.
    ///   - afterError: Runs after the error is forwarded.
    ///   - onCompleted: Runs before completion is forwarded; throwing fails the completable instead.
    ///   - afterCompleted: Runs after completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription ends, for any reason.
    /// - Returns: The same completable, with the side effects.
    public func `do`(
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
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
}

extension ObservableType where Element == Never {
    /// The sequence as a `Completable`.
    ///
    /// - Returns: The completable.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
