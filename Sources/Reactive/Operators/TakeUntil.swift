extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// ```
    /// source:             -1-2-3-4-|
    /// other:              -----x---
    /// take(until: other): -1-2-|
    /// ```
    ///
    /// An error from `other` fails the result; `other` completing without an element changes
    /// nothing. `other` is subscribed first, so an `other` that emits at once yields an empty result.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements up to `other`'s first element.
    @inlinable
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        // Built here, in inlinable code, so that the sink and both event closures are specialised
        // in the caller: a search cancelled by the next query subscribes one of these per request.
        let other = other.asObservable()
        return HandlerOperator(source: asObservable()) { source, downstream in
            let sink = TakeUntilSink(downstream: downstream)
            // `other` first, as in RxSwift: an `other` that emits at once leaves the result empty.
            // The closures capture only the sink, so they need no context of their own.
            sink.setOtherSubscription(other.subscribeNested { sink.onOther($0) })
            sink.setSourceSubscription(source.subscribeNested { sink.on($0) })
            // Made here, where its generic type is a constant: in the unspecialised sink it was a
            // run-time metadata lookup per subscription.
            sink.setSubscription(UnownedTeardown(sink) { $0.tearDown() })
            return sink
        }
    }
}

/// The subscription of `take(until:)`. Two sources feed one downstream here, so delivery is
/// serialised with a recursive lock held while forwarding, as RxSwift does: that is what keeps
/// `next` and the ending `completed` in order.
///
/// It keeps both upstream subscriptions itself: `other`'s in a slot of its own, which `other`
/// completing releases early, and the source's next to it, released with `other`'s when the sink
/// is disposed (an `UnownedTeardown` is what the sink's own slot holds). A separate assign-once
/// disposable for `other` and a pair disposable for the two were two allocations per
/// subscription, and a reactor's `mutate` makes one of these per request.
@usableFromInline
final class TakeUntilSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: both sources' events are handled under `lock`; the two slots are touched only
    // as `AssignOnce` allows (`source` is stored before the sink's own assignment publishes it).
    @usableFromInline
    let lock = RecursiveLock()
    /// `other`'s subscription, under `otherBits`' assign-once protocol. Unchecked exclusivity
    /// here and below: the protocol gives one caller sole access, and a dynamic check costs a
    /// thread-local lookup per access.
    @exclusivity(unchecked) private var otherBits = InlineAtomic<Int>(0)
    @exclusivity(unchecked) private var other = DisposableSlot()
    /// The source's subscription: stored once, before the teardown that releases it is assigned.
    @exclusivity(unchecked) private var source = DisposableSlot()

    @usableFromInline
    override init(downstream: @escaping (Event<Element>) -> Void) {
        super.init(downstream: downstream)
    }

    /// Keeps `other`'s subscription; releases it at once if the sink already let go of `other`.
    @usableFromInline
    func setOtherSubscription(_ subscription: consuming any Disposable) {
        AssignOnce.assign(subscription, to: &other, bits: &otherBits, "TakeUntilSink")
    }

    /// Keeps the source's subscription, before the sink is handed the teardown that releases it.
    @usableFromInline
    func setSourceSubscription(_ subscription: consuming any Disposable) {
        source.store(subscription)
    }

    /// Releases `other`'s subscription, once, whenever it has been assigned.
    @usableFromInline
    func releaseOther() {
        AssignOnce.release(&other, bits: &otherBits)
    }

    /// Releases both subscriptions; run once, by the sink's own disposal.
    @usableFromInline
    func tearDown() {
        source.take().dispose()
        releaseOther()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        forwardEvent(event)
    }

    /// `other`'s first element completes the result, its error fails it, its completion only
    /// releases its own subscription.
    @inlinable
    func onOther<Other>(_ event: Event<Other>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next: forwardCompleted()
        case .error(let error): forwardError(error)
        case .completed: releaseOther()
        }
    }
}
