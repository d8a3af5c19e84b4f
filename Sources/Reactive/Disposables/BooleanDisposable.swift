/// A disposable whose only state is whether it has been disposed.
public final class BooleanDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: the only state is an atomic flag.
    @exclusivity(unchecked) private final var disposed: InlineAtomic<Bool>

    /// A disposable that is already disposed.
    public static var booleanDisposableTrue: BooleanDisposable {
        BooleanDisposable(isDisposed: true)
    }

    /// Creates a disposable that is not yet disposed.
    public override init() {
        disposed = InlineAtomic(false)
        super.init()
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: Whether it starts disposed.
    public init(isDisposed: Bool) {
        disposed = InlineAtomic(isDisposed)
        super.init()
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        InlineAtomic.load(&disposed, ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        InlineAtomic.store(&disposed, true, ordering: .releasing)
    }
}
