#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

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
