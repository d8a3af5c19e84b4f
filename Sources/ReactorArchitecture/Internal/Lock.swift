#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

/// A non-recursive pthread mutex, the only lock this module uses.
///
/// Like the runtime's own lock: a pthread mutex because ThreadSanitizer models it exactly, kept in
/// its own heap cell because a pthread mutex must never move once initialised. Nothing in this
/// module calls user code or observers while holding it.
final class Lock: @unchecked Sendable {  // invariant: `mutex` is only touched through pthread calls
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held. Never call observers or user code inside `body`.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
