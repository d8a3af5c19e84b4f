import Synchronization

/// A disposable assigned once, for an inner subscription: disposing before the assignment
/// disposes the assigned disposable as it arrives.
///
/// `SingleAssignmentDisposable` without its lock, which is a second heap cell, so a
/// `flatMapLatest` switch or a `flatMap` inner costs one allocation fewer. Not final: an inner
/// subscription subclasses it to be its own event receiver as well. `HandlerSink` repeats its
/// two-bit protocol rather than subclassing it: as a subclass, every subscribe and switch ran 3–4%
/// more instructions (callgrind), the assignment being specialised per existential argument. Nor
/// do they share a noncopyable value holding bits and slot: calling its mutating `dispose()` is a
/// modifying access to the whole value, which ThreadSanitizer reports as a race with the sink's
/// per-event read of the bits on another thread.
@usableFromInline
class AssignOnceDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `disposable` is written once before the `assignedBit` is published and read only
    // by the caller that sees both bits set for the first time (as in `SinkDisposer`).
    private static let disposedBit = 1
    private static let assignedBit = 2

    private let bits = Atomic<Int>(0)
    // Unchecked exclusivity: the bit protocol gives one caller sole access.
    @exclusivity(unchecked) private var disposable = DisposableSlot()

    @usableFromInline
    init() {}

    /// Whether the disposable has been disposed.
    @usableFromInline
    final var isDisposed: Bool {
        bits.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Assigns the disposable; if already disposed, disposes it at once.
    @usableFromInline
    final func setDisposable(_ disposable: consuming any Disposable) {
        self.disposable.store(disposable)
        let previous = bits.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.assignedBit == 0, "AssignOnceDisposable: assigned twice")
        if previous & Self.disposedBit != 0 {
            release()
        }
    }

    @usableFromInline
    final func dispose() {
        // A disposed bit is never cleared, so a second dispose (an inner that completed and is then
        // replaced) can stop at a plain load instead of an atomic read-modify-write.
        if bits.load(ordering: .relaxed) & Self.disposedBit != 0 { return }
        let previous = bits.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
        release()
    }

    private func release() {
        disposable.take().dispose()
    }
}
