/// A value that threads share under a `RecursiveLock`: `LockedValue` for state whose owner must
/// hold the lock while calling code that may take it again, such as a reactor making its state
/// stream once however many threads ask (making it reads the reactor's other parts).
///
/// Two ways in:
/// - `withLock(_:)` hands `body` the value `inout`. `body` must not take the lock again: its access
///   to the value would overlap the nested one.
/// - `withLockHeld(_:)` only holds the lock. `body` may call anything, `withLock` included, so that
///   a read, make and store happen once.
///
/// Inlinable, so that taking the lock is a compare-and-swap in the caller: a reactor reads its
/// current state through one on every action.
@_fixed_layout
@usableFromInline
package final class RecursiveLockedValue<Value>: @unchecked Sendable {
    // invariant: `protected` is only touched in `withLock`, by the lock's holder, one access at a time.
    @usableFromInline
    let lock = RecursiveLock()
    /// Unchecked exclusivity: the lock serialises every access, and a dynamic check would cost a
    /// thread-local lookup per access.
    @usableFromInline
    @exclusivity(unchecked) var protected: Value

    /// Creates the protected value.
    @inlinable
    package init(_ value: Value) {
        protected = value
    }

    /// Runs `body` with exclusive access to the value; `body` must not take this lock again.
    ///
    /// - Returns: What `body` returns.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&protected)
    }

    /// Runs `body` holding the lock, which `body` may take again (through `withLock` or this).
    ///
    /// - Returns: What `body` returns.
    @inlinable
    package func withLockHeld<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// A copy of the value, read under the lock.
    @inlinable
    package var value: Value {
        withLock { $0 }
    }
}
