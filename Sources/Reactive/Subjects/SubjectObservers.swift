import Synchronization

/// The observers of one subject, kept with a ready-made delivery snapshot.
///
/// The snapshot is rebuilt only when an observer arrives or leaves, so emitting an element copies
/// one array reference under the lock and allocates nothing. Lives inside the owning subject's
/// lock-guarded state; it has no lock of its own.
@usableFromInline
struct SubjectObservers<Element> {
    @usableFromInline
    typealias Handler = (Event<Element>) -> Void

    private var bag = Bag<Handler>()
    /// The handlers in subscription order: the bag's own storage, shared (copy-on-write) with any
    /// delivery in flight, so neither an event nor a change of observers copies it needlessly.
    @usableFromInline
    private(set) var snapshot: ContiguousArray<Handler> = []

    var isEmpty: Bool { snapshot.isEmpty }

    mutating func insert(_ handler: @escaping Handler) -> BagKey {
        snapshot = []  // drop the shared reference first, so the bag appends in place
        let key = bag.insert(handler)
        snapshot = bag.values
        return key
    }

    /// Removes the observer under `key` and returns it, so the caller can release it after
    /// unlocking (its deinit may run arbitrary code).
    mutating func remove(_ key: BagKey) -> Handler? {
        snapshot = []
        let removed = bag.remove(key)
        snapshot = bag.values
        return removed
    }

    /// Removes every observer and returns the ones that were registered, in subscription order.
    mutating func removeAll() -> ContiguousArray<Handler> {
        let observers = snapshot
        bag.removeAll()
        snapshot = []
        return observers
    }
}

/// Delivers `event` to every handler of a snapshot, in subscription order.
@inline(__always)
func deliver<Element>(_ event: Event<Element>, to handlers: ContiguousArray<(Event<Element>) -> Void>) {
    for handler in handlers {
        handler(event)
    }
}

/// A subject that can drop one observer by key.
protocol SubjectUnsubscribing: AnyObject {
    func unsubscribe(_ key: BagKey)
}

/// The subscription to a subject: disposing it removes the observer.
///
/// Holds the subject weakly, as RxSwift does, so a forgotten subscription does not keep the
/// subject alive. Small enough to live inline in an `any Disposable`, so subscribing allocates no
/// extra object for it; disposing twice is harmless because removing an absent key does nothing.
struct SubjectSubscription: Disposable {
    private weak var owner: (any SubjectUnsubscribing)?
    private let key: BagKey

    init(owner: any SubjectUnsubscribing, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.unsubscribe(key)
    }
}

/// Sits between a replaying subject and one new observer so the replayed events arrive before any
/// live event, without calling the observer under the subject's lock.
///
/// The subject registers the gate and captures the replay under its lock, then replays outside
/// it. Live events that arrive meanwhile (from another thread, or re-entrantly from the replay
/// itself) are queued and drained after the replay; once the queue is empty the gate turns
/// transparent and costs one atomic load per event.
final class ReplayGate<Element>: @unchecked Sendable {
    // @unchecked: `pending` is only touched under `lock`; `isLive` is atomic and flips once.
    private let handler: (Event<Element>) -> Void
    private let lock = Lock()
    private let isLive = Atomic<Bool>(false)
    private var pending: [Event<Element>] = []

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        if isLive.load(ordering: .acquiring) {
            handler(event)
            return
        }
        lock.lock()
        if isLive.load(ordering: .relaxed) {
            lock.unlock()
            handler(event)
            return
        }
        pending.append(event)
        lock.unlock()
    }

    /// Delivers `events`, then whatever queued up meanwhile, then opens the gate.
    func replay<Events: Sequence>(_ events: Events) where Events.Element == Event<Element> {
        for event in events {
            handler(event)
        }
        while true {
            lock.lock()
            if pending.isEmpty {
                isLive.store(true, ordering: .releasing)
                lock.unlock()
                return
            }
            let batch = pending
            pending = []
            lock.unlock()
            for event in batch {
                handler(event)
            }
        }
    }
}
