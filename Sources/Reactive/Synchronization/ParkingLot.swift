#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

/// Where threads wait for a `RecursiveLock`: a fixed set of mutex and condition variable pairs,
/// shared by all locks by address, so no lock needs kernel objects of its own.
///
/// Two locks may share a pair, so releasing one wakes every thread waiting on its pair, and each
/// woken thread retries its own lock.
@usableFromInline
enum ParkingLot {
    private static let count = 64
    private struct Pair {
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
        let condition: UnsafeMutablePointer<pthread_cond_t>
    }
    // Made once and never freed: the pairs live as long as the process.
    nonisolated(unsafe) private static let pairs: [Pair] = (0..<count).map { _ in
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
        precondition(pthread_cond_init(condition, nil) == 0, "pthread_cond_init failed")
        return Pair(mutex: mutex, condition: condition)
    }

    /// Which pair `lock` waits on. Objects are at least 16-byte aligned: the address's low bits
    /// are always zero, so they are skipped.
    static func slot(for lock: RecursiveLock) -> Int {
        (ObjectIdentifier(lock).hashValue >> 4) & (count - 1)
    }

    private static func pair(for lock: RecursiveLock) -> Pair {
        pairs[slot(for: lock)]
    }

    /// Sleeps until `tryAcquire` succeeds, retrying it each time the lock's pair is woken.
    static func wait(for lock: RecursiveLock, tryAcquire: () -> Bool) {
        let pair = pair(for: lock)
        pthread_mutex_lock(pair.mutex)
        InlineAtomic.add(&lock.waiters, 1, ordering: .sequentiallyConsistent)
        while !tryAcquire() {
            pthread_cond_wait(pair.condition, pair.mutex)
        }
        InlineAtomic.subtract(&lock.waiters, 1, ordering: .relaxed)
        pthread_mutex_unlock(pair.mutex)
    }

    /// Wakes every thread waiting on `lock`'s pair.
    @usableFromInline
    static func wakeAll(for lock: RecursiveLock) {
        let pair = pair(for: lock)
        // Taking the mutex orders this after a waiter's check: it is either not yet checking, and
        // will see the lock free, or already asleep, and is woken.
        pthread_mutex_lock(pair.mutex)
        pthread_cond_broadcast(pair.condition)
        pthread_mutex_unlock(pair.mutex)
    }
}
