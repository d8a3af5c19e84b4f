extension ObservableType {
    /// Emits the source's latest element whenever `sampler` ticks, if a new one arrived since the
    /// previous tick; otherwise emits `defaultValue` when there is one.
    ///
    /// ```
    /// source:          -1-2--3---|
    /// sampler:         --x--x--x---x|
    /// sample(sampler): --1--2--3---|
    /// ```
    ///
    /// The sampler completing is a last tick. The result completes at the first tick after the
    /// source completed, or when the sampler completes (RxSwift waits forever in that case if the
    /// source is still running). An error from either side fails the result.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements and completion are the sampling ticks.
    ///   - defaultValue: Emitted at a tick when no new element arrived; nil emits nothing then.
    /// - Returns: The sampled sequence.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class Sample<Element, Tick>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<Tick>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SampleSink<Tick, Observer>(defaultValue: defaultValue, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        let samplerObserver = SamplerObserver(parent: sink)
        samplerObserver.subscription.setDisposable(sampler.subscribe(samplerObserver))
        return (sink, Disposables.create(sink.sourceSubscription, samplerObserver.subscription))
    }
}

/// The source and the sampler feed one observer here, so delivery is serialised with a recursive
/// lock held while forwarding, as RxSwift does.
private final class SampleSink<Tick, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `latest` and `sourceDone` are only touched under `lock`.
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    let sourceSubscription = SingleAssignmentDisposable()
    private let defaultValue: Element?
    private var latest: Element?
    private var sourceDone = false

    init(defaultValue: Element?, observer: Observer, cancel: any Cancelable) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            switch event {
            case .next(let element):
                latest = element
            case .error(let error):
                forwardError(error)
            case .completed:
                sourceDone = true
                sourceSubscription.dispose()
            }
        }
    }

    /// Emits what the tick found; `last` is the sampler's completion. Called with `lock` held.
    func tick(last: Bool) {
        if let element = latest ?? defaultValue {
            latest = nil
            forwardOn(.next(element))
        }
        if sourceDone || last {
            forwardCompleted()
        }
    }
}

private final class SamplerObserver<Tick, Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: events are handled under the parent's lock.
    let subscription = SingleAssignmentDisposable()
    private let parent: SampleSink<Tick, Observer>
    private let resourceToken = trackResourceAllocated()

    init(parent: SampleSink<Tick, Observer>) {
        self.parent = parent
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Tick>) {
        parent.lock.withLock {
            switch event {
            case .next: parent.tick(last: false)
            case .completed: parent.tick(last: true)
            case .error(let error): parent.forwardError(error)
            }
        }
    }
}
