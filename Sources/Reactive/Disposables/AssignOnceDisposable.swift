import Synchronization

/// A disposable assigned once, for an inner subscription: disposing before the assignment
/// disposes the assigned disposable as it arrives.
///
/// `SingleAssignmentDisposable` without its lock, which is a second heap cell, so a
/// `flatMapLatest` switch or a `flatMap` inner costs one allocation fewer. Not final: an inner
/// subscription subclasses it to be its own event receiver as well.
@usableFromInline
class AssignOnceDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `state` is `AssignOnceState`'s protocol; see there.
    // Unchecked exclusivity: that protocol gives one caller sole access to the slot.
    @exclusivity(unchecked) private var state = AssignOnceState()

    @usableFromInline
    init() {}

    /// Whether the disposable has been disposed.
    @usableFromInline
    final var isDisposed: Bool {
        state.isDisposed
    }

    /// Assigns the disposable; if already disposed, disposes it at once.
    @usableFromInline
    final func setDisposable(_ disposable: consuming any Disposable) {
        state.assign(disposable, by: "AssignOnceDisposable")
    }

    @usableFromInline
    final func dispose() {
        state.dispose()
    }
}

/// The assign-once, dispose-once protocol of a disposable whose inner disposable arrives later:
/// shared by `AssignOnceDisposable` and `HandlerSink`, which keep it as a stored property.
///
/// Two bits: `disposed` and `assigned`. The disposable is written before `assigned` is published
/// and taken only by the caller that sees both bits set for the first time, so whichever comes
/// last, the assignment or the disposal, disposes it, exactly once. A value type rather than a
/// base class: `HandlerSink` as a subclass of `AssignOnceDisposable` ran 3–4% more instructions
/// per subscribe and switch (callgrind), its assignment being specialised per existential argument.
@usableFromInline
struct AssignOnceState: ~Copyable {
    @usableFromInline
    static var disposedBit: Int { 1 }
    private static var assignedBit: Int { 2 }

    @usableFromInline
    let bits = Atomic<Int>(0)
    private var slot = DisposableSlot()

    @usableFromInline
    init() {}

    /// Whether `dispose()` has been called; acquiring, for callers that then look at what the
    /// disposal did.
    var isDisposed: Bool {
        bits.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Whether `dispose()` has been called, as a plain load: for the per-event check of a sink,
    /// which the event grammar already orders.
    @inlinable
    @inline(__always)
    var isDisposedRelaxed: Bool {
        bits.load(ordering: .relaxed) & Self.disposedBit != 0
    }

    /// Keeps `disposable`, or disposes it at once if `dispose()` came first. `owner` names the
    /// type in the message of the trap for a second assignment.
    mutating func assign(_ disposable: consuming any Disposable, by owner: StaticString) {
        slot.store(disposable)
        let previous = bits.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.assignedBit == 0, "\(owner): assigned twice")
        if previous & Self.disposedBit != 0 {
            slot.take().dispose()
        }
    }

    /// Marks the state disposed and disposes what was assigned, once.
    mutating func dispose() {
        // The disposed bit is never cleared, so a repeated dispose (an inner that completed and is
        // then replaced, a sink that stopped itself and is then disposed from downstream) stops at
        // a plain load instead of an atomic read-modify-write.
        if isDisposedRelaxed { return }
        let previous = bits.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
        slot.take().dispose()
    }
}
