import Testing

@testable import Reactive

/// `WeakKeyedTable`: one value per live owner, made on first use; dead owners' entries replaced at
/// once when a new owner takes the address, swept otherwise, so the table stays bounded.
@Suite struct WeakKeyedTableTests {
    final class Owner {}
    final class SendableOwner: Sendable {}
    final class Value: Sendable {}

    @Test func anOwnerGetsOneValueMadeOnFirstUse() {
        let made = AtomicCell<Int>(0)
        let table = WeakKeyedTable {
            made.add(1, ordering: .relaxed)
            return Value()
        }
        let owner = Owner()
        let other = Owner()
        let first = table.value(for: owner)
        #expect(table.value(for: owner) === first)
        #expect(table.value(for: other) !== first)
        #expect(made.load(ordering: .relaxed) == 2)
        #expect(table.count == 2)
    }

    @Test func whenTwoValuesAreMadeForOneOwnerAtOnceTheFirstKeptIsTheOneBothGet() {
        // `make` runs outside the lock, so another request for the same owner can keep its value
        // first; here the first `make` asks for the owner's value itself, standing in for a second
        // thread arriving in between.
        let made = AtomicCell<Int>(0)
        let table = LockedValue<WeakKeyedTable<Value>?>(nil)
        let owner = SendableOwner()
        let inner = LockedValue<Value?>(nil)
        let created = WeakKeyedTable<Value> {
            if made.add(1, ordering: .relaxed).newValue == 1, let table = table.value {
                inner.withLock { $0 = table.value(for: owner) }
            }
            return Value()
        }
        table.withLock { $0 = created }
        let outer = created.value(for: owner)
        #expect(made.load(ordering: .relaxed) == 2)
        #expect(outer === inner.value, "the value kept first is the one both requests get")
        #expect(created.value(for: owner) === outer)
        #expect(created.count == 1)
        table.withLock { $0 = nil }
    }

    @Test func removingAnOwnersEntryHandsItsValueBackAndTheNextUseMakesANewOne() {
        let table = WeakKeyedTable { Value() }
        let owner = Owner()
        let first = table.value(for: owner)
        #expect(table.remove(owner) === first)
        #expect(table.remove(owner) == nil, "removed once")
        #expect(table.count == 0)
        #expect(table.value(for: owner) !== first)
    }

    /// A value whose release sweeps the table again, on the thread releasing it.
    final class SweepingValue: Sendable {
        let onRelease: @Sendable () -> Void
        init(onRelease: @escaping @Sendable () -> Void) { self.onRelease = onRelease }
        deinit { onRelease() }
    }

    @Test func aSweepFromAValueReleasedByAnInsertionsSweepReturns() {
        // `sweep()` waits for other threads still releasing what their sweep took, never for its
        // own: a value whose release sweeps again must not wait on itself.
        let sweeps = AtomicCell<Int>(0)
        let table = LockedValue<WeakKeyedTable<SweepingValue>?>(nil)
        let made = WeakKeyedTable<SweepingValue> {
            SweepingValue {
                table.value?.sweep()
                sweeps.add(1, ordering: .relaxed)
            }
        }
        table.withLock { $0 = made }
        // Alive while inserted, so no owner takes a dead one's address and replaces its entry.
        var owners = (0..<16).map { _ in Owner() }
        for owner in owners { _ = made.value(for: owner) }
        owners.removeAll()
        // The 17th insertion sweeps the 16 dead owners; each released value sweeps again.
        let living = Owner()
        _ = made.value(for: living)
        #expect(sweeps.load(ordering: .relaxed) == 16)
        table.withLock { $0 = nil }
    }

    @Test func aSweepReleasesTheValuesOfDeadOwnersOnly() {
        let table = WeakKeyedTable { Value() }
        let living = Owner()
        _ = table.value(for: living)
        weak var deadValue: Value?
        do {
            let dying = Owner()
            deadValue = table.value(for: dying)
        }
        #expect(deadValue != nil, "Swift gives no notice of the owner's death")
        #expect(table.sweep() == 1)
        #expect(deadValue == nil)
        #expect(table.count == 1)
        #expect(table.sweep() == 0)
    }

    @Test func deadEntriesAreSweptAsNewOwnersArriveSoTheTableStaysBounded() {
        let table = WeakKeyedTable { Value() }
        weak var firstValue: Value?
        for index in 0..<1_000 {
            let owner = Owner()
            let value = table.value(for: owner)
            if index == 0 { firstValue = value }
        }
        // At most max(16, survivors of the last sweep) dead entries, and no owner survives.
        #expect(table.count <= 16)
        #expect(firstValue == nil, "the first owner's value went at a sweep")
    }

    @Test func aNewOwnerAtADeadOnesAddressNeverSeesItsValue() {
        final class Numbered: Sendable {
            let number: Int
            init(_ number: Int) { self.number = number }
        }
        let made = AtomicCell<Int>(0)
        let table = WeakKeyedTable { Numbered(made.add(1, ordering: .relaxed).newValue) }
        var deadOwnersValues: [ObjectIdentifier: Int] = [:]
        var reusedAnAddress = false
        for _ in 0..<1_000 where !reusedAnAddress {
            let owner = Owner()
            let value = table.value(for: owner)
            if let deadValue = deadOwnersValues[ObjectIdentifier(owner)] {
                reusedAnAddress = true
                #expect(value.number != deadValue)
            } else {
                deadOwnersValues[ObjectIdentifier(owner)] = value.number
            }
        }
        #expect(reusedAnAddress, "the allocator reuses a freed owner's address within 1,000 owners")
    }
}

/// `WeakKeyedTable` from several threads at once: run under ThreadSanitizer, which reports any
/// access to the entries that the lock fails to order.
@Suite struct WeakKeyedTableThreadSafetyTests {
    @Test func lookupsRemovalsAndSweepsFromSeveralThreadsKeepTheTableConsistent() {
        let table = WeakKeyedTable { WeakKeyedTableTests.Value() }
        let owners = Shared((0..<8).map { _ in WeakKeyedTableTests.Owner() })
        race(threads: 4, iterations: 2_000) { thread, iteration in
            let owner = owners.value[(thread + iteration) % owners.value.count]
            _ = table.value(for: owner)
            if iteration % 7 == 0 { _ = table.remove(owner) }
            if iteration % 50 == 0 { table.sweep() }
            // An owner that dies at once, to be swept or replaced by another thread's insertion.
            _ = table.value(for: WeakKeyedTableTests.Owner())
        }
        for owner in owners.value {
            #expect(table.value(for: owner) === table.value(for: owner))
        }
        // The 8 live owners; fewer than 16 dead ones inserted since the last sweep (no more than
        // 12 entries survive a sweep); and the at most 4 that were alive during it.
        #expect(table.count <= 8 + 16 + 4)
    }
}
