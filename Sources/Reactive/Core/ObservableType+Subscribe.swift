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
        let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        // One closure, built here so that delivery runs in code specialised in the caller; the
        // latch drops whatever arrives after the first stop event, as `AnonymousObserver` does.
        let latch = StopLatch()
        let handler = { (event: Event<Element>) in
            switch event {
            case .next(let value):
                if latch.isStopped { return }
                onNext?(value)
            case .error(let error):
                guard latch.stop() else { return }
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
                disposable.dispose()
            case .completed:
                guard latch.stop() else { return }
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(asObservable().subscribeHandler(handler), disposable)
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
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
