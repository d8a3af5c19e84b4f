extension ObservableType {
    /// Passes the source on unchanged, but continues with `other` if the source completed without
    /// an element.
    ///
    /// ```
    /// source:                   ---|
    /// other (cold):                -a-b-|
    /// ifEmpty(switchTo: other): ----a-b-|
    /// ```
    ///
    /// `other` is subscribed only then, when the source has completed empty; an error from the
    /// source is passed on as it is.
    ///
    /// - Parameter other: The sequence to continue with after an empty source.
    /// - Returns: The source's elements, or `other`'s.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), fallback: other)
    }
}

private final class SwitchIfEmpty<Element>: Producer<Element> {
    let source: Observable<Element>
    let fallback: Observable<Element>

    init(source: Observable<Element>, fallback: Observable<Element>) {
        self.source = source
        self.fallback = fallback
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SwitchIfEmptySink(fallback: fallback, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Observes the source and then, after an empty completion, the fallback: the two never overlap,
/// since the fallback is subscribed from inside the source's completion.
private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `receivedElement` and `switched` are only touched from `on`, which the grammar
    // serialises (the fallback starts after the source has ended).
    typealias Element = Observer.Element

    private let fallback: Observable<Element>
    /// The source's subscription, then the fallback's: replacing the one disposes it.
    private let current = SerialDisposable()
    private var receivedElement = false
    private var switched = false

    init(fallback: Observable<Element>, observer: Observer, cancel: any Cancelable) {
        self.fallback = fallback
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> any Disposable {
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(source.subscribe(self))
        return current
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            receivedElement = true
            forwardOn(event)
        case .error:
            forwardStop(event)
        case .completed:
            if receivedElement || switched {
                forwardCompleted()
                return
            }
            switched = true
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(fallback.subscribe(self))
        }
    }
}
