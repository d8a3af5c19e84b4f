/// A disposable that may be assigned exactly once; disposing before the assignment disposes the
/// assigned disposable as soon as it arrives.
///
/// Assigning twice is a programming error and stops the program with a message, as in RxSwift.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `current`, `assigned` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    // Unchecked exclusivity: `lock` serialises every access.
    @exclusivity(unchecked) private var current: (any Disposable)?
    @exclusivity(unchecked) private var assigned = false
    @exclusivity(unchecked) private var disposed = false

    /// Creates an unassigned disposable.
    public override init() {
        super.init()
    }

    /// Whether the disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Assigns the disposable; if already disposed, disposes `disposable` at once.
    ///
    /// - Parameter disposable: The disposable to own.
    public func setDisposable(_ disposable: any Disposable) {
        let (alreadyAssigned, disposeNow) = lock.withLock { () -> (Bool, Bool) in
            if assigned { return (true, false) }
            assigned = true
            if disposed { return (false, true) }
            current = disposable
            return (false, false)
        }
        precondition(!alreadyAssigned, "SingleAssignmentDisposable: a disposable has already been assigned")
        if disposeNow {
            disposable.dispose()
        }
    }

    /// Disposes the assigned disposable, or the one assigned later.
    public func dispose() {
        let toDispose: (any Disposable)? = lock.withLock {
            guard !disposed else { return nil }
            disposed = true
            let assignedDisposable = current
            current = nil
            return assignedDisposable
        }
        toDispose?.dispose()
    }
}
