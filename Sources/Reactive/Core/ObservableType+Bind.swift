extension ObservableType {
    /// Forwards every element and completion to `observers`.
    ///
    /// Binding is for sequences that cannot fail: an error is a programming error, reported as a
    /// `.bindingError` anomaly (see `Hooks.anomalyHandler`) and not forwarded.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe { event in
            forwardBinding(event) { forwarded in
                for observer in observers { observer.on(forwarded) }
            }
        }
    }

    /// Forwards every element, wrapped in an optional, and completion to `observers`.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe { event in
            forwardBinding(event.map { Optional($0) }) { forwarded in
                for observer in observers { observer.on(forwarded) }
            }
        }
    }

    /// Calls `onNext` for every element.
    ///
    /// An error is reported as a `.bindingError` anomaly.
    ///
    /// - Parameter onNext: Receives each element.
    /// - Returns: The subscription.
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext, onError: { reportBindingError($0) })
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

/// Forwards a bound event, turning an error into a `.bindingError` anomaly.
@inlinable
func forwardBinding<Element>(_ event: Event<Element>, to forward: (Event<Element>) -> Void) {
    switch event {
    case .next, .completed:
        forward(event)
    case .error(let error):
        reportBindingError(error)
    }
}

@usableFromInline
func reportBindingError(_ error: any Swift.Error) {
    Hooks.report(
        .bindingError,
        "Binding error: \(error). `bind` and `drive` accept only sequences that never fail; "
            + "handle the error before binding (catchAndReturn, asDriver(onErrorJustReturn:))."
    )
}
