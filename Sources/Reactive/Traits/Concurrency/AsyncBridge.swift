/// One subscription seen from `async` code: events are buffered as they arrive, on any thread, and
/// handed out one at a time to the tasks that await them, in order.
///
/// The subscription starts when the bridge is made (when `values` or `value` is read, as in RxSwift,
/// whose stream subscribes in its build closure). It ends when the source stops, when an awaiting
/// task is cancelled, or when the owner goes away (a `break` out of the loop). Cancelling disposes
/// the subscription but keeps what was already buffered: those elements are still handed out, then
/// the source's own end if it had one, else `Step.cancelled`.
final class AsyncBridge<Element>: @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`; elements are handed from the
    // emitting thread to an awaiting task exactly once, never shared.
    private let lock = Lock()
    private var buffer: [Element] = []
    private var bufferHead = 0
    /// How the sequence ends once the buffer is drained; nil while the source runs.
    private var ending: Ending?
    /// Set by `cancel()`: events that still arrive are dropped.
    private var isCancelled = false
    /// Tasks waiting for a step, oldest first.
    private var waiting: [CheckedContinuation<Step, Never>] = []
    private var subscription: (any Disposable)?

    private enum Ending {
        case completed
        case failed(any Swift.Error)
        case cancelled
    }

    /// What one `next` call yields.
    enum Step: @unchecked Sendable {
        // @unchecked: carries an element to the one task that awaits it.
        case element(Element)
        /// The source completed (or the end was already reported).
        case end
        case failure(any Swift.Error)
        /// The awaiting task was cancelled before the source ended.
        case cancelled
    }

    /// Subscribes to `source` at once; events the subscription sends synchronously are buffered.
    init(source: Observable<Element>) {
        let disposable = source.subscribe { [self] event in receive(event) }
        let toDispose: (any Disposable)? = lock.withLock {
            // Cancelled while subscribing (from another thread): nothing keeps the subscription.
            if isCancelled { return disposable }
            if ending == nil { subscription = disposable }
            return nil
        }
        toDispose?.dispose()
    }

    /// The next element, the end, the error or the cancellation; suspends until one is there.
    ///
    /// Cancelling the awaiting task (before or during the wait) cancels the whole bridge.
    func next(isolation actor: isolated (any Actor)?) async -> Step {
        await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: actor) { (continuation: CheckedContinuation<Step, Never>) in
                let ready: Step? = lock.withLock {
                    if let step = takeLocked() { return step }
                    waiting.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Disposes the subscription for good; waiting tasks get what is buffered, then the end.
    func cancel() {
        let (toDispose, handOuts) = lock.withLock { () -> ((any Disposable)?, [Delivery]) in
            if isCancelled { return (nil, []) }
            isCancelled = true
            if ending == nil { ending = .cancelled }
            let toDispose = subscription
            subscription = nil
            return (toDispose, serveWaitingLocked())
        }
        toDispose?.dispose()
        for delivery in handOuts { delivery.resume() }
    }

    private func receive(_ event: Event<Element>) {
        let handOuts: [Delivery] = lock.withLock {
            if isCancelled || ending != nil { return [] }
            switch event {
            case .next(let element): buffer.append(element)
            case .error(let error): ending = .failed(error)
            case .completed: ending = .completed
            }
            if event.isStopEvent { subscription = nil }
            return serveWaitingLocked()
        }
        // Resumed outside the lock: resuming can run the awaiting task at once on this thread.
        for delivery in handOuts { delivery.resume() }
    }

    /// A step matched with the task that waits for it.
    private struct Delivery {
        let continuation: CheckedContinuation<Step, Never>
        let step: Step

        func resume() {
            continuation.resume(returning: step)
        }
    }

    /// Pairs waiting tasks with ready steps, oldest first; call under `lock`.
    private func serveWaitingLocked() -> [Delivery] {
        var deliveries: [Delivery] = []
        while !waiting.isEmpty, let step = takeLocked() {
            deliveries.append(Delivery(continuation: waiting.removeFirst(), step: step))
        }
        return deliveries
    }

    /// Takes the next step if one is ready; call under `lock`.
    private func takeLocked() -> Step? {
        if bufferHead < buffer.count {
            let element = buffer[bufferHead]
            bufferHead += 1
            if bufferHead == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                bufferHead = 0
            }
            return .element(element)
        }
        switch ending {
        case nil: return nil
        case .completed: return .end
        case .failed(let error):
            // The error and the cancellation are reported once; after them the sequence is over.
            ending = .completed
            return .failure(error)
        case .cancelled:
            ending = .completed
            return .cancelled
        }
    }
}

/// Disposes the bridge's subscription when the last sequence or iterator that shares it goes away
/// (a `break`, or a sequence that is never iterated).
final class AsyncBridgeOwner<Element>: Sendable {
    let bridge: AsyncBridge<Element>

    init(source: Observable<Element>) {
        bridge = AsyncBridge(source: source)
    }

    deinit {
        bridge.cancel()
    }
}
