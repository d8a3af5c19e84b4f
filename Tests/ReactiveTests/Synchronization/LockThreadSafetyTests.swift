import Dispatch
import Foundation
import Testing

@testable import Reactive

/// `RecursiveLock`'s own protocol: re-entry by the holder, mutual exclusion between threads, and
/// waiters parked on a shared pair woken when the holder lets go. Run under ThreadSanitizer in CI,
/// which reports any access to `Counter` that the lock fails to order.
@Suite struct LockThreadSafetyTests {
    /// A plain, unsynchronised counter: only the lock makes concurrent increments safe.
    final class Counter: @unchecked Sendable {
        var value = 0
    }

    @Test func theHolderTakesItAgainAndReleasesItAfterTheLastUnlock() {
        let lock = RecursiveLock()
        lock.lock()
        lock.lock()
        let inner = lock.withLock { lock.depth }
        #expect(inner == 3)
        lock.unlock()
        #expect(InlineAtomic.load(&lock.owner, ordering: .relaxed) == currentThreadIdentity())
        lock.unlock()
        #expect(InlineAtomic.load(&lock.owner, ordering: .relaxed) == 0)
        let otherThreadGotIt = DispatchSemaphore(value: 0)
        ThreadJob.onNewThread {
            lock.lock()
            lock.unlock()
            otherThreadGotIt.signal()
        }
        otherThreadGotIt.wait()
    }

    @Test func threadsNeverHoldItAtOnce() {
        let lock = Shared(RecursiveLock())
        let counter = Shared(Counter())
        let inside = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        race(threads: 4, iterations: 5_000) { _, iteration in
            lock.value.lock()
            if inside.add(1, ordering: .relaxed).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
            if iteration % 3 == 0 {
                lock.value.withLock { counter.value.value += 1 }
            } else {
                counter.value.value += 1
            }
            inside.subtract(1, ordering: .relaxed)
            lock.value.unlock()
        }
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(counter.value.value == 20_000)
    }

    @Test func parkedWaitersGetTheLockWhenTheHolderLetsGo() {
        let lock = RecursiveLock()
        let counter = Counter()
        let done = DispatchSemaphore(value: 0)
        lock.lock()
        for _ in 0..<3 {
            ThreadJob.onNewThread {
                lock.withLock { counter.value += 1 }
                done.signal()
            }
        }
        // Held until all three have given up spinning and gone to sleep on the parking lot.
        while InlineAtomic.load(&lock.waiters, ordering: .relaxed) < 3 { sched_yield() }
        lock.unlock()
        for _ in 0..<3 { done.wait() }
        #expect(lock.withLock { counter.value } == 3)
        #expect(InlineAtomic.load(&lock.waiters, ordering: .relaxed) == 0)
    }

    @Test func locksSharingAParkingPairWakeOnlyTheirOwnWaiters() throws {
        // Two locks that hash to the same pair: releasing one wakes both locks' waiters, and the
        // other lock's waiter must go back to sleep rather than take a lock that is still held.
        var locks: [RecursiveLock] = [RecursiveLock()]
        var partner: RecursiveLock?
        while partner == nil, locks.count < 10_000 {
            let candidate = RecursiveLock()
            if ParkingLot.slot(for: candidate) == ParkingLot.slot(for: locks[0]) {
                partner = candidate
            } else {
                locks.append(candidate)
            }
        }
        let first = locks[0]
        let second = try #require(partner)
        let firstTaken = DispatchSemaphore(value: 0)
        let secondTaken = DispatchSemaphore(value: 0)
        let secondCounter = Counter()
        first.lock()
        second.lock()
        ThreadJob.onNewThread {
            first.withLock {}
            firstTaken.signal()
        }
        ThreadJob.onNewThread {
            second.withLock { secondCounter.value += 1 }
            secondTaken.signal()
        }
        while InlineAtomic.load(&first.waiters, ordering: .relaxed) < 1
            || InlineAtomic.load(&second.waiters, ordering: .relaxed) < 1
        {
            sched_yield()
        }
        first.unlock()
        firstTaken.wait()
        // `second` is still held by this thread: its waiter was woken too, and went back to wait.
        #expect(secondCounter.value == 0)
        #expect(InlineAtomic.load(&second.owner, ordering: .relaxed) == currentThreadIdentity())
        second.unlock()
        secondTaken.wait()
        #expect(second.withLock { secondCounter.value } == 1)
    }
}
