#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

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
