/// Factory functions for the common disposables.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> any Disposable {
        NopDisposable.shared
    }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    ///
    /// - Parameter dispose: The action to run.
    public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments together.
    ///
    /// The arguments are consumed: the pair takes them over rather than copying them (a copy of an
    /// existential is a retain through its value witnesses), which `subscribe(onNext:)` pays on
    /// every subscription.
    public static func create(
        _ disposable1: consuming any Disposable,
        _ disposable2: consuming any Disposable
    ) -> any Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three arguments together.
    public static func create(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable
    ) -> any Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all the arguments together.
    public static func create(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable,
        _ disposables: any Disposable...
    ) -> any Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every element of `disposables` together.
    ///
    /// - Parameter disposables: The disposables to own.
    public static func create(_ disposables: [any Disposable]) -> any Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// A disposable with nothing to release; shared, since it has no state.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
    static let shared = NopDisposable()

    /// The disposable with nothing to release.
    @usableFromInline
    init() {}

    /// Does nothing.
    @usableFromInline
    func dispose() {}
}

/// Runs an action exactly once, on the first `dispose()`.
@usableFromInline
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `action` is read and cleared only by the one caller that wins `disposed`.
    @exclusivity(unchecked) private final var disposed = InlineAtomic<Bool>(false)
    private var action: (() -> Void)?

    @usableFromInline
    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @usableFromInline
    var isDisposed: Bool {
        InlineAtomic.load(&disposed, ordering: .acquiring)
    }

    @usableFromInline
    func dispose() {
        guard !InlineAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

/// Disposes two disposables together; cheaper than a composite for the common pair.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: the two references are cleared only by the caller that wins `disposed`.
    @exclusivity(unchecked) private final var disposed = InlineAtomic<Bool>(false)
    // Unchecked exclusivity: the atomic flag already gives one caller sole access, and a dynamic
    // check (a thread-local access set) per field per dispose was a visible share of a cycle.
    @exclusivity(unchecked) private var first: DisposableSlot
    @exclusivity(unchecked) private var second: DisposableSlot

    init(_ first: consuming any Disposable, _ second: consuming any Disposable) {
        self.first = DisposableSlot(first)
        self.second = DisposableSlot(second)
    }

    var isDisposed: Bool {
        InlineAtomic.load(&disposed, ordering: .acquiring)
    }

    func dispose() {
        guard !InlineAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) else { return }
        let first = self.first.take()
        let second = self.second.take()
        first.dispose()
        second.dispose()
    }
}
