/// The observers of one subject, kept with a ready-made delivery snapshot.
///
/// The snapshot is rebuilt only when an observer arrives or leaves, so emitting an element pins it
/// (`pin()`) or copies one array reference under the lock, and allocates nothing. Lives inside the
/// owning subject's lock-guarded state; it has no lock of its own.
@usableFromInline
package struct SubjectObservers {
    /// The receivers in subscription order, as delivered: `EventReceiver<Element>`s stored as
    /// `AnyObject`, so that the arrays are not generic. Subscribing and unsubscribing run in
    /// unspecialised code, where every operation on an array of a generic element type looks the
    /// array's metadata up at run time; the delivery loop, specialised, casts each back for free.
    @usableFromInline
    package typealias Snapshot = ContiguousArray<AnyObject>

    private var bag = Bag<AnyObject>()
    /// The handlers in subscription order: the bag's own storage, shared (copy-on-write) with any
    /// delivery in flight, so neither an event nor a change of observers copies it needlessly.
    /// Where an observer left from the middle, its slot holds `filler` until the bag compacts
    /// (see `Bag`): the delivery loop stays a plain walk with no test per slot.
    @usableFromInline
    package private(set) var snapshot: Snapshot = []
    /// A receiver of the subject's element type that ignores every event, made the first time an
    /// observer leaves from the middle and shared by every hole after that.
    private var filler: AnyObject?
    /// Deliveries in flight that walk `snapshot`'s storage through a pointer (see `pin()`).
    @usableFromInline
    var pins = 0
    /// The snapshots replaced while some delivery was pinned: kept until the last pin goes,
    /// because a pinned delivery may still be walking any of them.
    @usableFromInline
    var retired = RetiredSnapshots()

    /// The observers in subscription order, without the fillers of departed ones.
    package var liveObservers: [AnyObject] {
        snapshot.filter { $0 !== filler }
    }

    /// The bag's last slot always holds an observer, so an empty snapshot means no observers.
    @usableFromInline
    package var isEmpty: Bool { snapshot.isEmpty }

    #if DEBUG
    /// Observers moved to another slot by removals so far (see `Bag.moves`).
    var removalMoves: Int { bag.moves }
    #endif

    /// Shared by every subscription of this subject to reach it; made with the first one.
    private var reference: SubjectReference?

    /// No observers.
    @usableFromInline
    package init() {}

    /// Adds a handler; `owner` is the subject, which the returned subscription removes it from.
    mutating func insert<Element>(
        _ handler: @escaping (Event<Element>) -> Void,
        owner: @autoclosure () -> any SubjectUnsubscribing
    ) -> SubjectSubscription {
        insert(EventHandler(handler), owner: owner())
    }

    /// Adds a receiver (an `EventReceiver` of the subject's element type).
    ///
    /// `owner` is an autoclosure because only the first subscription needs it (to make the shared
    /// reference): wrapping the subject in an existential on every subscription costs a retain and
    /// a release.
    package mutating func insert(_ handler: AnyObject, owner: @autoclosure () -> any SubjectUnsubscribing)
        -> SubjectSubscription
    {
        let key = insertKey(handler)
        let reference: SubjectReference
        if let existing = self.reference {
            reference = existing
        } else {
            reference = SubjectReference(owner())
            self.reference = reference
        }
        return SubjectSubscription(owner: reference, key: key)
    }

    /// Adds a handler and returns its key, for an owner whose subscriptions reach it some other
    /// way than through the shared weak reference.
    mutating func insertKey(_ handler: AnyObject) -> BagKey {
        retireSnapshot()  // drop the shared reference first, so the bag appends in place
        let key = bag.insert(handler)
        snapshot = bag.values
        return key
    }

    /// Removes the observer under `key` and returns it, so the caller can release it after
    /// unlocking (its deinit may run arbitrary code).
    ///
    /// - Complexity: O(log n), and O(1) amortised moves.
    package mutating func remove(_ key: BagKey) -> AnyObject? {
        retireSnapshot()
        let removed: AnyObject?
        if let newest = bag.removeIfNewest(key) {
            removed = newest
        } else {
            removed = removeOlder(key)
        }
        snapshot = bag.values
        return removed
    }

    /// `remove` for any observer but the newest; out of line, so that what making a filler takes
    /// costs the common case nothing.
    @inline(never)
    private mutating func removeOlder(_ key: BagKey) -> AnyObject? {
        if filler != nil {
            // Borrowed without a retain (`self` keeps it alive), and the hole takes its own
            // reference: passed as an optional binding, it cost 57 instructions more per removal
            // (`scale-subject-dispose-10000`, 1,067 → 1,124).
            unowned(unsafe) let existing = filler.unsafelyUnwrapped
            return bag.removeOlder(key) { _ in existing }
        }
        // Made only if this removal leaves a hole (most subjects never need one), by the observer
        // leaving, which knows the subject's element type; the cast looks the conformance up once
        // per subject.
        var made: AnyObject?
        let removed = bag.removeOlder(key) { leaving in
            guard let receiver = leaving as? any IgnoringReceiverMaking else {
                preconditionFailure("SubjectObservers: an observer that is not an EventReceiver: \(leaving)")
            }
            let filler = receiver.makeIgnoringReceiver()
            made = filler
            return filler
        }
        filler = made
        return removed
    }

    /// Lets go of `snapshot` before the bag changes, so the bag changes its storage in place; a
    /// pinned delivery's storage is kept in `retired` instead, which also makes the bag copy it
    /// rather than change it under that delivery.
    private mutating func retireSnapshot() {
        if pins != 0 && !snapshot.isEmpty { retired.keep(snapshot) }
        snapshot = []
    }

    /// The current observers, for one delivery, without a reference to their storage.
    ///
    /// Copying `snapshot` out of the lock is a retain and a release of its storage per event, two
    /// calls into the runtime; a pin is an integer under the lock the caller already holds. Until
    /// the matching `unpin()`, the storage is neither changed nor freed: every change first moves
    /// the pinned snapshot into `retired`. Call under the owner's lock.
    @inlinable
    package mutating func pin() -> UnsafeBufferPointer<AnyObject> {
        pins &+= 1
        // The pointer outlives the closure on purpose: the storage it points into stays alive and
        // unchanged until `unpin()`, as described above.
        return snapshot.withUnsafeBufferPointer { $0 }
    }

    /// Ends one pinned delivery; returns the snapshots it kept alive when it was the last, for the
    /// caller to release after unlocking (releasing them may release observers). Call under the
    /// owner's lock.
    @inlinable
    package mutating func unpin() -> RetiredSnapshots? {
        pins &-= 1
        if pins != 0 || retired.isEmpty { return nil }
        return takeRetired()
    }

    /// Hands over the retired snapshots and keeps none; out of line, since most deliveries retire
    /// nothing.
    @usableFromInline
    mutating func takeRetired() -> RetiredSnapshots {
        let kept = retired
        retired = RetiredSnapshots()
        return kept
    }

    /// Removes every observer and returns the ones that were registered, in subscription order.
    @usableFromInline
    mutating func removeAll() -> Snapshot {
        let observers = snapshot
        retireSnapshot()
        bag.removeAll()
        return observers
    }
}

