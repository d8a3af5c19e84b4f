import Synchronization

/// Holds one disposable at a time: assigning a new one disposes the previous one.
///
/// After `dispose()`, every newly assigned disposable is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `current` and `disposed` are only touched under the spin lock `locked`.
    /// A spin lock kept inline: its sections only move a reference in or out and never call out,
    /// and a lock object would cost two more allocations per instance (one per subscription for
    /// several operators).
    private let locked = Atomic<Bool>(false)
    // Unchecked exclusivity: the lock serialises every access.
    @exclusivity(unchecked) private var current: (any Disposable)?
    @exclusivity(unchecked) private var disposed = false

    /// Creates an empty serial disposable.
    public override init() {
        super.init()
    }

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        withLock { disposed }
    }

    /// The current disposable. Setting it disposes the one it replaces.
    public var disposable: any Disposable {
        get {
            withLock { current ?? Disposables.create() }
        }
        set {
            let toDispose: (any Disposable)? = withLock {
                if disposed { return newValue }
                let previous = current
                current = newValue
                return previous
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let toDispose: (any Disposable)? = withLock {
            guard !disposed else { return nil }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        toDispose?.dispose()
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        SpinLock.lock(locked)
        defer { SpinLock.unlock(locked) }
        return body()
    }
}
