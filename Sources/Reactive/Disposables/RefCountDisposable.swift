/// Disposes its underlying disposable only when it has itself been disposed *and* every
/// dependent disposable handed out by `retain()` has been disposed too.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `underlying`, `count` and `primaryDisposed` are only touched under `lock`.
    private let lock = Lock()
    private var underlying: (any Disposable)?
    private var count = 0
    private var primaryDisposed = false

    /// Creates a reference-counted wrapper around `disposable`.
    ///
    /// - Parameter disposable: The disposable released when the count drops to zero.
    public init(disposable: any Disposable) {
        underlying = disposable
        super.init()
    }

    /// Whether the underlying disposable has been released.
    public var isDisposed: Bool {
        lock.withLock { underlying == nil }
    }

    /// Hands out a dependent disposable that keeps the underlying one alive until disposed.
    ///
    /// - Returns: The dependent disposable; a no-op one if everything is already released.
    public func retain() -> any Disposable {
        let retained = lock.withLock { () -> Bool in
            guard underlying != nil else { return false }
            count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Disposes the primary reference; the underlying disposable goes once no dependents remain.
    public func dispose() {
        let toDispose: (any Disposable)? = lock.withLock {
            guard let current = underlying, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            underlying = nil
            return current
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose: (any Disposable)? = lock.withLock {
            guard let current = underlying else { return nil }
            precondition(count > 0, "RefCountDisposable: released more often than retained")
            count -= 1
            guard count == 0, primaryDisposed else { return nil }
            underlying = nil
            return current
        }
        toDispose?.dispose()
    }
}
