extension ObservableType {
    /// Maps each element to an inner sequence and mirrors only the most recent one: a new element
    /// disposes the previous inner subscription at that moment.
    ///
    /// ```
    /// source:             -a------b------|
    /// inner(a):            -1-2-3-4
    /// inner(b):                   -5-6-|
    /// flatMapLatest:      --1-2-3--5-6-|
    /// ```
    ///
    /// An element from a replaced inner is never delivered, even if it races the switch. The result
    /// completes when the source and the latest inner have both completed; an error from either
    /// fails it.
    ///
    /// - Parameter selector: Maps an element to its inner sequence.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        // Built here so that the outer and inner event handling is specialised in the caller.
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = SwitchSink<Inner.Element>(downstream: downstream)
            sink.sourceSubscription.setDisposable(
                source.subscribeNested { (event: Event<Element>) in
                    sink.onOuter(event, selector: selector)
                }
            )
            sink.setSubscription(
                Disposables.create(sink.sourceSubscription, Disposables.create(with: sink.disposeLatest))
            )
            return sink
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the most recent inner sequence, disposing the previous one when a new one arrives.
    ///
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

/// Outer and inner events meet here; a recursive lock held while forwarding serialises them, and a
/// generation number (`latest`) tells the current inner from replaced ones.
///
/// The event methods are inlinable so that they run specialised in the client. A switch allocates
/// one `SwitchInner`, which is at once the inner's subscription and the only capture of its event
/// closure, and nothing else: the current inner is kept here under the lock, not in a
/// `SerialDisposable`.
@usableFromInline
final class SwitchSink<Result>: HandlerSink<Result>, @unchecked Sendable {
    // @unchecked: `stopped`, `latest`, `hasLatest`, `latestDisposed` and `current` are only touched
    // under `lock`. The flags are atomics (relaxed: the lock orders them) only because a class's
    // stored `var` costs a dynamic exclusivity check on each access.
    @usableFromInline
    let lock = RecursiveLock()
    @usableFromInline
    @exclusivity(unchecked) final var stopped = InlineAtomic<Bool>(false)
    @usableFromInline
    @exclusivity(unchecked) final var latest = InlineAtomic<Int>(0)
    @usableFromInline
    @exclusivity(unchecked) final var hasLatest = InlineAtomic<Bool>(false)
    /// Set once the whole subscription is disposed: no inner is subscribed after that.
    @usableFromInline
    @exclusivity(unchecked) final var latestDisposed = InlineAtomic<Bool>(false)
    /// The latest inner's subscription. Unchecked exclusivity: `lock` serialises every access.
    @usableFromInline
    @exclusivity(unchecked) var current: SwitchInner<Result>?
    @usableFromInline
    let sourceSubscription = AssignOnceDisposable()

    @inlinable
    func onOuter<Element, Inner: ObservableConvertibleType>(
        _ event: Event<Element>,
        selector: (Element) throws -> Inner
    ) where Inner.Element == Result {
        switch event {
        case .next(let element):
            lock.lock()
            let inner: Observable<Result>
            do {
                inner = try selector(element).asObservable()
            } catch {
                forwardError(error)
                lock.unlock()
                return
            }
            InlineAtomic.store(&hasLatest, true, ordering: .relaxed)
            let id = InlineAtomic.wrappingAdd(&latest, 1, ordering: .relaxed).newValue
            if let reused = reusableCurrent() {
                // The latest inner ended and nothing else holds its object: it serves the new one
                // (rearmed under the lock, so that a disposal from now on reaches the new inner).
                reused.rearm(id: id)
                lock.unlock()
                reused.setDisposable(inner.subscribeHandler { reused.on($0) })
                return
            }
            let subscription =
                InlineAtomic.load(&latestDisposed, ordering: .relaxed) ? nil : SwitchInner(parent: self, id: id)
            // Swapped rather than read and then assigned: the replaced inner moves out of `current`
            // without a retain and release of its own.
            var previous = subscription
            swap(&current, &previous)
            lock.unlock()
            previous?.dispose()  // the previous inner ends now, before the new one starts
            guard let subscription else { return }
            subscription.setDisposable(inner.subscribeHandler { subscription.on($0) })
        case .error(let error):
            lock.lock()
            forwardError(error)
            lock.unlock()
        case .completed:
            lock.lock()
            InlineAtomic.store(&stopped, true, ordering: .relaxed)
            sourceSubscription.dispose()
            if !InlineAtomic.load(&hasLatest, ordering: .relaxed) {
                forwardCompleted()
            }
            lock.unlock()
        }
    }

    @inlinable
    func onInner(_ event: Event<Result>, from subscription: SwitchInner<Result>) {
        lock.lock()
        defer { lock.unlock() }
        if event.isStopEvent {
            subscription.dispose()
        }
        // A replaced inner: drop whatever it sends.
        guard InlineAtomic.load(&latest, ordering: .relaxed) == subscription.id else { return }
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardStop(event)
        case .completed:
            InlineAtomic.store(&hasLatest, false, ordering: .relaxed)
            if InlineAtomic.load(&stopped, ordering: .relaxed) {
                forwardCompleted()
            }
        }
    }

    /// The latest inner's object, if its inner ended (a `just` ends while being subscribed) and
    /// nothing but `current` references it; under the lock.
    @inlinable
    func reusableCurrent() -> SwitchInner<Result>? {
        guard !InlineAtomic.load(&latestDisposed, ordering: .relaxed), isKnownUniquelyReferenced(&current), let current,
            current.isDisposed
        else { return nil }
        return current
    }

    /// Disposes the latest inner and keeps any later one from starting; part of disposing the sink.
    @usableFromInline
    func disposeLatest() {
        lock.lock()
        InlineAtomic.store(&latestDisposed, true, ordering: .relaxed)
        var latest: SwitchInner<Result>?
        swap(&current, &latest)
        lock.unlock()
        latest?.dispose()
    }
}

/// One inner subscription of `flatMapLatest`: the disposable of the inner sequence, assigned once,
/// and the receiver of its events, which it hands to the sink with its generation number.
@usableFromInline
final class SwitchInner<Result>: AssignOnceDisposable, @unchecked Sendable {
    // @unchecked: `parent` is immutable, `id` is only touched under the parent's lock; the rest is
    // `AssignOnceDisposable`'s.
    @usableFromInline
    let parent: SwitchSink<Result>
    /// The generation this object stands for. Unchecked exclusivity: written and read under the
    /// parent's lock.
    @usableFromInline
    @exclusivity(unchecked) var id: Int

    @usableFromInline
    init(parent: SwitchSink<Result>, id: Int) {
        self.parent = parent
        self.id = id
        super.init()
    }

    /// Makes this ended inner stand for generation `id`; under the parent's lock, while only the
    /// parent references it (see `SwitchSink.reusableCurrent`).
    @inlinable
    func rearm(id: Int) {
        self.id = id
        rearm()
    }

    @inlinable
    func on(_ event: Event<Result>) {
        parent.onInner(event, from: self)
    }
}
