extension InfallibleType {
    /// Sends every element and completion to `observers`.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Sends every element, wrapped in an optional, and completion to `observers`.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let forwarded: Event<Element?> = event.event.map { Optional($0) }
            for observer in observers { observer.on(forwarded) }
        }
    }

    /// Hands the sequence to `binder` and returns what it returns.
    ///
    /// - Parameter binder: Subscribes the sequence somewhere.
    /// - Returns: `binder`'s result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence and `curriedArgument` to `binder`.
    ///
    /// - Parameters:
    ///   - binder: Subscribes the sequence somewhere.
    ///   - curriedArgument: The extra argument.
    /// - Returns: `binder`'s result.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` for every element.
    ///
    /// - Parameter onNext: Receives each element.
    /// - Returns: The subscription.
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        bindElements { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        bindElements { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        bindElements { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        bindElements { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Accepts every element into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        bindElements { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        bindElements { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Subscribes `accept` to the elements. An error let in through an operator that accepts any
    /// sequence goes to `Hooks.defaultErrorHandler`, as RxCocoa's relay bindings of an
    /// `Infallible` subscribe with `onNext` alone.
    private func bindElements(_ accept: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: accept)
    }
}
