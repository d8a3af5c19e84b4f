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
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
        // Built here, in inlinable code, so that the grammar checks and forwarding are specialised
        // in the caller; the observer's closure captures only the sink.
        HandlerSource { downstream in
            let sink = CreateSink(downstream: downstream)
            sink.setSubscription(subscribe(AnyObserver(eventHandler: { sink.on($0) })))
            return sink
        }
    }
}

/// The subscription of `Observable.create`: it enforces the grammar on what the closure sends.
@usableFromInline
final class CreateSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `stopped` is atomic; see `HandlerSink` for the rest.
    @usableFromInline
    @exclusivity(unchecked) final var stopped = InlineAtomic<Bool>(false)
    /// Whether deliveries go through `tracker` (debug builds of this library); stored, because an
    /// inlined `#if DEBUG` would test the client's build instead.
    @usableFromInline
    let tracksDelivery = Resources.isTracking
    private let tracker = DeliveryTracker()

    @usableFromInline
    override init(downstream: @escaping (Event<Element>) -> Void) {
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if tracksDelivery { enterDelivery() }
        defer { if tracksDelivery { leaveDelivery() } }
        switch event {
        case .next:
            if InlineAtomic.load(&stopped, ordering: .relaxed) {
                reportEventAfterStop(event)
                return
            }
            forwardOn(event)
        case .error, .completed:
            if InlineAtomic.exchange(&stopped, true, ordering: .relaxed) {
                reportEventAfterStop(event)
                return
            }
            forwardOn(event)
            dispose()
        }
    }

    @usableFromInline
    func enterDelivery() {
        tracker.enter("an Observable.create observer")
    }

    @usableFromInline
    func leaveDelivery() {
        tracker.leave()
    }

    @usableFromInline
    func reportEventAfterStop(_ event: Event<Element>) {
        #if DEBUG
        Hooks.report(
            .eventAfterStopEvent,
            "Observable.create sent \(event) after its stop event; the event was dropped. "
                + "A sequence may send nothing after onError or onCompleted."
        )
        #endif
    }
}
