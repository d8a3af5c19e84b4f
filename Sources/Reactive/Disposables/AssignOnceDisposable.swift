/// A disposable assigned once, for an inner subscription: disposing before the assignment
/// disposes the assigned disposable as it arrives.
///
/// `SingleAssignmentDisposable` without its lock, which is a second heap cell, so a
/// `flatMapLatest` switch or a `flatMap` inner costs one allocation fewer. Not final: an inner
/// subscription subclasses it to be its own event receiver as well. `HandlerSink` shares its
/// protocol (`AssignOnce`) rather than subclassing it: as a subclass, every subscribe and switch
/// ran 3–4% more instructions (callgrind), the assignment being specialised per existential
/// argument.
@usableFromInline
class AssignOnceDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `disposable` is only touched as `AssignOnce` allows.
    @exclusivity(unchecked) private final var bits: InlineAtomic<Int>
    // Unchecked exclusivity: the bit protocol gives one caller sole access.
    @exclusivity(unchecked) private var disposable: DisposableSlot

    @usableFromInline
    init() {
        bits = InlineAtomic(0)
        disposable = DisposableSlot()
    }

    /// Holds `disposable` from the start, as if assigned: nothing can have disposed an object
    /// that does not exist yet, so the assignment's atomic protocol (and the retain of `self`
    /// around calling it from an initialiser) is skipped.
    @usableFromInline
    init(assigned disposable: consuming any Disposable) {
        bits = InlineAtomic(AssignOnce.assignedBit)
        self.disposable = DisposableSlot(disposable)
    }

    /// Whether the disposable has been disposed.
    @usableFromInline
    final var isDisposed: Bool {
        InlineAtomic.load(&bits, ordering: .acquiring) & AssignOnce.disposedBit != 0
    }

    /// Assigns the disposable; if already disposed, disposes it at once.
    @usableFromInline
    final func setDisposable(_ disposable: consuming any Disposable) {
        if InlineAtomic.load(&bits, ordering: .acquiring) & AssignOnce.disposedBit != 0 {
            // Disposed first (an inner that ended while being subscribed, the common case of a
            // `just`): the disposed bit is never cleared, so this caller releases the assignment
            // whatever happens, and need not store it and take it back.
            _ = AssignOnce.publishAssignment(&bits, "AssignOnceDisposable")
            disposable.dispose()
            return
        }
        self.disposable.store(disposable)
        if AssignOnce.publishAssignment(&bits, "AssignOnceDisposable") {
            release()
        }
    }

    /// Makes a disposed instance assignable again, so that it can stand for a new subscription.
    ///
    /// Only for an instance that nothing else references (`isKnownUniquelyReferenced`) and that is
    /// disposed with its disposable released, so that no assignment or disposal can be under way:
    /// an inner subscription that ended reused for the next inner saves an allocation and a
    /// deallocation per inner.
    @usableFromInline
    final func rearm() {
        InlineAtomic.store(&bits, 0, ordering: .relaxed)
    }

    @usableFromInline
    final func dispose() {
        if AssignOnce.claimDisposal(&bits) {
            release()
        }
    }

    private func release() {
        disposable.take().dispose()
    }
}
