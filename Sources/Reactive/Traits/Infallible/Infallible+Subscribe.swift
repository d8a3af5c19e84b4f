extension InfallibleType {
    /// Subscribes closures to the elements, completion and the end of the subscription.
    ///
    /// There is no error callback: an infallible sequence cannot fail. An error let in through an
    /// operator that accepts any sequence goes to `Hooks.defaultErrorHandler`, as for an
    /// `Observable` subscribed without `onError`.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs when the sequence completes.
    ///   - onDisposed: Runs once when the subscription ends, for any reason.
    /// - Returns: The subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as well, holding it weakly: once `object` is
    /// deallocated, the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; held weakly.
    ///   - onNext: Receives the object and each element.
    ///   - onCompleted: Receives the object on completion.
    ///   - onDisposed: Receives the object when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(
            with: object,
            onNext: onNext,
            onError: nil,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes a closure to every event: `.next` or `.completed`.
    ///
    /// An error let in through an operator that accepts any sequence is not delivered; it is
    /// reported as a `.bindingError` anomaly (see `Hooks.anomalyHandler`), where RxSwift stops a
    /// debug build.
    ///
    /// - Parameter on: Receives each event.
    /// - Returns: The subscription.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): reportInfallibleError(error)
            }
        }
    }

    /// The elements as an asynchronous sequence that never throws, for `for await` loops.
    ///
    /// ```swift
    /// for await value in infallible.values {
    ///     print(value)
    /// }
    /// ```
    ///
    /// The sequence is subscribed when the loop starts; the loop ends when it completes or when the
    /// task is cancelled, and cancelling or leaving the loop disposes the subscription. Elements
    /// reach the loop in the iterating task's isolation.
    public var values: AsyncInfallibleSequence<Element> {
        AsyncInfallibleSequence(source: asObservable())
    }
}

/// Reports an error that reached a subscriber of an infallible sequence.
func reportInfallibleError(_ error: any Swift.Error) {
    Hooks.report(
        .bindingError,
        "An Infallible failed with \(error). Only operators that accept any sequence (flatMap, concat, "
            + "take(until:), …) or throwing closures can let an error in; handle it there."
    )
}
