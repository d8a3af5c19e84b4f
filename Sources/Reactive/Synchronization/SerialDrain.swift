/// Hands items to their consumer one at a time, in the order they were offered, never nested.
///
/// The thread that offers an item while nobody is draining becomes the drainer: it consumes that
/// item and then every item offered meanwhile — re-entrantly, from inside the consumer, or by other
/// threads — before it returns. An item offered while someone else drains only joins the queue, and
/// the offering thread goes on at once: nobody ever waits for a consumer to finish, so a consumer
/// that offers again cannot deadlock, and the consumer is never entered twice at once.
///
/// This is the one serialising primitive the architectures share with the runtime (RxSwift's
/// `AsyncLock` and RxFeedback's `AsyncSynchronized` are the same idea): the reactor's action
/// subject and mutation stream, and the feedback loop's events, go through it, so the concurrency
/// of both architectures lives here, under one lock.
///
/// Inlinable, so that offering and draining are specialised where the drain is used: unspecialised,
/// every item's trip through the queue looked its type's metadata up at run time.
@_fixed_layout
@usableFromInline
package final class SerialDrain<Item>: @unchecked Sendable {
    // @unchecked: `pending` and `isDraining` are only touched under the lock (unchecked
    // exclusivity: the lock already serialises them); items are consumed by one thread at a time,
    // handed over through the lock.
    /// A spin lock kept inline: its sections only move an item or a flag, and a lock object would
    /// cost two allocations per drain (one per reactor, feedback and serialised subscription).
    @usableFromInline
    @exclusivity(unchecked) final var locked = InlineAtomic<Bool>(false)
    @usableFromInline
    @exclusivity(unchecked) var pending = FIFOQueue<Item>()
    @usableFromInline
    @exclusivity(unchecked) var isDraining = false

    /// Creates an idle drain.
    @inlinable
    package init() {}

    /// Consumes `item` now, followed by everything offered meanwhile, if nobody is draining;
    /// otherwise queues it for the drainer.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - consume: What to do with each item this call drains; called outside the lock.
    @inlinable
    package func offer(_ item: Item, consume: (Item) -> Void) {
        SpinLock.lock(&locked)
        if isDraining {
            pending.append(item)
            SpinLock.unlock(&locked)
            return
        }
        isDraining = true
        SpinLock.unlock(&locked)
        // The common case, an idle drain, consumes without queueing.
        consume(item)
        while let next = takeNext() {
            consume(next)
        }
    }

    /// Drops every queued item; an item being consumed is not affected.
    ///
    /// - Returns: The dropped items, for the caller to release outside any lock of its own.
    @inlinable
    @discardableResult
    package func removeAll() -> [Item] {
        SpinLock.lock(&locked)
        var dropped: [Item] = []
        while let item = pending.popFirst() { dropped.append(item) }
        SpinLock.unlock(&locked)
        return dropped
    }

    /// The next queued item, or nil after marking the drain idle when there is none.
    @inlinable
    func takeNext() -> Item? {
        SpinLock.lock(&locked)
        defer { SpinLock.unlock(&locked) }
        if let next = pending.popFirst() { return next }
        isDraining = false
        return nil
    }
}
