extension ObservableType {
    /// Subscribes a closure to every event.
    ///
    /// - Parameter on: Receives each event.
    /// - Returns: The subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
        let observer = AnonymousObserver(on)
        return asObservable().subscribeHandler { observer.on($0) }
    }

    /// Subscribes closures to the elements, the error, completion and disposal of the sequence.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`. `onDisposed` runs
    /// once, after a stop event or when the subscription is disposed, whichever comes first.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onError: Receives the error that ended the sequence.
    ///   - onCompleted: Runs when the sequence completes.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: The subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        // The event closure captures only the observer, so it needs no context of its own, and is
        // built here so that delivery runs in code specialised in the caller. The subscription
        // holds none of the closures and lets go of upstream when disposed, so a closure that
        // captures its own subscription is no reference cycle.
        let runOnDisposed = onDisposed.map { AnonymousDisposable($0) }
        let observer = ClosureObserver(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: runOnDisposed
        )
        let source = asObservable()
        guard let runOnDisposed else {
            // A subject's subscription holds nothing to let go of: returned as is, it saves the
            // wrapper's allocation per subscriber to a subject, relay or `share`; and where the
            // subject keeps the observer itself, it saves the box around an event closure too.
            switch source.closureSubscriptionRoute {
            case .receiver:
                return source.subscribeReceiver(observer)
            case .unwrapped:
                return source.subscribeHandler { observer.on($0) }
            case .wrapped:
                return ClosureSubscription(source.subscribeHandler { observer.on($0) })
            }
        }
        return Disposables.create(source.subscribeHandler { observer.on($0) }, runOnDisposed)
    }

    /// Subscribes closures that receive `object` as well, holding it weakly: once `object` is
    /// deallocated, events are ignored.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; held weakly.
    ///   - onNext: Receives the object and each element.
    ///   - onError: Receives the object and the error.
    ///   - onCompleted: Receives the object on completion.
    ///   - onDisposed: Receives the object when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onNext: weakly(object, onNext),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }
}
