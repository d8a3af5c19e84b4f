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
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        withLatestFromOperator(second.asObservable(), resultSelector: resultSelector)
    }

    /// Emits the latest element of `second` each time this sequence emits.
    ///
    /// See `withLatestFrom(_:resultSelector:)` for the rules.
    ///
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The latest element of `second` for each element of this sequence that arrived
    ///   after `second` emitted.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFromOperator(second.asObservable()) { $1 }
    }

    @inlinable
    func withLatestFromOperator<Second, Result>(
        _ second: Observable<Second>,
        resultSelector: @escaping (Element, Second) throws -> Result
    ) -> Observable<Result> {
        // Built here, in inlinable code, so that both sources' event closures are specialised in
        // the caller: a view model combines every keystroke with its latest state this way.
        HandlerOperator(source: asObservable()) { first, downstream in
            let sink = WithLatestFromSink<Element, Second, Result>(
                resultSelector: resultSelector, downstream: downstream)
            let secondSubscription = SingleAssignmentDisposable()
            // `second` first: a `second` that emits at once pairs with the first element.
            secondSubscription.setDisposable(
                second.subscribeNested { sink.onSecond($0, subscription: secondSubscription) })
            let firstSubscription = first.subscribeNested { sink.on($0) }
            sink.setSubscription(Disposables.create(firstSubscription, secondSubscription))
            return sink
        }
    }
}

/// The subscription of `withLatestFrom`. Both sources' events are handled under a recursive lock,
/// held while forwarding; a stop event is forwarded after it is released.
@usableFromInline
final class WithLatestFromSink<First, Second, Result>: HandlerSink<Result>, @unchecked Sendable {
    // @unchecked: `latest`, `isStopped` and `pendingStop` are only touched under `lock`
    // (unchecked exclusivity: the lock already serialises them).
    @usableFromInline
    let lock = RecursiveLock()
    @usableFromInline
    @exclusivity(unchecked) var latest: Second?
    @usableFromInline
    @exclusivity(unchecked) var isStopped = false
    @usableFromInline
    @exclusivity(unchecked) var pendingStop: Event<Result>?
    @usableFromInline
    let resultSelector: (First, Second) throws -> Result

    @usableFromInline
    init(resultSelector: @escaping (First, Second) throws -> Result, downstream: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<First>) {
        lock.lock()
        var stopped = false
        if !isStopped {
            switch event {
            case .next(let element):
                if let latest {
                    do {
                        forwardOn(.next(try resultSelector(element, latest)))
                    } catch {
                        stop(.error(error))
                        stopped = true
                    }
                }
            case .error(let error):
                stop(.error(error))
                stopped = true
            case .completed:
                stop(.completed)
                stopped = true
            }
        }
        lock.unlock()
        if stopped {
            finish()
        }
    }

    /// `second`'s elements are kept; its error fails the result; its completion only releases its
    /// own subscription.
    @inlinable
    func onSecond(_ event: Event<Second>, subscription: SingleAssignmentDisposable) {
        lock.lock()
        var unsubscribes = false
        var finishes = false
        if !isStopped {
            switch event {
            case .next(let element):
                latest = element
            case .error(let error):
                stop(.error(error))
                finishes = true
            case .completed:
                unsubscribes = true
            }
        }
        lock.unlock()
        if unsubscribes { subscription.dispose() }
        if finishes { finish() }
    }

    /// Under the lock.
    @inlinable
    func stop(_ event: Event<Result>) {
        isStopped = true
        pendingStop = event
    }

    @inlinable
    func finish() {
        lock.lock()
        let event = pendingStop.take()
        lock.unlock()
        guard let event else { return }
        forwardOn(event)
        dispose()
    }
}
