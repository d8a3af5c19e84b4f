import Synchronization

/// The deepest stack of nested source sequences one `concat` or `catch(sequence:)` subscription
/// has held so far in this process; tests may reset it to 0.
///
/// A sequence of sources whose element is itself a `concat` (or, for `catch(sequence:)`, a
/// `catch(sequence:)`) is not subscribed: its sources are taken over and iterated in its place, so
/// recursively built chains run in constant stack space and hold one subscription at a time, as in
/// RxSwift. When the nested sequence is the last of a collection of known size, the collection is
/// dropped first, so a chain built from collections keeps a stack of one; with plain sequences the
/// stack grows by one per level. This records the largest such stack, like RxSwift's debug
/// counter of the same name.
public var maxTailRecursiveSinkStackSize: Int {
    get { tailRecursionHighWater.load(ordering: .relaxed) }
    set { tailRecursionHighWater.store(newValue, ordering: .relaxed) }
}

private let tailRecursionHighWater = Atomic<Int>(0)

/// Which stop event moves a `SequentialSink` on to the next source.
enum SequentialAdvanceTrigger {
    case completed
    case error
}

/// One level of a `SequentialSink`'s stack: an iterator over sources, and how many of them are
/// left if that is known.
struct SequentialSourceIterator<Element> {
    var iterator: AnyIterator<Observable<Element>>
    var remaining: Int?
}

/// Subscribes a sequence of sources one at a time, moving to the next one when the current one
/// completes (`concat`) or fails (`catch(sequence:)`, `retry`).
///
/// A source that ends while it is being subscribed does not recurse into the next one: the loop in
/// `subscribeNext` picks it up, so a long chain of synchronous sources runs in constant stack space.
final class SequentialSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `stack`, `isSubscribing`, `nextRequested` and `lastError` are only touched
    // under `lock`.
    typealias Element = Observer.Element

    let current = SerialDisposable()
    private let lock = RecursiveLock()
    private let advanceOn: SequentialAdvanceTrigger
    private var stack: [SequentialSourceIterator<Element>]
    private var isSubscribing = false
    private var nextRequested = false
    private var lastError: (any Swift.Error)?

    init(
        sources: SequentialSourceIterator<Element>,
        advanceOn: SequentialAdvanceTrigger,
        observer: Observer,
        cancel: any Cancelable
    ) {
        stack = [sources]
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
                if let source = nextSource() { return .subscribe(source) }
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

    /// The next source to subscribe, taking over nested sequences on the way. Called with `lock`
    /// held.
    private func nextSource() -> Observable<Element>? {
        while var level = stack.popLast() {
            guard let source = level.iterator.next() else { continue }
            if let remaining = level.remaining {
                // A level whose last source was just taken is dropped before that source is looked
                // at, so a nested sequence in last place replaces its parent on the stack.
                if remaining > 1 {
                    level.remaining = remaining - 1
                    stack.append(level)
                }
            } else {
                stack.append(level)
            }
            if let nested = source.sourcesToTakeOver(advancingOn: advanceOn) {
                stack.append(nested)
                tailRecursionHighWater.max(stack.count, ordering: .relaxed)
                continue
            }
            return source
        }
        return nil
    }

    private enum Step {
        case idle
        case exhausted((any Swift.Error)?)
        case subscribe(Observable<Element>)
    }

    func on(_ event: Event<Element>) {
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
