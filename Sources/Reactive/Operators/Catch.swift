extension ObservableType {
    /// Continues with the sequence `handler` returns when the source fails.
    ///
    /// ```
    /// source:                    -1-2-#
    /// catch { _ in .of(8, 9) }:  -1-2-(89|)
    /// ```
    ///
    /// If `handler` throws, the result fails with that error.
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with.
    /// - Returns: The source's elements, then the recovery sequence's.
    public func `catch`(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Completes with `element` when the source fails.
    ///
    /// ```
    /// source:            -1-2-#
    /// catchAndReturn(0): -1-2-(0|)
    /// ```
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A sequence that never fails.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable()) { _ in .just(element) }
    }

    /// Subscribes to each sequence in turn while they fail; the first to complete ends the result,
    /// and if all fail, the result fails with the last error.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: The elements of every source subscribed.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        CatchSequence(sources: sequence)
    }

    /// Resubscribes to the source every time it fails, forever.
    ///
    /// - Returns: The source's elements across all its attempts.
    public func retry() -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: Int.max))
    }

    /// Subscribes to the source at most `maxAttemptCount` times in all, resubscribing when it
    /// fails; the last attempt's error is forwarded.
    ///
    /// ```
    /// source:   -1-#         (each attempt)
    /// retry(2): -1--1-#
    /// ```
    ///
    /// - Parameter maxAttemptCount: The total number of subscriptions, the first included.
    /// - Returns: The source's elements across its attempts.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: max(0, maxAttemptCount)))
    }
}

private final class CatchSequence<Sources: Sequence, Element>: Producer<Element>
where Sources.Element == Observable<Element> {
    let sources: Sources

    init(sources: Sources) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SequentialSink<Sources, Observer>(
            iterator: sources.makeIterator(),
            advanceOn: .error,
            observer: observer,
            cancel: cancel
        )
        sink.subscribeNext()
        return (sink, sink.current)
    }
}

private final class Catch<Element>: Producer<Element> {
    let source: Observable<Element>
    let handler: (any Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (any Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        let subscription = SingleAssignmentDisposable()
        sink.subscription.disposable = subscription
        subscription.setDisposable(source.subscribe(sink))
        return (sink, sink.subscription)
    }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    let subscription = SerialDisposable()
    private let handler: (any Swift.Error) throws -> Observable<Observer.Element>

    init(
        handler: @escaping (any Swift.Error) throws -> Observable<Observer.Element>,
        observer: Observer,
        cancel: any Cancelable
    ) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardCompleted()
        case .error(let error):
            do {
                let recovery = try handler(error)
                subscription.disposable = recovery.subscribe(CatchRecoveryObserver(parent: self))
            } catch {
                forwardError(error)
            }
        }
    }
}

private final class CatchRecoveryObserver<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: forwards into the parent sink, whose delivery the recovery's grammar serialises.
    private let parent: CatchSink<Observer>

    init(parent: CatchSink<Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: parent.forwardOn(event)
        case .error, .completed: parent.forwardStop(event)
        }
    }
}
