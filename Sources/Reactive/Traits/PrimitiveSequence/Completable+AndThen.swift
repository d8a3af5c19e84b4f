extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// ```
    /// self:     ---|
    /// second:      --(a|)
    /// andThen:  -----(a|)
    /// ```
    ///
    /// - Parameter second: The single to run next.
    /// - Returns: A single with `second`'s outcome, or this completable's error.
    public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
        Single(raw: followed(by: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// - Parameter second: The maybe to run next.
    /// - Returns: A maybe with `second`'s outcome, or this completable's error.
    public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
        Maybe(raw: followed(by: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// - Parameter second: The completable to run next.
    /// - Returns: A completable that completes when both have.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: followed(by: second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// - Parameter second: The sequence to run next.
    /// - Returns: `second`'s events, or this completable's error.
    public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
        followed(by: second)
    }

    private func followed<Next>(by second: Observable<Next>) -> Observable<Next> {
        AndThen(first: primitiveSequence.source, second: second)
    }
}

/// Runs `second` after `first` completed, holding `first` only until then, so what it captured is
/// released at its completion rather than at the end of the whole subscription.
private final class AndThen<Element>: Producer<Element> {
    let first: Observable<Never>
    let second: Observable<Element>

    init(first: Observable<Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = AndThenSink(second: second, observer: observer, cancel: cancel)
        let firstSubscription = SingleAssignmentDisposable()
        sink.subscription.disposable = firstSubscription
        firstSubscription.setDisposable(first.subscribe(sink))
        return (sink, sink.subscription)
    }
}

private final class AndThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `second` is immutable; `subscription` is thread-safe.
    let subscription = SerialDisposable()
    private let second: Observable<Observer.Element>

    init(second: Observable<Observer.Element>, observer: Observer, cancel: any Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .error:
            forwardStop(event)
        case .completed:
            // Replacing the first subscription disposes it, releasing the first sequence's chain.
            subscription.disposable = second.subscribe(AndThenSecondObserver(parent: self))
        }
    }
}

private final class AndThenSecondObserver<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: forwards into the parent sink, whose delivery the second sequence's grammar serialises.
    private let parent: AndThenSink<Observer>

    init(parent: AndThenSink<Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: parent.forwardOn(event)
        case .error, .completed: parent.forwardStop(event)
        }
    }
}
