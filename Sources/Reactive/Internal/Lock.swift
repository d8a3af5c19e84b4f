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
/// A pthread mutex rather than `Synchronization.Mutex`: it can be made recursive (subjects and
/// trampolines re-enter by design) and ThreadSanitizer models it exactly, so races reported under
/// `--sanitize=thread` are real. The mutex lives in its own heap cell because a pthread mutex must
/// never move once initialised, and Swift gives no address stability for stored properties.
@usableFromInline
package final class Lock: @unchecked Sendable {  // invariant: `mutex` is only touched through pthread calls
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock; a recursive one may be taken again by the thread that holds it.
    @usableFromInline
    package init(recursive: Bool = false) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
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
    private var key = pthread_key_t()

    #if canImport(Darwin)
    typealias Destructor = @convention(c) (UnsafeMutableRawPointer) -> Void
    #else
    typealias Destructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
    #endif

    /// Creates a slot; `destructor` runs with a thread's non-nil value when that thread exits.
    init(destructor: Destructor? = nil) {
        let status = pthread_key_create(&key, destructor)
        precondition(status == 0, "pthread_key_create failed with \(status)")
    }

    /// The raw pointer stored for the calling thread, or nil.
    var value: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        set { pthread_setspecific(key, newValue) }
    }
}
