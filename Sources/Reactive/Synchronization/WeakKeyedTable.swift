#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

/// Storage for objects that keep none of their own: one entry per object, keyed by its identity
/// and holding it weakly, as ReactorKit's `WeakMapTable` does. The architectures keep the streams
/// of reactors and the reactors of views in it.
///
/// Swift gives no notice when an object dies, so a dead object's entry stays until it is swept:
/// - at once, when a new object at the dead one's address asks for its value (the entry's weak
///   reference is then nil, so the new object can never see the dead one's value);
/// - otherwise at the next sweep, which runs on an insertion once the insertions since the last
///   sweep reach the number of entries that survived it (and at least 16).
///
/// So the table never holds more dead entries than `max(16, survivors of the last sweep)`, and a
/// sweep costs O(1) per insertion, amortised. `sweep()` runs one at once. Values leave the table
/// (replaced, swept or removed) outside its lock: releasing one may run arbitrary code.
package final class WeakKeyedTable<Value: AnyObject> {
    // A spin lock: a lookup holds it for a hash probe, about 50 instructions fewer per reactor
    // `currentState` or `action` read than a mutex; nothing calls out while holding it (`make` runs
    // outside it, values are released outside it).
    private let lock = SpinLock()
    // Unchecked exclusivity: `lock` serialises every access, and a dynamic check costs a
    // thread-local access-set lookup per access, several per reactor `state` or `action` read.
    // The entries hold `AnyObject`, not `Value`: the architectures call the table from another
    // module, where its generic code runs unspecialised, and a dictionary of a generic entry type
    // then looks up type metadata on every access (about 1,000 instructions per reactor `action`
    // read, measured on `seed-reactor-keystroke`). Every value stored is a `Value`.
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: WeakKeyedEntry] = [:]
    @exclusivity(unchecked) private var insertionsSinceSweep = 0
    /// The threads releasing values their sweep took, one entry per sweep in progress.
    @exclusivity(unchecked) private var releasingThreads: [Int] = []
    @exclusivity(unchecked) private var sweepAfter = 16
    private let make: @Sendable () -> Value

    /// Creates a table whose entries are made by `make`, which runs outside the table's lock.
    package init(make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value of `owner`, made on first use.
    ///
    /// Two threads asking for a new owner's value at once may both make one; the first to return
    /// to the table keeps its value, and both get that one.
    package func value(for owner: AnyObject) -> Value {
        lock.lock()
        let existing = valueLocked(for: owner, key: ObjectIdentifier(owner))
        lock.unlock()
        return existing ?? insertValue(for: owner)
    }

    /// `owner`'s value if its entry is here (an entry under its key whose owner died belongs to
    /// a dead object that had the same address); call with the lock held.
    @inline(__always)
    private func valueLocked(for owner: AnyObject, key: ObjectIdentifier) -> Value? {
        guard let entry = entries[key], entry.owner === owner else { return nil }
        return unsafeDowncast(entry.value, to: Value.self)
    }

    /// Makes `owner`'s value and keeps it, unless another thread kept one meanwhile.
    private func insertValue(for owner: AnyObject) -> Value {
        // Made outside the lock, which is a spin lock: its holders never call out.
        let made = make()
        let key = ObjectIdentifier(owner)
        lock.lock()
        if let existing = valueLocked(for: owner, key: key) {
            lock.unlock()
            return existing
        }
        let replaced = entries.updateValue(WeakKeyedEntry(owner: owner, value: made), forKey: key)
        insertionsSinceSweep += 1
        var swept = insertionsSinceSweep >= sweepAfter ? sweepLocked() : []
        // Announced while this thread releases what it swept, for `sweep()` on other threads.
        let releaser = swept.isEmpty ? nil : currentThreadIdentity()
        if let releaser { releasingThreads.append(releaser) }
        lock.unlock()
        // A dead owner's value, and swept ones, are released here, outside the lock.
        _ = replaced
        if let releaser {
            swept.removeAll()
            lock.withLock { _ = releasingThreads.remove(at: releasingThreads.firstIndex(of: releaser)!) }
        }
        return made
    }

    /// The number of entries, live or not yet swept.
    package var count: Int {
        lock.withLock { entries.count }
    }

    /// Removes `owner`'s entry now and returns its value, for the caller to release; nil if it
    /// has none. Another thread's sweep cannot take the entry first: it only takes dead owners'.
    package func remove(_ owner: AnyObject) -> Value? {
        let key = ObjectIdentifier(owner)
        lock.lock()
        let removed = valueLocked(for: owner, key: key)
        if removed != nil { entries[key] = nil }
        lock.unlock()
        return removed
    }

    /// Removes the entries of dead owners now.
    ///
    /// - Returns: How many were removed.
    @discardableResult
    package func sweep() -> Int {
        var swept = lock.withLock { sweepLocked() }
        let count = swept.count
        swept.removeAll()
        // Another thread's sweep may have taken dead entries just before this one and still be
        // releasing them: wait for it, so that every dead owner's value is gone when this returns
        // (a test's leak check relies on it). The thread's own releases are not waited for, so a
        // value whose release sweeps again cannot wait on itself.
        let me = currentThreadIdentity()
        while lock.withLock({ releasingThreads.contains { $0 != me } }) {
            sched_yield()
        }
        return count
    }

    private func sweepLocked() -> [Value] {
        var dead: [Value] = []
        entries = entries.filter { _, entry in
            if entry.owner != nil { return true }
            dead.append(unsafeDowncast(entry.value, to: Value.self))
            return false
        }
        insertionsSinceSweep = 0
        sweepAfter = max(16, entries.count)
        return dead
    }
}

/// An entry of a `WeakKeyedTable`: its owner, weakly, and the owner's value.
///
/// A class, so that a lookup copies one strong reference out of the dictionary: as a struct, the
/// entry's weak reference was copied and destroyed through the runtime on every lookup, a fifth
/// of a reactor's `currentState` read.
private final class WeakKeyedEntry {
    weak var owner: AnyObject?
    let value: AnyObject

    init(owner: AnyObject, value: AnyObject) {
        self.owner = owner
        self.value = value
    }
}

// invariant: every stored `var` is only touched under `lock`; values are handed out only when Sendable.
extension WeakKeyedTable: @unchecked Sendable where Value: Sendable {}
