/// Subscribes a sequence of sources one at a time, moving to the next one when the current one
/// completes (`concat`) or fails (`catch(sequence:)`, `retry`).
///
/// A source that ends while it is being subscribed does not recurse into the next one: the loop in
/// `subscribeNext` picks it up, so a long chain of synchronous sources runs in constant stack space.
final class SequentialSink<Sources: Sequence, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
where Sources.Element == Observable<Observer.Element> {
    // @unchecked: `iterator`, `isSubscribing`, `nextRequested` and `lastError` are only touched
    // under `lock`.

    /// Which stop event moves on to the next source.
    enum AdvanceTrigger {
        case completed
        case error
    }

    let current = SerialDisposable()
    private let lock = RecursiveLock()
    private let advanceOn: AdvanceTrigger
    private var iterator: Sources.Iterator
    private var isSubscribing = false
    private var nextRequested = false
    private var lastError: (any Swift.Error)?

    init(iterator: Sources.Iterator, advanceOn: AdvanceTrigger, observer: Observer, cancel: any Cancelable) {
        self.iterator = iterator
        self.advanceOn = advanceOn
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
            let step: Step = lock.withLock {
                guard nextRequested, !isDisposed else {
                    isSubscribing = false
                    return .idle
                }
                nextRequested = false
                if let source = iterator.next() { return .subscribe(source) }
                isSubscribing = false
                return .exhausted(lastError)
            }
            switch step {
            case .idle:
                return
            case .exhausted(let error?):
                forwardError(error)
                return
            case .exhausted(nil):
                forwardCompleted()
                return
            case .subscribe(let source):
                let subscription = SingleAssignmentDisposable()
                current.disposable = subscription
                subscription.setDisposable(source.subscribe(self))
            }
        }
    }

    private enum Step {
        case idle
        case exhausted((any Swift.Error)?)
        case subscribe(Observable<Observer.Element>)
    }

    func on(_ event: Event<Observer.Element>) {
        switch (event, advanceOn) {
        case (.next, _):
            forwardOn(event)
        case (.completed, .completed):
            subscribeNext()
        case (.error(let error), .error):
            lock.withLock { lastError = error }
            subscribeNext()
        case (.error, .completed), (.completed, .error):
            forwardStop(event)
        }
    }
}