/// The snapshots a subject's observers replaced during pinned deliveries (see
/// `SubjectObservers.pin()`).
///
/// Usually one, when an observer leaves or joins during a delivery (a `take(until:)` ending, a
/// `flatMapLatest` switching): that one is kept in a field, since an array to hold it would be an
/// allocation per such change; any further ones go in the array.
@usableFromInline
package struct RetiredSnapshots {
    @usableFromInline
    var first: SubjectObservers.Snapshot = []
    var others: ContiguousArray<SubjectObservers.Snapshot> = []

    @usableFromInline
    init() {}

    /// Whether none is kept.
    @inlinable
    var isEmpty: Bool { first.isEmpty }

    /// Keeps `snapshot` (not empty) alive until this is released.
    mutating func keep(_ snapshot: SubjectObservers.Snapshot) {
        if first.isEmpty {
            first = snapshot
        } else {
            others.append(snapshot)
        }
    }
}

/// What a subject keeps for each subscriber: an event closure boxed in an `EventHandler`, or the
/// `ClosureObserver` of a `subscribe(onNext:…)` itself, which then costs no box of its own.
///
/// A closure stored directly in a generic array is kept in its most abstract form (result
/// returned indirectly), so every call from the specialised delivery loop went through two
/// reabstraction thunks; a class field keeps the closure's natural form, and the loop calls it
/// directly. Package-wide: `ReactorArchitecture`'s `ActionSubject` keeps its observers the same way.
@usableFromInline
package class EventReceiver<Element> {
    /// The subscriber's event closure; nil for a `ClosureObserver`, which receives events itself.
    @usableFromInline
    package final let call: ((Event<Element>) -> Void)?

    @usableFromInline
    init(call: ((Event<Element>) -> Void)?) {
        self.call = call
    }

    /// Passes `event` to the subscriber.
    ///
    /// A nil `call` is the one test a boxed closure pays for a `ClosureObserver` being its own
    /// receiver; the observer's `on(_:)` is then inlined into the specialised delivery loop.
    @inlinable
    @inline(__always)
    package final func receive(_ event: Event<Element>) {
        // Tested, then called in place: binding the closure with `if let` copied it, a retain and
        // a release per delivery.
        if call == nil {
            unsafeDowncast(self, to: ClosureObserver<Element>.self).on(event)
        } else {
            call?(event)
        }
    }

    /// Passes `event` to each receiver of `receivers` (a `SubjectObservers.Snapshot`, or any array
    /// whose entries are all `EventReceiver<Element>`s), in order.
    ///
    /// The caller holds the snapshot, which keeps every receiver alive, so each is reached
    /// through an unretained reference: iterating the array would retain and release every
    /// receiver around its call, two atomic operations per delivery.
    @inlinable
    @inline(__always)
    package static func deliver(_ event: Event<Element>, to receivers: ContiguousArray<AnyObject>) {
        receivers.withUnsafeBufferPointer { deliver(event, to: $0) }
    }

    /// Passes `event` to each receiver in `receivers`, which the caller keeps alive (a pinned
    /// snapshot, see `SubjectObservers.pin()`), in order.
    @inlinable
    @inline(__always)
    package static func deliver(_ event: Event<Element>, to receivers: UnsafeBufferPointer<AnyObject>) {
        for index in receivers.indices {
            Unmanaged.passUnretained(unsafeDowncast(receivers[index], to: EventReceiver<Element>.self))
                ._withUnsafeGuaranteedRef { $0.receive(event) }
        }
    }
}

