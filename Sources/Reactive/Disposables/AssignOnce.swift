/// The two-bit protocol of a disposable that is assigned once and disposed once, from any threads:
/// whichever of the assignment and the first dispose comes second releases what was assigned.
///
/// Functions over the owner's own `InlineAtomic<Int>`, not a value the owners hold: calling a mutating
/// method of a stored struct is a modifying access to all of it, which ThreadSanitizer reports as a
/// race with a sink's per-event read of the bits on another thread. The owner keeps the assigned
/// disposable in its own `DisposableSlot`, stored before `publishAssignment` and taken only by the
/// caller these functions tell to release it, so that caller has it to itself.
@usableFromInline
enum AssignOnce {
    /// Set by the first dispose; never cleared while anyone but the owner's last holder can see
    /// it (`AssignOnceDisposable.rearm`).
    @inlinable
    static var disposedBit: Int { 1 }
    /// Set once the disposable has been stored.
    static var assignedBit: Int { 2 }

    /// Publishes an assignment the caller has just stored. Returns whether the caller must release
    /// it now, because the owner was disposed first.
    @inline(__always)
    static func publishAssignment(_ bits: UnsafeMutablePointer<InlineAtomic<Int>>, _ owner: StaticString) -> Bool {
        let previous = InlineAtomic.bitwiseOr(bits, assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & assignedBit == 0, "\(owner): assigned twice")
        return previous & disposedBit != 0
    }

    /// Marks the owner disposed. Returns whether the caller must release the assignment now: this
    /// is the first dispose, and the assignment has been published.
    @inline(__always)
    static func claimDisposal(_ bits: UnsafeMutablePointer<InlineAtomic<Int>>) -> Bool {
        // The disposed bit is never cleared, so a repeated dispose (a sink that stopped itself and
        // is then disposed from downstream) stops at a plain load, without a read-modify-write.
        if InlineAtomic.load(bits, ordering: .relaxed) & disposedBit != 0 { return false }
        let previous = InlineAtomic.bitwiseOr(bits, disposedBit, ordering: .acquiringAndReleasing).oldValue
        return previous & disposedBit == 0 && previous & assignedBit != 0
    }
}

extension AssignOnce {
    /// Stores `disposable` in the owner's `slot` and publishes it under `bits`; disposes it at once
    /// instead if the owner released the slot first.
    ///
    /// For a sink that keeps an upstream subscription in a field of its own (`take(until:)`'s
    /// `other`, `catch`'s source and recovery) rather than in a disposable object, which would be an
    /// allocation per subscription.
    @inline(__always)
    static func assign(
        _ disposable: consuming any Disposable,
        to slot: UnsafeMutablePointer<DisposableSlot>,
        bits: UnsafeMutablePointer<InlineAtomic<Int>>,
        _ owner: StaticString
    ) {
        slot.pointee.store(disposable)
        if publishAssignment(bits, owner) {
            slot.pointee.take().dispose()
        }
    }

    /// Releases the owner's `slot` once: disposes what it holds if it has been assigned, and makes
    /// a later assignment dispose at once.
    @inline(__always)
    static func release(_ slot: UnsafeMutablePointer<DisposableSlot>, bits: UnsafeMutablePointer<InlineAtomic<Int>>) {
        if claimDisposal(bits) {
            slot.pointee.take().dispose()
        }
    }
}
