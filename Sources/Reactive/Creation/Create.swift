import Synchronization

extension ObservableType {
    /// Creates a sequence from a subscribe closure, called once per subscription.
    ///
    /// The runtime enforces the grammar for you: anything sent after `onError` or `onCompleted` is
    /// dropped (and reported in debug builds), and the subscription's disposable is disposed as soon
    /// as a stop event arrives.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Emits into the observer and returns what to dispose on cancellation.
    /// - Returns: The sequence.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

private final class AnonymousObservable<Element>: Producer<Element> {
    let subscribeHandler: (AnyObserver<Element>) -> any Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    // @unchecked: `stopped` is atomic; see `Sink` for the rest.
    typealias Element = Observer.Element

    private let stopped = Atomic<Bool>(false)
    private let tracker = DeliveryTracker()

    func on(_ event: Event<Element>) {
        tracker.enter("an Observable.create observer")
        defer { tracker.leave() }
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) {
                reportEventAfterStop(event)
                return
            }
            forwardOn(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .relaxed) {
                reportEventAfterStop(event)
                return
            }
            forwardOn(event)
            dispose()
        }
    }

    private func reportEventAfterStop(_ event: Event<Element>) {
        #if DEBUG
        Hooks.report(
            .eventAfterStopEvent,
            "Observable.create sent \(event) after its stop event; the event was dropped. "
                + "A sequence may send nothing after onError or onCompleted."
        )
        #endif
    }

    func run(_ parent: AnonymousObservable<Element>) -> any Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}
