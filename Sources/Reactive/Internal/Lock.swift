import Synchronization

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
    let locked = Atomic<Bool>(false)

    @usableFromInline
    package init() {}

    @inlinable
    package func lock() {
        if locked.compareExchange(
            expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed
        )
        .exchanged {
            return
        }
        lockContended()
    }

    @usableFromInline
    func lockContended() {
        var attempts = 0
        while true {
            if !locked.load(ordering: .relaxed),
                locked.compareExchange(
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
        locked.store(false, ordering: .releasing)
    }

    /// Runs `body` with the lock held. Never call observers or user code inside `body`.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
