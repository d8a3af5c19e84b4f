extension SharedSequenceConvertibleType {
    /// The events for a `drive` or `emit` subscription, always delivered on the main queue when the
    /// scheduler in effect is a `MainScheduler`.
    ///
    /// A shared sequence's events already arrive there, except a driver's replay, which runs on the
    /// subscribing thread. Subscribed off the main queue, the events therefore take one hop through
    /// `MainScheduler.instance`, which keeps their order. Under a mocked scheduler nothing moves.
    @inlinable
    func deliveredOnMainQueue() -> Observable<Element> {
        let source = asObservable()
        guard SchedulerIdentity.isMain(SharingStrategy.scheduler), !isOnMainContext() else { return source }
        return source.observe(on: MainScheduler.instance)
    }

    /// Subscribes `observers` to every element and completion; an error becomes a `.bindingError`
    /// anomaly.
    @inlinable
    func subscribeBinding<Observer: ObserverType>(
        _ observers: [Observer],
        transform: @escaping (Element) -> Observer.Element
    ) -> any Disposable {
        deliveredOnMainQueue().subscribe { event in
            forwardBinding(event.map(transform)) { forwarded in
                for observer in observers { observer.on(forwarded) }
            }
        }
    }

    /// Subscribes the closures; an error becomes a `.bindingError` anomaly.
    @inlinable
    func subscribeBinding(
        onNext: ((Element) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> any Disposable {
        deliveredOnMainQueue().subscribe(
            onNext: onNext,
            onError: { reportBindingError($0) },
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }
}

/// Whether the caller runs on the main queue: `MainScheduler.isMainContext`, callable from
/// inlinable code.
@usableFromInline
func isOnMainContext() -> Bool {
    MainScheduler.isMainContext
}
