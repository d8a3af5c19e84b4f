#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

/// The mutex every module of this package locks with (`package` access).
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
