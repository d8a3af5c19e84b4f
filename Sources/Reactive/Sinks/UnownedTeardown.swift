/// A sink that keeps its upstream subscriptions in fields of its own (`take(until:)`'s, `catch`'s)
/// rather than in disposable objects, which would be an allocation per subscription each.
@usableFromInline
protocol TearingDown: AnyObject {
    /// Releases the sink's upstream subscriptions; run once, by the sink's own disposal.
    func tearDown()
}

/// What such a sink keeps in its own `HandlerSink` slot: disposing it tears the sink down.
///
/// It reaches the sink unretained: it lives only in the sink's own slot, and the sink disposes it
/// from there while alive, so it never outlives the sink; a strong reference would be a cycle
/// through the slot for a subscription that is never disposed. One word, so that it is stored in
/// the slot's existential without a box. Made in the operator's inlinable closure, where its
/// generic type is a constant: made in the unspecialised sink, it cost a run-time metadata lookup
/// per subscription.
@usableFromInline
struct UnownedTeardown<Sink: TearingDown>: Disposable {
    @usableFromInline
    unowned(unsafe) let sink: Sink

    @usableFromInline
    init(_ sink: Sink) {
        self.sink = sink
    }

    @usableFromInline
    func dispose() {
        sink.tearDown()
    }
}
