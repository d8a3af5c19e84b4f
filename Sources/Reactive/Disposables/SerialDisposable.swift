/// Holds one disposable at a time: assigning a new one disposes the previous one.
///
/// After `dispose()`, every newly assigned disposable is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `current` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    // Unchecked exclusivity: `lock` serialises every access.
    @exclusivity(unchecked) private var current: (any Disposable)?
    @exclusivity(unchecked) private var disposed = false

    /// Creates an empty serial disposable.
    public override init() {
        super.init()
    }

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The current disposable. Setting it disposes the one it replaces.
    public var disposable: any Disposable {
        get {
            lock.withLock { current ?? Disposables.create() }
        }
        set {
            let toDispose: (any Disposable)? = lock.withLock {
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
        let toDispose: (any Disposable)? = lock.withLock {
            guard !disposed else { return nil }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        toDispose?.dispose()
    }
}
