extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `default` when the maybe completes without an element.
    ///
    /// ```
    /// source:                --|        --(1|)
    /// ifEmpty(default: 5):   --(5|)     --(1|)
    /// ```
    ///
    /// - Parameter default: The element emitted in place of an empty completion.
    /// - Returns: A single of the maybe's element, or of `default`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: SwitchIfEmpty(source: primitiveSequence.source, other: .just(`default`)))
    }

    /// Continues with `other` when the maybe completes without an element.
    ///
    /// ```
    /// source:                     --|
    /// other (cold):                 -(1|)
    /// ifEmpty(switchTo: other):   ---(1|)
    /// ```
    ///
    /// `other` is subscribed only if the maybe completed empty, at that moment.
    ///
    /// - Parameter other: The maybe to continue with.
    /// - Returns: The maybe's outcome, or `other`'s after an empty completion.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: SwitchIfEmpty(source: primitiveSequence.source, other: other.source))
    }

    /// Continues with `other` when the maybe completes without an element, which makes the result a
    /// `Single`.
    ///
    /// `other` is subscribed only if the maybe completed empty, at that moment.
    ///
    /// - Parameter other: The single to continue with.
    /// - Returns: A single of the maybe's element, or `other`'s outcome after an empty completion.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: SwitchIfEmpty(source: primitiveSequence.source, other: other.source))
    }
}

/// Mirrors `source`; if it completes without an element, subscribes to `other` in its place.
private final class SwitchIfEmpty<Element>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SwitchIfEmptySink(other: other, observer: observer, cancel: cancel)
        let sourceSubscription = SingleAssignmentDisposable()
        sink.subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribe(sink))
        return (sink, sink.subscription)
    }
}

private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `other` is immutable, `subscription` is thread-safe, and `isEmpty` is only touched
    // in `on(_:)`, which the source's grammar serialises.
    let subscription = SerialDisposable()
    private let other: Observable<Observer.Element>
    private var isEmpty = true

    init(other: Observable<Observer.Element>, observer: Observer, cancel: any Cancelable) {
        self.other = other
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardStop(event)
        case .completed:
            guard isEmpty else {
                forwardCompleted()
                return
            }
            // Replacing the source's subscription disposes it, releasing the completed source's chain.
            subscription.disposable = other.subscribe(SwitchIfEmptyOtherObserver(parent: self))
        }
    }
}

private final class SwitchIfEmptyOtherObserver<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: forwards into the parent sink, whose delivery `other`'s grammar serialises.
    private let parent: SwitchIfEmptySink<Observer>

    init(parent: SwitchIfEmptySink<Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: parent.forwardOn(event)
        case .error, .completed: parent.forwardStop(event)
        }
    }
}