/// One subscriber's event closure, boxed (see `EventReceiver`).
@usableFromInline
package final class EventHandler<Element>: EventReceiver<Element> {
    /// Boxes `call`.
    @usableFromInline
    package required init(_ call: @escaping (Event<Element>) -> Void) {
        super.init(call: call)
    }
}

/// What lets a subject, which keeps its observers without their element type, make the filler
/// for a departed observer's slot (see `Bag`) from the observer leaving.
protocol IgnoringReceiverMaking: AnyObject {
    /// A receiver of the same element type that ignores every event.
    func makeIgnoringReceiver() -> AnyObject
}

extension EventReceiver: IgnoringReceiverMaking {
    func makeIgnoringReceiver() -> AnyObject {
        EventHandler<Element> { _ in }
    }
}

/// A subject that can drop one observer by key.
package protocol SubjectUnsubscribing: AnyObject {
    func unsubscribe(_ key: BagKey)
}

/// The subscription to a subject, or to one connection of `share`: disposing it removes the
/// observer.
///
/// It reaches its owner through what the owner shares among all its subscriptions: a subject's
/// `SubjectReference`, which holds it weakly (as RxSwift does), so a forgotten subscription does
/// not keep the subject alive; a connection's `ShareConnectionHandle`, which holds it until it
/// ends. A reference and a key: small and plain enough to live inline in an `any Disposable`,
/// where a weak reference of its own would make every `any Disposable` holding it allocate a box.
/// Disposing twice is harmless because removing an absent key does nothing.
package struct SubjectSubscription: Disposable {
    private let owner: any SubjectUnsubscribing
    private let key: BagKey

    init(owner: any SubjectUnsubscribing, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    package func dispose() {
        owner.unsubscribe(key)
    }
}

/// The weak reference to a subject that all its subscriptions share.
final class SubjectReference: SubjectUnsubscribing, @unchecked Sendable {
    // @unchecked: `subject` is written once, in `init`, and only read afterwards.
    private weak var subject: (any SubjectUnsubscribing)?

    init(_ subject: any SubjectUnsubscribing) {
        self.subject = subject
    }

    /// Removes the observer under `key` from the subject, if it is still alive.
    package func unsubscribe(_ key: BagKey) {
        subject?.unsubscribe(key)
    }
}
