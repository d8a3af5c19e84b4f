/// A group of disposables disposed together; members can be added and removed while it lives.
///
/// Adding to a composite that is already disposed disposes the newcomer at once.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `disposables` and `disposed` are only touched under `lock`.

    /// The key that identifies a member, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let key: BagKey

        /// Hashes the key.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key.rawValue)
        }

        /// Whether two keys are the same.
        public static func == (lhs: DisposeKey, rhs: DisposeKey) -> Bool {
            lhs.key == rhs.key
        }
    }

    private let lock = Lock()
    // Unchecked exclusivity: `lock` serialises every access.
    @exclusivity(unchecked) private var disposables = Bag<any Disposable>()
    @exclusivity(unchecked) private var disposed = false

    /// Creates an empty composite.
    public override init() {
        super.init()
    }

    /// Creates a composite that owns two disposables.
    public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a composite that owns three disposables.
    public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable)
    {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a composite that owns four or more disposables.
    ///
    /// - Parameters:
    ///   - disposable1: The first member.
    ///   - disposable2: The second member.
    ///   - disposable3: The third member.
    ///   - disposable4: The fourth member.
    ///   - disposables: Any further members.
    public convenience init(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable,
        _ disposable4: any Disposable,
        _ disposables: any Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a composite that owns `disposables`.
    ///
    /// - Parameter disposables: The initial members.
    public init(disposables: [any Disposable]) {
        super.init()
        for disposable in disposables {
            _ = self.disposables.insert(disposable)
        }
    }

    /// Whether the composite has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The number of members.
    public var count: Int {
        lock.withLock { disposables.count }
    }

    /// Adds `disposable`; if the composite is already disposed, disposes it instead.
    ///
    /// - Parameter disposable: The member to add.
    /// - Returns: A key to remove the member again, or nil if it was disposed at once.
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key: BagKey? = lock.withLock {
            disposed ? nil : disposables.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// Removes the member for `disposeKey` and disposes it.
    ///
    /// - Parameter disposeKey: The key `insert(_:)` returned.
    /// - Complexity: O(log n) in the number of members, amortised: no other member moves.
    public func remove(for disposeKey: DisposeKey) {
        // A member removed from the middle leaves a no-op in its place (see `Bag`), which
        // `dispose()` may later call: harmless, and cheaper than shifting the later members.
        let removed = lock.withLock { disposables.remove(disposeKey.key) { _ in NopDisposable() } }
        removed?.dispose()
    }

    #if DEBUG
    /// Members moved to another slot by removals so far (see `Bag.moves`).
    var removalMoves: Int {
        lock.withLock { disposables.moves }
    }
    #endif

    /// Disposes every member; later insertions are disposed at once.
    public func dispose() {
        let members: ContiguousArray<any Disposable>? = lock.withLock {
            guard !disposed else { return nil }
            disposed = true
            let members = disposables.values
            disposables.removeAll()
            return members
        }
        for member in members ?? [] {
            member.dispose()
        }
    }
}
