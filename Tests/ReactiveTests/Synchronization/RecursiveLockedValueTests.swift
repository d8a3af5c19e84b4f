import Testing

@testable import Reactive

/// `RecursiveLockedValue`: exclusive access to the value, and a lock its holder may take again, so
/// that a read, make and store happen once however many threads try.
@Suite struct RecursiveLockedValueTests {
    @Test func withLockReadsAndChangesTheValue() {
        let cell = RecursiveLockedValue([1])
        cell.withLock { $0.append(2) }
        #expect(cell.value == [1, 2])
        #expect(cell.withLock { $0.count } == 2)
    }

    @Test func theHolderTakesTheLockAgainWhileMakingTheValue() {
        let cell = RecursiveLockedValue<Int?>(nil)
        let made = cell.withLockHeld { () -> Int in
            if let existing = cell.value { return existing }
            // Making it takes the lock again, as a reactor's state stream reads its other parts.
            let made = cell.withLockHeld { 41 } + 1
            cell.withLock { $0 = made }
            return made
        }
        #expect(made == 42)
        #expect(cell.value == 42)
        #expect(InlineAtomic.load(&cell.lock.owner, ordering: .relaxed) == 0, "released after the last exit")
    }
}

/// `RecursiveLockedValue` from several threads at once, under ThreadSanitizer: updates are not
/// lost, and a value made under `withLockHeld` is made once.
@Suite struct RecursiveLockedValueThreadSafetyTests {
    @Test func threadsNeverLoseAnUpdateNorMakeTheValueTwice() {
        let counter = RecursiveLockedValue(0)
        let lazy = RecursiveLockedValue<Int?>(nil)
        let makes = AtomicCell<Int>(0)
        race(threads: 4, iterations: 2_000) { _, _ in
            counter.withLock { $0 += 1 }
            _ = lazy.withLockHeld { () -> Int in
                if let made = lazy.value { return made }
                makes.add(1, ordering: .relaxed)
                lazy.withLock { $0 = 7 }
                return 7
            }
        }
        #expect(counter.value == 8_000)
        #expect(makes.load(ordering: .relaxed) == 1)
        #expect(lazy.value == 7)
    }
}
