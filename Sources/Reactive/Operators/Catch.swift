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
    @inlinable
    public func `catch`(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        // Built here, in inlinable code, so that forwarding is specialised in the caller. The
        // source's subscription sits in `current` until an error replaces it with the recovery's.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = CatchSink(handler: handler, downstream: downstream)
            let subscription = AssignOnceDisposable()
            sink.current.disposable = subscription
            subscription.setDisposable(source.subscribeNested { sink.on($0) })
            sink.setSubscription(sink.current)
            return sink
        }
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
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in .just(element) }
    }

    /// Subscribes to each sequence in turn while they fail; the first to complete ends the result,
    /// and if all fail, the result fails with the last error.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: The elements of every source subscribed.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        SequentialProducer(advanceOn: .error) {
            // As in RxSwift, the count is not used here: nested sequences keep their parents.
            SequentialSourceIterator(sequence, count: nil)
        }
    }

    /// Resubscribes to the source every time it fails, forever.
    ///
    /// - Returns: The source's elements across all its attempts.
    public func retry() -> Observable<Element> {
        Observable.catch(sequence: Swift.repeatElement(asObservable(), count: Int.max))
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
        Observable.catch(sequence: Swift.repeatElement(asObservable(), count: max(0, maxAttemptCount)))
    }
}

/// The subscription of `catch`: the source's events, then, after an error, the recovery's.
@usableFromInline
final class CatchSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `handler` is immutable, `current` thread-safe; events arrive serially.
    @usableFromInline
    let handler: (any Swift.Error) throws -> Observable<Element>
    /// The source's subscription, then the recovery's.
    @usableFromInline
    let current = SerialDisposable()

    @usableFromInline
    init(
        handler: @escaping (any Swift.Error) throws -> Observable<Element>,
        downstream: @escaping (Event<Element>) -> Void
    ) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardCompleted()
        case .error(let error):
            let recovery: Observable<Element>
            do {
                recovery = try handler(error)
            } catch {
                forwardError(error)
                return
            }
            current.disposable = recovery.subscribeHandler { self.forwardEvent($0) }
        }
    }
}
