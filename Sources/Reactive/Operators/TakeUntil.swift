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
            sink.otherSubscription.setDisposable(other.subscribeNested { sink.onOther($0) })
            let sourceSubscription = source.subscribeNested { sink.on($0) }
            sink.setSubscription(Disposables.create(sourceSubscription, sink.otherSubscription))
            return sink
        }
    }
}

/// The subscription of `take(until:)`. Two sources feed one downstream here, so delivery is
/// serialised with a recursive lock held while forwarding, as RxSwift does: that is what keeps
/// `next` and the ending `completed` in order.
@usableFromInline
final class TakeUntilSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: both sources' events are handled under `lock`.
    @usableFromInline
    let lock = RecursiveLock()
    /// `other`'s subscription, released when `other` completes.
    @usableFromInline
    let otherSubscription = AssignOnceDisposable()

    @usableFromInline
    override init(downstream: @escaping (Event<Element>) -> Void) {
        super.init(downstream: downstream)
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
        case .completed: otherSubscription.dispose()
        }
    }
}
