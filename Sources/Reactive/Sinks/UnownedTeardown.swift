/// What a sink that keeps its upstream subscriptions in fields of its own (`take(until:)`'s,
/// `catch`'s, `observe(on:)`'s, `subscribe(on:)`'s) holds in its `HandlerSink` slot, instead of
/// disposable objects, which would be an allocation per subscription each: disposing it runs
/// `tearDown` on the sink.
///
/// It reaches the sink unretained: it lives only in the sink's own slot, and the sink disposes it
/// from there while alive, so it never outlives the sink; a strong reference would be a cycle
/// through the slot for a subscription that is never disposed. Three words (the sink and a
/// closure that captures nothing), so it is stored in the slot's existential without a box. Made
/// in the operator's inlinable closure, where its generic type is a constant (made in the
/// unspecialised sink, it cost a run-time metadata lookup per subscription) and where `tearDown`
/// can carry the sink's specialised methods (`observe(on:)`'s `stopPumping` would run
/// unspecialised from the sink's own methods, about 600 instructions).
@frozen
@usableFromInline
struct UnownedTeardown<Sink: AnyObject>: Disposable {
    @usableFromInline
    unowned(unsafe) let sink: Sink
    @usableFromInline
    let tearDown: (Sink) -> Void

    @inlinable
    init(_ sink: Sink, tearDown: @escaping (Sink) -> Void) {
        self.sink = sink
        self.tearDown = tearDown
    }

    @inlinable
    func dispose() {
        tearDown(sink)
    }
}
