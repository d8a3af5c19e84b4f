#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

/// The one place that owns raw locking, for every module of this package (`package` access).
///
/// A pthread mutex rather than `Synchronization.Mutex`: ThreadSanitizer models it exactly, so
/// races reported under `--sanitize=thread` are real. The mutex lives in its own heap cell because
/// a pthread mutex must never move once initialised, and Swift gives no address stability for
/// stored properties. Not recursive: a lock its holder may take again is a `RecursiveLock`.
@usableFromInline
package final class Lock: @unchecked Sendable {  // invariant: `mutex` is only touched through pthread calls
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked lock.
    @usableFromInline
    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @usableFromInline
    @inline(__always)
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    @inline(__always)
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` with the lock held. Never call observers or user code inside `body`.
    @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A lock that the thread holding it may take again: operators that forward events while holding
/// their lock use it, because a downstream observer may send straight back into the operator.
///
/// Uncontended, taking and releasing it is a compare-and-swap and an exchange inlined into the
/// caller; a recursive pthread mutex costs two calls into glibc and about 84 instructions per
/// round trip (callgrind), and `flatMapLatest` takes its lock three times per switch. A thread that
/// finds the lock taken spins briefly, then sleeps on one of `ParkingLot`'s shared condition
/// variables until the holder lets go, so a lock owns no kernel object and allocates nothing but
/// itself.
@usableFromInline
package final class RecursiveLock: @unchecked Sendable {
    // invariant: `depth` is only touched by the thread whose identity is in `owner`.

    /// The holder's identity, or 0 when free. A thread finds its own identity here exactly when it
    /// holds the lock: only the holder stores it, and the holder clears it before letting go.
    @usableFromInline
    @exclusivity(unchecked) final var owner = InlineAtomic<Int>(0)
    /// Threads asleep (or about to sleep) waiting for this lock; the holder wakes them on release.
    @usableFromInline
    @exclusivity(unchecked) final var waiters = InlineAtomic<Int>(0)
    /// How many times the holder has taken the lock. Unchecked exclusivity: only the holder
    /// touches it, and a dynamic check would cost a thread-local lookup per access.
    @usableFromInline
    @exclusivity(unchecked) var depth = 0

    /// Creates an unlocked lock.
    @usableFromInline
    package init() {}

    /// Takes the lock, waiting while another thread holds it; returns at once if this thread
    /// already holds it.
    // Always inlined: one compare-and-swap at the call site; as a call it cost about 20
    // instructions per round trip (flatMapLatest takes it three times per switch).
    @inlinable
    @inline(__always)
    package func lock() {
        let current = currentThreadIdentity()
        if InlineAtomic.load(&owner, ordering: .relaxed) == current {
            depth += 1
            return
        }
        if InlineAtomic.compareExchange(
            &owner,
            expected: 0, desired: current, successOrdering: .acquiring, failureOrdering: .relaxed
        ).exchanged {
            depth = 1
            return
        }
        lockContended(current)
    }

    /// Releases one `lock()`; the lock is free when every one has been released.
    @inlinable
    @inline(__always)
    package func unlock() {
        depth -= 1
        if depth != 0 { return }
        // Sequentially consistent, with the load below and with a waiter's increment and retry:
        // either this load sees the waiter, or the waiter's retry sees the lock free.
        InlineAtomic.store(&owner, 0, ordering: .sequentiallyConsistent)
        if InlineAtomic.load(&waiters, ordering: .sequentiallyConsistent) != 0 {
            ParkingLot.wakeAll(for: self)
        }
    }

    /// Runs `body` with the lock held.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    @usableFromInline
    func lockContended(_ current: Int) {
        for _ in 0..<64 {
            if InlineAtomic.load(&owner, ordering: .relaxed) == 0,
                InlineAtomic.compareExchange(
                    &owner,
                    expected: 0, desired: current, successOrdering: .acquiring, failureOrdering: .relaxed
                ).exchanged
            {
                depth = 1
                return
            }
        }
        ParkingLot.wait(for: self) {
            InlineAtomic.compareExchange(
                &owner,
                expected: 0, desired: current, successOrdering: .sequentiallyConsistent,
                failureOrdering: .sequentiallyConsistent
            ).exchanged
        }
        depth = 1
    }
}

/// A number that tells the calling thread from every other live thread, never 0.
@inlinable
@inline(__always)
func currentThreadIdentity() -> Int {
    #if canImport(Glibc)
    Int(bitPattern: UInt(pthread_self()))
    #else
    Int(bitPattern: pthread_self())
    #endif
}

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

/// Thread-local storage keyed by a pthread key: far cheaper than `Thread.current.threadDictionary`,
/// which the trampoline would otherwise hit on every subscription.
final class ThreadLocalSlot: @unchecked Sendable {  // invariant: `key` is created once and never deleted
    // A `let`: a stored `var` would be read through a dynamic exclusivity check on every access.
    private let key: pthread_key_t

    #if canImport(Darwin)
    typealias Destructor = @convention(c) (UnsafeMutableRawPointer) -> Void
    #else
    typealias Destructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
    #endif

    /// Creates a slot; `destructor` runs with a thread's non-nil value when that thread exits.
    init(destructor: Destructor? = nil) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, destructor)
        precondition(status == 0, "pthread_key_create failed with \(status)")
        self.key = key
    }

    /// The raw pointer stored for the calling thread, or nil.
    var value: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        set { pthread_setspecific(key, newValue) }
    }
}

/// A test-and-set lock for critical sections of a few instructions that never call out: a
/// subject's observer list, taken once per event.
///
/// `Lock` costs two calls into glibc and two atomic read-modify-writes per round trip; an
/// uncontended round trip here is one compare-and-swap and one store, inlined into the caller.
/// A waiter spins briefly, then yields its time slice, so a holder that was descheduled (the
/// machines this runs on are often oversubscribed) is not starved. Acquire/release atomics are
/// modelled exactly by ThreadSanitizer. Not recursive: never take it while holding it.
@usableFromInline
package final class SpinLock: @unchecked Sendable {  // invariant: `locked` is only touched atomically
    @usableFromInline
    @exclusivity(unchecked) final var locked = InlineAtomic<Bool>(false)

    @usableFromInline
    package init() {}

    @inlinable
    package func lock() {
        if InlineAtomic.compareExchange(
            &locked,
            expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed
        )
        .exchanged {
            return
        }
        lockContended()
    }

    @usableFromInline
    func lockContended() {
        Self.lockContended(&locked)
    }

    /// Takes a spin lock that its owner keeps inline, as an `InlineAtomic<Bool>`: for objects made once
    /// per subscription, where a lock object would be one more allocation.
    @inlinable
    @inline(__always)
    package static func lock(_ locked: UnsafeMutablePointer<InlineAtomic<Bool>>) {
        if InlineAtomic.compareExchange(
            locked,
            expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed
        )
        .exchanged {
            return
        }
        lockContended(locked)
    }

    /// Releases a spin lock kept inline; see `lock(_:)`.
    @inlinable
    @inline(__always)
    package static func unlock(_ locked: UnsafeMutablePointer<InlineAtomic<Bool>>) {
        InlineAtomic.store(locked, false, ordering: .releasing)
    }

    /// The slow path, kept out of line so that the inlined fast path stays a compare-and-swap.
    @usableFromInline
    @inline(never)
    static func lockContended(_ locked: UnsafeMutablePointer<InlineAtomic<Bool>>) {
        var attempts = 0
        while true {
            if !InlineAtomic.load(locked, ordering: .relaxed),
                InlineAtomic.compareExchange(
                    locked,
                    expected: false,
                    desired: true,
                    successOrdering: .acquiring,
                    failureOrdering: .relaxed
                ).exchanged
            {
                return
            }
            attempts += 1
            if attempts >= 64 {
                sched_yield()
            }
        }
    }

    @inlinable
    package func unlock() {
        InlineAtomic.store(&locked, false, ordering: .releasing)
    }

    /// Runs `body` with the lock held. Never call observers or user code inside `body`.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
