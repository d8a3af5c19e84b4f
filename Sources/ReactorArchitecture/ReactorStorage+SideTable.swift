import Reactive

extension ReactorStorage {
    /// The storage of reactors that declare none of their own, in the runtime's weak-keyed table.
    static let sideTable = WeakKeyedTable { ReactorStorage() }

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
