extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`.
    ///
    /// ```
    /// self:            ---1---2---3---4-|
    /// second:          -----a---b-|
    /// withLatestFrom:  -------x---y---z-|    x = f(2, a), y = f(3, b), z = f(4, b)
    /// ```
    ///
    /// Elements of this sequence that arrive before `second` has emitted are dropped. The result
    /// ends when this sequence ends; it also fails when `second` fails or `resultSelector` throws.
    /// `second` completing changes nothing: its last element keeps being used. `second` is
    /// subscribed first, so a `second` that emits at once pairs with this sequence's first element.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element of this sequence with the latest one of `second`.
    /// - Returns: One result per element of this sequence that arrived after `second` emitted.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Emits the latest element of `second` each time this sequence emits.
    ///
    /// See `withLatestFrom(_:resultSelector:)` for the rules.
    ///
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The latest element of `second` for each element of this sequence that arrived
    ///   after `second` emitted.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable()) { $1 }
    }
}

private final class WithLatestFrom<First, Second, Result>: Producer<Result> {
    let first: Observable<First>
    let second: Observable<Second>
    let resultSelector: (First, Second) throws -> Result

    init(
        first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result
    ) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Result {
        let sink = WithLatestFromSink<First, Second, Observer>(
            resultSelector: resultSelector,
            observer: observer,
            cancel: cancel
        )
        let secondObserver = WithLatestFromSecondObserver(parent: sink)
        secondObserver.subscription.setDisposable(second.subscribe(secondObserver))
        let firstSubscription = first.subscribe(sink)
        return (sink, Disposables.create(firstSubscription, secondObserver.subscription))
    }
}

/// Both sources feed one observer, so delivery is serialised with a recursive lock and elements are
/// forwarded with it held, as in RxSwift. As in `CombiningSink`, the stop is decided under the lock
/// but forwarded, and upstream disposed, after it is released (RxSwift issue #2703).
private final class WithLatestFromSink<First, Second, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    // @unchecked: `latest`, `isStopped` and `pendingStop` are only touched under `lock`.
    let lock = RecursiveLock()
    var latest: Second?
    private(set) var isStopped = false
    private var pendingStop: Event<Observer.Element>?
    private let resultSelector: (First, Second) throws -> Observer.Element

    init(
        resultSelector: @escaping (First, Second) throws -> Observer.Element,
        observer: Observer,
        cancel: any Cancelable
    ) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<First>) {
        let stopped = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            switch event {
            case .next(let element):
                guard let latest else { return false }
                do {
                    forwardOn(.next(try resultSelector(element, latest)))
                    return false
                } catch {
                    stop(.error(error))
                }
            case .error(let error):
                stop(.error(error))
            case .completed:
                stop(.completed)
            }
            return true
        }
        if stopped {
            finish()
        }
    }

    /// Marks the result stopped with `event`; called under the lock, which the caller releases
    /// before calling `finish()`.
    func stop(_ event: Event<Observer.Element>) {
        isStopped = true
        pendingStop = event
    }

    /// Forwards the stop event decided by `stop(_:)` and disposes everything.
    func finish() {
        guard let event = lock.withLock({ pendingStop.take() }) else { return }
        forwardOn(event)
        dispose()
    }
}

private final class WithLatestFromSecondObserver<First, Second, Observer: ObserverType>: ObserverType,
    @unchecked Sendable
{
    // @unchecked: events are handled under the parent's lock.
    let subscription = SingleAssignmentDisposable()
    private let parent: WithLatestFromSink<First, Second, Observer>
    private let resourceToken = trackResourceAllocated()

    init(parent: WithLatestFromSink<First, Second, Observer>) {
        self.parent = parent
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Second>) {
        let aftermath = parent.lock.withLock { () -> CombiningAftermath in
            guard !parent.isStopped else { return .none }
            switch event {
            case .next(let element):
                parent.latest = element
                return .none
            case .error(let error):
                parent.stop(.error(error))
                return .finish
            case .completed:
                return .unsubscribe
            }
        }
        switch aftermath {
        case .none: break
        case .unsubscribe: subscription.dispose()
        case .finish: parent.finish()
        }
    }
}
