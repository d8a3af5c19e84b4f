extension ObservableType {
    /// Emits this sequence's elements, then, once it completed, `second`'s.
    ///
    /// ```
    /// self:        -1-2-|
    /// second:           -3-|
    /// concat:      -1-2--3-|
    /// ```
    ///
    /// - Parameter second: The sequence subscribed after this one completes.
    /// - Returns: The two sequences one after the other.
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
    where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each sequence in turn, the next one when the previous completed.
    ///
    /// The sequence is iterated lazily, one source at a time.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Concat(sources: sequence)
    }

    /// Subscribes to each sequence in turn, the next one when the previous completed.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources)
    }
}

private final class Concat<Sources: Sequence, Element>: Producer<Element>
where Sources.Element == Observable<Element> {
    let sources: Sources

    init(sources: Sources) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = ConcatSink<Sources, Observer>(iterator: sources.makeIterator(), observer: observer, cancel: cancel)
        sink.subscribeNext()
        return (sink, sink.current)
    }
}

/// Subscribes the sources one at a time. A source that completes while it is being subscribed
/// does not recurse into the next one; the loop in `subscribeNext` picks it up, so a long chain of
/// synchronous sources runs in constant stack space.
private final class ConcatSink<Sources: Sequence, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
where Sources.Element == Observable<Observer.Element> {
    // @unchecked: `iterator`, `isSubscribing` and `nextRequested` are only touched under `lock`.
    let current = SerialDisposable()
    private let lock = Lock(recursive: true)
    private var iterator: Sources.Iterator
    private var isSubscribing = false
    private var nextRequested = false

    init(iterator: Sources.Iterator, observer: Observer, cancel: any Cancelable) {
        self.iterator = iterator
        super.init(observer: observer, cancel: cancel)
    }

    func subscribeNext() {
        let proceed = lock.withLock { () -> Bool in
            nextRequested = true
            if isSubscribing { return false }
            isSubscribing = true
            return true
        }
        guard proceed else { return }
        while true {
            let next: Observable<Observer.Element>?? = lock.withLock {
                guard nextRequested, !isDisposed else {
                    isSubscribing = false
                    return .none
                }
                nextRequested = false
                return .some(iterator.next())
            }
            guard case .some(let source) = next else { return }
            guard let source else {
                lock.withLock { isSubscribing = false }
                forwardCompleted()
                return
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(self))
        }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: forwardOn(event)
        case .error: forwardStop(event)
        case .completed: subscribeNext()
        }
    }
}
