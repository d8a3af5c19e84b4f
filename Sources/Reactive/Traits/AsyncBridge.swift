/// One subscription seen from `async` code: events are buffered as they arrive, on any thread, and
/// handed out one at a time to the single task that iterates.
///
/// The subscription starts at the first `next`, so building the sequence costs nothing; it ends when
/// the source stops, when the iterating task is cancelled (the subscription is disposed), or when
/// the iterator is dropped (a `break` out of the loop disposes it too).
final class AsyncBridge<Element>: @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`; elements are handed from the
    // emitting thread to the iterating task exactly once, never shared.
    private let lock = Lock()
    private let source: Observable<Element>
    private var started = false
    private var buffer: [Element] = []
    private var bufferHead = 0
    /// The stop event, once it arrived or the bridge was cancelled; nil while the source runs.
    private var ending: Ending?
    private var waiting: CheckedContinuation<Step, Never>?
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
        case end
        case failure(any Swift.Error)
    }

    init(source: Observable<Element>) {
        self.source = source
    }

    /// The next element, the end, or the error; suspends until one is there.
    func next(isolation actor: isolated (any Actor)?) async -> Step {
        startIfNeeded()
        return await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: actor) { (continuation: CheckedContinuation<Step, Never>) in
                let ready: Step? = lock.withLock {
                    if let step = takeLocked() { return step }
                    waiting = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Ends the bridge for good: disposes the subscription and wakes a waiting `next` with the end.
    func cancel() {
        let (continuation, toDispose) = lock.withLock { () -> (CheckedContinuation<Step, Never>?, (any Disposable)?) in
            ending = .cancelled
            buffer.removeAll()
            bufferHead = 0
            let continuation = waiting
            waiting = nil
            let toDispose = subscription
            subscription = nil
            return (continuation, toDispose)
        }
        toDispose?.dispose()
        continuation?.resume(returning: .end)
    }

    private func startIfNeeded() {
        let shouldStart: Bool = lock.withLock {
            if started { return false }
            started = true
            if Task.isCancelled { ending = .cancelled }
            return ending == nil
        }
        guard shouldStart else { return }
        let disposable = source.subscribe { [self] event in receive(event) }
        let keep: Bool = lock.withLock {
            guard ending == nil else { return false }
            subscription = disposable
            return true
        }
        if !keep { disposable.dispose() }
    }

    private func receive(_ event: Event<Element>) {
        let (continuation, step): (CheckedContinuation<Step, Never>?, Step?) = lock.withLock {
            if case .cancelled = ending { return (nil, nil) }
            switch event {
            case .next(let element): buffer.append(element)
            case .error(let error): ending = .failed(error)
            case .completed: ending = .completed
            }
            if event.isStopEvent { subscription = nil }
            guard let continuation = waiting else { return (nil, nil) }
            waiting = nil
            return (continuation, takeLocked())
        }
        if let continuation, let step { continuation.resume(returning: step) }
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
        case .completed, .cancelled: return .end
        case .failed(let error):
            // The error is thrown once; after it the sequence is over.
            ending = .completed
            return .failure(error)
        }
    }
}

/// Disposes the bridge's subscription when the iterator that owns it goes away (a `break`).
final class AsyncBridgeOwner<Element>: Sendable {
    let bridge: AsyncBridge<Element>

    init(source: Observable<Element>) {
        bridge = AsyncBridge(source: source)
    }

    deinit {
        bridge.cancel()
    }
}
