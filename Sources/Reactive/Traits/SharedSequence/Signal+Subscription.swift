extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element and completion to `observers`.
    ///
    /// Events arrive on the main queue (or the mocked scheduler). The closures and observers are
    /// neither `@Sendable` nor `@MainActor`; see `docs/Operators/Driver.md` for why.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribeBinding(observers) { $0 }
    }

    /// Sends every element, wrapped in an optional, and completion to `observers`.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribeBinding(observers) { Optional($0) }
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Subscribes closures to the elements, completion and the end of the subscription.
    ///
    /// There is no error callback: a signal cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Receives each element.
    ///   - onCompleted: Runs when the signal completes.
    ///   - onDisposed: Runs when the subscription ends for any reason.
    /// - Returns: The subscription.
    @inlinable
    public func emit(
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
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        emit(
            onNext: weakly(object, onNext),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Subscribes without handling the events, to keep the signal's side effects running.
    ///
    /// - Returns: The subscription.
    @inlinable
    public func emit() -> any Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
