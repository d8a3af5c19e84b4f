import Reactive

/// Storage for objects that keep none of their own: one entry per object, keyed by its identity
/// and holding it weakly, as ReactorKit's `WeakMapTable` does.
///
/// Swift gives no notice when an object dies, so a dead object's entry stays until it is swept:
/// - at once, when a new object at the dead one's address asks for its storage (the entry's weak
///   reference is then nil, so the new object can never see the dead one's value);
/// - otherwise at the next sweep, which runs on an insertion once the insertions since the last
///   sweep reach the number of entries that survived it (and at least 16).
///
/// So the table never holds more dead entries than `max(16, survivors of the last sweep)`, and a
/// sweep costs O(1) per insertion, amortised. `sweep()` runs one at once.
final class ObjectSideTable<Value: AnyObject>: @unchecked Sendable {
    // @unchecked: `entries`, `insertionsSinceSweep` and `sweepAfter` are only touched under `lock`.
    private struct Entry {
        weak var owner: AnyObject?
        let value: Value
    }

    private let lock = Lock()
    // Unchecked exclusivity: `lock` serialises every access, and a dynamic check costs a
    // thread-local access-set lookup per access, several per `state` or `action` read.
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    @exclusivity(unchecked) private var insertionsSinceSweep = 0
    @exclusivity(unchecked) private var sweepAfter = 16
    private let make: () -> Value

    /// Creates a table whose entries are made by `make` (which must not use the table).
    init(make: @escaping () -> Value) {
        self.make = make
    }

    /// The value of `owner`, made on first use.
    func storage(for owner: AnyObject) -> Value {
        let key = ObjectIdentifier(owner)
        lock.lock()
        if let entry = entries[key], entry.owner === owner {
            lock.unlock()
            return entry.value
        }
        let value = make()
        let replaced = entries.updateValue(Entry(owner: owner, value: value), forKey: key)
        insertionsSinceSweep += 1
        let swept = insertionsSinceSweep >= sweepAfter ? sweepLocked() : []
        lock.unlock()
        // A dead owner's value, and swept ones, are released outside the lock: releasing a
        // reactor's streams runs their disposal code.
        _ = replaced
        _ = swept
        return value
    }

    /// The number of entries, live or not yet swept.
    var count: Int {
        lock.withLock { entries.count }
    }

    /// Removes `owner`'s entry now and returns its value, for the caller to release; nil if it
    /// has none. Another thread's sweep cannot take the entry first: it only takes dead owners'.
    func remove(_ owner: AnyObject) -> Value? {
        let key = ObjectIdentifier(owner)
        lock.lock()
        guard let entry = entries[key], entry.owner === owner else {
            lock.unlock()
            return nil
        }
        entries[key] = nil
        lock.unlock()
        return entry.value
    }

    /// Removes the entries of dead owners now.
    ///
    /// - Returns: How many were removed.
    @discardableResult
    func sweep() -> Int {
        let swept = lock.withLock { sweepLocked() }
        return swept.count
    }

    private func sweepLocked() -> [Value] {
        var dead: [Value] = []
        entries = entries.filter { _, entry in
            if entry.owner != nil { return true }
            dead.append(entry.value)
            return false
        }
        insertionsSinceSweep = 0
        sweepAfter = max(16, entries.count)
        return dead
    }
}

extension ReactorStorage {
    /// The storage of reactors that declare none of their own.
    static let sideTable = ObjectSideTable { ReactorStorage() }

    /// How many reactors without storage of their own have an entry in the side table, counting
    /// dead ones not yet swept. The table holds at most `max(16, n)` dead entries, where `n` is
    /// the number of entries that survived the last sweep.
    public static var sideTableCount: Int {
        sideTable.count
    }

    /// Releases `reactor`'s side-table entry now, on this thread, with the state stream it keeps
    /// connected, for an owner that is done with the reactor.
    ///
    /// A dead reactor's entry is otherwise released by the next sweep, on whichever thread
    /// triggers it; releasing the entry before letting the reactor go makes the moment, and the
    /// thread, the owner's. Used again afterwards, the reactor starts afresh: a new action
    /// subject and state stream, from its `initialState`.
    ///
    /// - Parameter reactor: A reactor without storage of its own.
    /// - Returns: Whether it had an entry.
    @discardableResult
    public static func releaseSideTableEntry(of reactor: AnyObject) -> Bool {
        // Released here, outside the table's lock: releasing a reactor's streams runs their
        // disposal code.
        let released = sideTable.remove(reactor)
        return released != nil
    }

    /// Releases the side-table entries of dead reactors now, with the state streams they keep
    /// connected; normally this happens by itself as reactors are created.
    ///
    /// - Returns: How many entries were released.
    @discardableResult
    public static func sweepSideTable() -> Int {
        sideTable.sweep()
    }
}
