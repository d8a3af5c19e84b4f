/// A disposable that may be assigned exactly once; disposing before the assignment disposes the
/// assigned disposable as soon as it arrives.
///
/// Assigning twice is a programming error and stops the program with a message, as in RxSwift.
///
/// Lock-free (the `AssignOnce` bit protocol): a lock would cost two more allocations per instance,
/// and operators make one per subscription.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `current` is only touched as `AssignOnce` allows.
    @exclusivity(unchecked) private final var bits = InlineAtomic<Int>(0)
    // Unchecked exclusivity: the bit protocol gives one caller sole access.
    @exclusivity(unchecked) private var current = DisposableSlot()

    /// Creates an unassigned disposable.
    public override init() {
        super.init()
    }

    /// Whether the disposable has been disposed.
    public var isDisposed: Bool {
        InlineAtomic.load(&bits, ordering: .acquiring) & AssignOnce.disposedBit != 0
    }

    /// Assigns the disposable; if already disposed, disposes `disposable` at once.
    ///
    /// - Parameter disposable: The disposable to own.
    public func setDisposable(_ disposable: any Disposable) {
        precondition(
            InlineAtomic.load(&bits, ordering: .relaxed) & AssignOnce.assignedBit == 0,
            "SingleAssignmentDisposable: a disposable has already been assigned")
        current.store(disposable)
        if AssignOnce.publishAssignment(&bits, "SingleAssignmentDisposable") {
            current.take().dispose()
        }
    }

    /// Disposes the assigned disposable, or the one assigned later.
    public func dispose() {
        if AssignOnce.claimDisposal(&bits) {
            current.take().dispose()
        }
    }
}
