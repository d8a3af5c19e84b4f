extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element and completion to `observers`.
    ///
    /// Events arrive on the main queue (or the mocked scheduler). The closures and observers are
    /// neither `@Sendable` nor `@MainActor`; see `docs/Operators/Driver.md` for why.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribeBinding(observers) { $0 }
    }

    /// Sends every element, wrapped in an optional, and completion to `observers`.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribeBinding(observers) { Optional($0) }
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Subscribes closures to the elements, completion and the end of the subscription.
    ///
    /// There is no error callback: a driver cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs when the driver completes.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: The subscription.
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribeBinding(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
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
    @inlinable
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        drive(
            onNext: weakly(object, onNext),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Subscribes without handling the events, to keep the driver's side effects running.
    ///
    /// - Returns: The subscription.
    @inlinable
    public func drive() -> any Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Hands the driver, as an observable, to `transformation` and returns what it returns: the
    /// way to drive a binding function written for observables.
    ///
    /// ```swift
    /// let subscription = results.drive { $0.subscribe(onNext: { print($0) }) }
    /// ```
    ///
    /// - Parameter transformation: Subscribes to the observable, typically.
    /// - Returns: What `transformation` returned.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Hands the driver, as an observable, to a curried binding function along with its second
    /// argument, and returns what it returns.
    ///
    /// - Parameters:
    ///   - with: The curried function: given the observable, it takes `curriedArgument`.
    ///   - curriedArgument: The argument passed on.
    /// - Returns: What the function returned.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }
}
