import Synchronization

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
                source.subscribeHandler { (event: Event<Element>) in
                    sink.onOuter(event, selector: selector)
                }
            )
            sink.setSubscription(Disposables.create(sink.sourceSubscription, sink.innerSubscription))
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
/// The event methods are inlinable so that they run specialised in the client; a switch allocates
/// the inner's assignment disposable and the inner's event closure, nothing else.
@usableFromInline
final class SwitchSink<Result>: HandlerSink<Result>, @unchecked Sendable {
    // @unchecked: `stopped`, `latest` and `hasLatest` are only touched under `lock`. They are
    // atomics (relaxed: the lock orders them) only because a class's stored `var` costs a dynamic
    // exclusivity check on each access.
    @usableFromInline
    let lock = Lock(recursive: true)
    @usableFromInline
    let stopped = Atomic<Bool>(false)
    @usableFromInline
    let latest = Atomic<Int>(0)
    @usableFromInline
    let hasLatest = Atomic<Bool>(false)
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let innerSubscription = SerialDisposable()

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
            hasLatest.store(true, ordering: .relaxed)
            let id = latest.wrappingAdd(1, ordering: .relaxed).newValue
            lock.unlock()
            let subscription = AssignOnceDisposable()
            innerSubscription.disposable = subscription  // disposes the previous inner now
            subscription.setDisposable(
                inner.subscribeHandler { [self] event in
                    self.onInner(event, id: id, subscription: subscription)
                }
            )
        case .error(let error):
            lock.lock()
            forwardError(error)
            lock.unlock()
        case .completed:
            lock.lock()
            stopped.store(true, ordering: .relaxed)
            sourceSubscription.dispose()
            if !hasLatest.load(ordering: .relaxed) {
                forwardCompleted()
            }
            lock.unlock()
        }
    }

    @inlinable
    func onInner(_ event: Event<Result>, id: Int, subscription: AssignOnceDisposable) {
        lock.lock()
        defer { lock.unlock() }
        if event.isStopEvent {
            subscription.dispose()
        }
        guard latest.load(ordering: .relaxed) == id else { return }  // a replaced inner: drop whatever it sends
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardStop(event)
        case .completed:
            hasLatest.store(false, ordering: .relaxed)
            if stopped.load(ordering: .relaxed) {
                forwardCompleted()
            }
        }
    }
}
