/// Holds one disposable at a time: assigning a new one disposes the previous one.
///
/// After `dispose()`, every newly assigned disposable is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `current` and `disposed` are only touched under the spin lock `locked`.
    /// A spin lock kept inline: its sections only move a reference in or out and never call out,
    /// and a lock object would cost two more allocations per instance (one per subscription for
    /// several operators).
    @exclusivity(unchecked) private final var locked = InlineAtomic<Bool>(false)
    // Unchecked exclusivity: the lock serialises every access. A slot, not an optional: an
    // `(any Disposable)?` is destroyed through the runtime's value witnesses, and every assignment
    // destroyed one.
    @exclusivity(unchecked) private var current = DisposableSlot()
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
            withLock { current.disposable }
        }
        set {
            SpinLock.lock(&locked)
            if disposed {
                SpinLock.unlock(&locked)
                newValue.dispose()
                return
            }
            let previous = current.replace(with: newValue)
            SpinLock.unlock(&locked)
            previous.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        SpinLock.lock(&locked)
        if disposed {
            SpinLock.unlock(&locked)
            return
        }
        disposed = true
        let previous = current.take()
        SpinLock.unlock(&locked)
        previous.dispose()
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        SpinLock.lock(&locked)
        defer { SpinLock.unlock(&locked) }
        return body()
    }
}
