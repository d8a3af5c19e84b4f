extension ObservableType {
    /// Forwards every event, an error included, to `observers`, through one subscription.
    ///
    /// This is `subscribe` under a name that says what the line does, as in RxCocoa: nothing is
    /// filtered, so an error reaches each observer, which decides what it means there. A `Binder`
    /// or a `ControlProperty` reports it as a `.bindingError` anomaly (see `Hooks.anomalyHandler`);
    /// a subject passes it on to its own observers. The forms with no observer to hand an error
    /// to, `bind(onNext:)`, `bind(with:onNext:)` and the relay bindings, report it themselves.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Forwards every event, an element wrapped in an optional, to `observers`, through one
    /// subscription.
    ///
    /// As the non-optional form, this is `subscribe`: an error reaches each observer.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let forwarded = event.map { Optional($0) }
            for observer in observers { observer.on(forwarded) }
        }
    }

    /// Calls `onNext` for every element.
    ///
    /// There is no error handler to call, so an error is a programming error in the binding: it is
    /// reported as a `.bindingError` anomaly (see `Hooks.anomalyHandler`), where RxCocoa stops a
    /// debug build and prints in a release build.
    ///
    /// - Parameter onNext: Receives each element.
    /// - Returns: The subscription.
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext, onError: { reportBindingError($0) })
    }

    /// Calls `onNext` with `object` and every element, holding `object` weakly: once it is
    /// deallocated, elements are ignored.
    ///
    /// An error is reported as a `.bindingError` anomaly, as by `bind(onNext:)`.
    ///
    /// - Parameters:
    ///   - object: The object passed to `onNext`; held weakly.
    ///   - onNext: Receives the object and each element.
    /// - Returns: The subscription.
    @inlinable
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> any Disposable {
        subscribe(onNext: weakly(object, onNext), onError: { reportBindingError($0) })
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
}

/// Forwards an event of a `drive` or `emit` subscription, turning an error into a `.bindingError`
/// anomaly: a driver or signal cannot fail, so an error there is a broken source.
@inlinable
func forwardBinding<Element>(_ event: Event<Element>, to forward: (Event<Element>) -> Void) {
    switch event {
    case .next, .completed:
        forward(event)
    case .error(let error):
        reportBindingError(error)
    }
}

/// Reports an error that reached a binding with nowhere to send it: `bind(onNext:)`, a relay, a
/// `Binder`, a `ControlProperty`, `drive` or `emit`. RxSwift and RxCocoa stop a debug build there.
@usableFromInline
func reportBindingError(_ error: any Swift.Error) {
    Hooks.report(
        .bindingError,
        "Binding error: \(error). `bind(onNext:)`, relays, binders and `drive`/`emit` accept only "
            + "sequences that never fail; handle the error before binding (catchAndReturn, "
            + "asDriver(onErrorJustReturn:))."
    )
}
