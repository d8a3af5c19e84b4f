/// A value that threads share under a `Lock`: the package's stand-in for `Synchronization.Mutex`,
/// which needs macOS 15 / iOS 18, for the modules built on the runtime (the offline server, the
/// tests) that keep state of their own. A pthread mutex also suits race tests: ThreadSanitizer
/// models it exactly, where it does not see `Mutex`'s futex.
///
/// Only `withLock` touches the value, so the class is `@unchecked Sendable` for the same reason a
/// mutex is `Sendable`. As with any lock, `body` must not call out to code that could take the same
/// lock again.
package final class LockedValue<Value>: @unchecked Sendable {  // invariant: `protected` only under `lock`
    private let lock = Lock()
    private var protected: Value

    /// Creates the protected value.
    package init(_ value: Value) {
        protected = value
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// - Returns: What `body` returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&protected)
    }

    /// A copy of the value, read under the lock.
    package var value: Value {
        withLock { $0 }
    }
}
