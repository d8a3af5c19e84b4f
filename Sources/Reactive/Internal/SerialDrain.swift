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
package final class SerialDrain<Item>: @unchecked Sendable {
    // @unchecked: `pending` and `isDraining` are only touched under `lock`; items are consumed by
    // one thread at a time, handed over through `lock`.
    private let lock = Lock()
    private var pending = FIFOQueue<Item>()
    private var isDraining = false

    /// Creates an idle drain.
    package init() {}

    /// Consumes `item` now, followed by everything offered meanwhile, if nobody is draining;
    /// otherwise queues it for the drainer.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - consume: What to do with each item this call drains; called outside the lock.
    package func offer(_ item: Item, consume: (Item) -> Void) {
        lock.lock()
        if isDraining {
            pending.append(item)
            lock.unlock()
            return
        }
        isDraining = true
        lock.unlock()
        // The common case, an idle drain, consumes without queueing.
        consume(item)
        while let next = takeNext() {
            consume(next)
        }
    }

    /// Drops every queued item; an item being consumed is not affected.
    ///
    /// - Returns: The dropped items, for the caller to release outside any lock of its own.
    @discardableResult
    package func removeAll() -> [Item] {
        lock.withLock {
            var dropped: [Item] = []
            while let item = pending.popFirst() { dropped.append(item) }
            return dropped
        }
    }

    /// The next queued item, or nil after marking the drain idle when there is none.
    private func takeNext() -> Item? {
        lock.withLock {
            if let next = pending.popFirst() { return next }
            isDraining = false
            return nil
        }
    }
}
