/// The state of one merge subscription: outer and inner events are serialised by a recursive lock
/// held while forwarding, as in RxSwift.
///
/// The event methods are inlinable so that they run specialised in the client (`flatMap` builds
/// the outer event closure in inlinable code and each inner's closure is built here). Each running
/// inner is one `MergeInner`, which is at once its subscription, the only capture of its event
/// closure and a link in this sink's list of running inners, so starting an inner allocates that
/// one object and nothing else (nothing at all when the last inner's object is free to reuse).
@usableFromInline
final class MergeSink<Result>: HandlerSink<Result>, @unchecked Sendable {
    // @unchecked: `activeCount`, `stopped`, `innersDisposed`, `waiting`, `spare` and the list
    // of inners are only touched under `lock`. The flags are atomics (relaxed: the lock orders
    // them) only because a class's stored `var` costs a dynamic exclusivity check on each access.
    @usableFromInline
    let lock = RecursiveLock()
    @usableFromInline
    let sourceSubscription = AssignOnceDisposable()
    @usableFromInline
    let policy: MergePolicy
    @usableFromInline
    @exclusivity(unchecked) final var activeCount = InlineAtomic<Int>(0)
    @usableFromInline
    @exclusivity(unchecked) final var stopped = InlineAtomic<Bool>(false)
    /// Set once the whole subscription is disposed: no inner starts after that.
    @usableFromInline
    @exclusivity(unchecked) final var innersDisposed = InlineAtomic<Bool>(false)
    /// The running inners, most recent first. Unchecked exclusivity: `lock` serialises every access.
    @usableFromInline
    @exclusivity(unchecked) var inners: MergeInner<Result>?
    @usableFromInline
    @exclusivity(unchecked) var waiting = FIFOQueue<Observable<Result>>()
    /// An ended inner's object that nothing else references, kept for the next inner: an inner
    /// that ends while being subscribed (a `just`) then costs no allocation. Unchecked
    /// exclusivity: `lock` serialises every access.
    @usableFromInline
    @exclusivity(unchecked) var spare: MergeInner<Result>?

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
            guard let (inner, subscription) = innerToSubscribe(for: element, selector: selector) else { return }
            // Moved, not copied: `start` can tell whether its reference is the only one.
            var started = consume subscription
            start(inner, in: &started)
        case .error(let error):
            lock.lock()
            forwardError(error)
            lock.unlock()
        case .completed:
            lock.lock()
            InlineAtomic.store(&stopped, true, ordering: .relaxed)
            sourceSubscription.dispose()
            if InlineAtomic.load(&activeCount, ordering: .relaxed) == 0 {
                forwardCompleted()
            }
            lock.unlock()
        }
    }

    /// Decides under the lock whether `element` starts an inner subscription now, and if so links
    /// the object that will stand for it.
    @inlinable
    func innerToSubscribe<Element, Inner: ObservableConvertibleType>(
        for element: Element,
        selector: (Element) throws -> Inner
    ) -> (Observable<Result>, MergeInner<Result>)? where Inner.Element == Result {
        lock.lock()
        defer { lock.unlock() }
        if case .firstOnly = policy, InlineAtomic.load(&activeCount, ordering: .relaxed) > 0 { return nil }
        let inner: Observable<Result>
        do {
            inner = try selector(element).asObservable()
        } catch {
            forwardError(error)
            return nil
        }
        if case .limited(let maximum) = policy, InlineAtomic.load(&activeCount, ordering: .relaxed) >= maximum {
            waiting.append(inner)
            return nil
        }
        InlineAtomic.add(&activeCount, 1, ordering: .relaxed)
        guard let subscription = linkedInner() else { return nil }
        return (inner, subscription)
    }

    /// Starts a waiting inner.
    @inlinable
    func subscribeInner(_ inner: Observable<Result>) {
        lock.lock()
        guard var subscription = linkedInner() else {
            lock.unlock()
            return
        }
        lock.unlock()
        start(inner, in: &subscription)
    }

    /// The object for a new inner, linked into the list: the spare or a new one; nil once the sink
    /// is disposed. Under the lock.
    @inlinable
    @inline(__always)
    func linkedInner() -> MergeInner<Result>? {
        if InlineAtomic.load(&innersDisposed, ordering: .relaxed) { return nil }
        let subscription: MergeInner<Result>
        if let spare {
            subscription = spare
            self.spare = nil
        } else {
            subscription = MergeInner(parent: self)
        }
        link(subscription)
        return subscription
    }

    /// Subscribes `inner` with `subscription` as its receiver, and keeps the object as the spare if
    /// the inner ended while being subscribed. `subscription` is inout so that the caller's
    /// reference is this one, which lets `keepAsSpare` see whether it is the only one.
    @inlinable
    func start(_ inner: Observable<Result>, in subscription: inout MergeInner<Result>) {
        subscription.setDisposable(inner.subscribeHandler { [subscription] in subscription.on($0) })
        if subscription.isDisposed {
            keepAsSpare(&subscription)
        }
    }

    /// Keeps an ended inner's object for the next inner if nothing else references it.
    @inlinable
    @inline(__always)
    func keepAsSpare(_ subscription: inout MergeInner<Result>) {
        lock.lock()
        if spare == nil, !InlineAtomic.load(&innersDisposed, ordering: .relaxed), !subscription.isLinked,
            isKnownUniquelyReferenced(&subscription)
        {
            subscription.rearm()
            spare = subscription
        }
        lock.unlock()
    }

    @inlinable
    func onInner(_ event: Event<Result>, from subscription: MergeInner<Result>) {
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
            unlink(subscription)
            next = innerCompleted()
        }
        lock.unlock()
        if event.isStopEvent {
            subscription.dispose()
        }
        if let next {
            subscribeInner(next)
        }
    }

    /// Called under the lock when an inner sequence completes; returns a waiting inner to start.
    @inlinable
    @inline(__always)
    func innerCompleted() -> Observable<Result>? {
        // Only a limited merge queues inners; testing the policy first keeps the common case off
        // the queue.
        if case .limited = policy, let next = waiting.popFirst() {
            return next
        }
        let remaining = InlineAtomic.subtract(&activeCount, 1, ordering: .relaxed).newValue
        if InlineAtomic.load(&stopped, ordering: .relaxed) && remaining == 0 {
            forwardCompleted()
        }
        return nil
    }

    /// Adds a running inner to the list; under the lock.
    @inlinable
    @inline(__always)
    func link(_ subscription: MergeInner<Result>) {
        subscription.isLinked = true
        subscription.next = inners
        inners?.previous = subscription
        inners = subscription
    }

    /// Removes a completed inner from the list, if it is still there; under the lock.
    @inlinable
    @inline(__always)
    func unlink(_ subscription: MergeInner<Result>) {
        guard subscription.isLinked else { return }
        if let previous = subscription.previous {
            previous.next = subscription.next
        } else {
            inners = subscription.next
        }
        subscription.next?.previous = subscription.previous
        subscription.next = nil
        subscription.previous = nil
        subscription.isLinked = false
    }

    /// Disposes every running inner and keeps any later one from starting; part of disposing the
    /// sink.
    @usableFromInline
    func disposeInners() {
        lock.lock()
        InlineAtomic.store(&innersDisposed, true, ordering: .relaxed)
        var running = inners
        inners = nil
        // Released after unlocking, with the running inners.
        let spare = self.spare
        self.spare = nil
        // Unlinked here, under the lock, so that an inner completing meanwhile on another thread
        // leaves the list alone.
        var member = running
        while let subscription = member {
            subscription.isLinked = false
            member = subscription.next
        }
        lock.unlock()
        withExtendedLifetime(spare) {}
        // Disposed outside the lock: an inner's disposal may run arbitrary code.
        while let subscription = running {
            running = subscription.next
            subscription.next = nil
            subscription.previous = nil
            subscription.dispose()
        }
    }
}

/// One running inner subscription of a merge: the inner sequence's disposable, assigned once, the
/// receiver of its events, and a link in its sink's list of running inners.
@usableFromInline
final class MergeInner<Result>: AssignOnceDisposable, @unchecked Sendable {
    // @unchecked: `parent` is immutable; the links are only touched under the parent's lock, or by
    // `disposeInners` after it took the whole list out from under that lock.
    @usableFromInline
    let parent: MergeSink<Result>
    /// The next (older) running inner; strong, so the list owns its members.
    @usableFromInline
    @exclusivity(unchecked) var next: MergeInner<Result>?
    /// The previous (newer) running inner; not owning, it owns this one.
    @usableFromInline
    @exclusivity(unchecked) unowned(unsafe) var previous: MergeInner<Result>?
    /// Whether this inner is in its parent's list (set by `link`).
    @usableFromInline
    @exclusivity(unchecked) var isLinked = false

    @usableFromInline
    init(parent: MergeSink<Result>) {
        self.parent = parent
        super.init()
    }

    @inlinable
    func on(_ event: Event<Result>) {
        parent.onInner(event, from: self)
    }
}
