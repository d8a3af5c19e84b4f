import Synchronization

/// The state of one merge subscription: outer and inner events are serialised by a recursive lock
/// held while forwarding, as in RxSwift.
///
/// The event methods are inlinable so that they run specialised in the client (`flatMap` builds
/// the outer event closure in inlinable code and each inner's closure is built here).
@usableFromInline
final class MergeSink<Result>: HandlerSink<Result>, @unchecked Sendable {
    // @unchecked: `activeCount`, `stopped`, `waiting` and `waitingHead` are only touched under `lock`.
    // The first two are atomics (relaxed: the lock orders them) only because a class's stored `var`
    // costs a dynamic exclusivity check on each access, and they are touched for every inner.
    @usableFromInline
    let lock = Lock(recursive: true)
    @usableFromInline
    let group = CompositeDisposable()
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let policy: MergePolicy
    @usableFromInline
    let activeCount = Atomic<Int>(0)
    @usableFromInline
    let stopped = Atomic<Bool>(false)
    @usableFromInline
    var waiting: [Observable<Result>] = []
    @usableFromInline
    var waitingHead = 0

    @usableFromInline
    init(policy: MergePolicy, downstream: @escaping (Event<Result>) -> Void) {
        self.policy = policy
        super.init(downstream: downstream)
    }

    @inlinable
    func onOuter<Element, Inner: ObservableConvertibleType>(
        _ event: Event<Element>,
        selector: (Element) throws -> Inner
    ) where Inner.Element == Result {
        switch event {
        case .next(let element):
            guard let inner = innerToSubscribe(for: element, selector: selector) else { return }
            subscribeInner(inner)
        case .error(let error):
            lock.lock()
            forwardError(error)
            lock.unlock()
        case .completed:
            lock.lock()
            stopped.store(true, ordering: .relaxed)
            sourceSubscription.dispose()
            if activeCount.load(ordering: .relaxed) == 0 {
                forwardCompleted()
            }
            lock.unlock()
        }
    }

    /// Decides under the lock whether `element` starts an inner subscription now.
    @inlinable
    func innerToSubscribe<Element, Inner: ObservableConvertibleType>(
        for element: Element,
        selector: (Element) throws -> Inner
    ) -> Observable<Result>? where Inner.Element == Result {
        lock.lock()
        defer { lock.unlock() }
        if case .firstOnly = policy, activeCount.load(ordering: .relaxed) > 0 { return nil }
        let inner: Observable<Result>
        do {
            inner = try selector(element).asObservable()
        } catch {
            forwardError(error)
            return nil
        }
        if case .limited(let maximum) = policy, activeCount.load(ordering: .relaxed) >= maximum {
            waiting.append(inner)
            return nil
        }
        activeCount.add(1, ordering: .relaxed)
        return inner
    }

    @inlinable
    func subscribeInner(_ inner: Observable<Result>) {
        let subscription = AssignOnceDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner.subscribeHandler { [self] event in
                self.onInner(event, key: key)
            }
        )
    }

    @inlinable
    func onInner(_ event: Event<Result>, key: CompositeDisposable.DisposeKey) {
        lock.lock()
        let next: Observable<Result>?
        switch event {
        case .next:
            forwardOn(event)
            next = nil
        case .error:
            forwardStop(event)
            next = nil
        case .completed:
            next = innerCompleted(key)
        }
        lock.unlock()
        if let next {
            subscribeInner(next)
        }
    }

    /// Called under the lock when an inner sequence completes; returns a waiting inner to start.
    @inlinable
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) -> Observable<Result>? {
        group.remove(for: key)
        // Only a limited merge queues inners; testing the policy first keeps the common case off
        // the (exclusivity-checked) queue.
        if case .limited = policy, waitingHead < waiting.count {
            let next = waiting[waitingHead]
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            return next
        }
        let remaining = activeCount.subtract(1, ordering: .relaxed).newValue
        if stopped.load(ordering: .relaxed) && remaining == 0 {
            forwardCompleted()
        }
        return nil
    }
}
