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
        // Built here, in inlinable code, so that forwarding is specialised in the caller.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = CatchSink(handler: handler, downstream: downstream)
            // Assigned first, so that a disposal while the source is being subscribed (a source
            // that fails at once into a recovery that ends at once) releases whatever is assigned
            // later; made here, where its generic type is a constant, not in the unspecialised
            // initialiser, where it was a run-time metadata lookup per subscription.
            sink.setSubscription(UnownedTeardown(sink) { $0.tearDown() })
            sink.setSourceSubscription(source.subscribeNested { sink.on($0) })
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
///
/// It keeps both upstream subscriptions itself, each in a slot under its own assign-once protocol:
/// the source's, released when the source fails (it may fail while it is being subscribed, before
/// its subscription is assigned), and the recovery's. Its own slot holds an `UnownedTeardown`, which
/// releases both. A serial disposable and an assign-once disposable for the source were two
/// allocations per subscription, and a reactor catches every observable its `mutate` returns.
@usableFromInline
final class CatchSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `handler` is immutable; the slots are touched only as `AssignOnce` allows;
    // events arrive serially.
    @usableFromInline
    let handler: (any Swift.Error) throws -> Observable<Element>
    // Unchecked exclusivity: the bit protocols give one caller sole access to each slot, and a
    // dynamic check costs a thread-local lookup per access.
    @exclusivity(unchecked) private var sourceBits = InlineAtomic<Int>(0)
    @exclusivity(unchecked) private var source = DisposableSlot()
    @exclusivity(unchecked) private var recoveryBits = InlineAtomic<Int>(0)
    @exclusivity(unchecked) private var recovery = DisposableSlot()

    @usableFromInline
    init(
        handler: @escaping (any Swift.Error) throws -> Observable<Element>,
        downstream: @escaping (Event<Element>) -> Void
    ) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    /// Keeps the source's subscription, or disposes it at once if the source already failed or
    /// the sink was disposed.
    @usableFromInline
    func setSourceSubscription(_ subscription: consuming any Disposable) {
        AssignOnce.assign(subscription, to: &source, bits: &sourceBits, "CatchSink")
    }

    /// Keeps the recovery's subscription, and lets go of the failed source's: after subscribing the
    /// recovery, as a serial disposable's replacement did.
    @usableFromInline
    func setRecoverySubscription(_ subscription: consuming any Disposable) {
        AssignOnce.release(&source, bits: &sourceBits)
        AssignOnce.assign(subscription, to: &recovery, bits: &recoveryBits, "CatchSink")
    }

    /// Releases both subscriptions; run once, by the sink's own disposal.
    @usableFromInline
    func tearDown() {
        AssignOnce.release(&source, bits: &sourceBits)
        AssignOnce.release(&recovery, bits: &recoveryBits)
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
            setRecoverySubscription(recovery.subscribeHandler { self.forwardEvent($0) })
        }
    }
}
