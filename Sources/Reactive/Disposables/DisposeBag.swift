/// Owns disposables and disposes all of them when it is deallocated.
///
/// The usual way to tie subscriptions to the lifetime of an object:
///
/// ```swift
/// let disposeBag = DisposeBag()
/// observable.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
///
/// To dispose early, replace the bag with a new one.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    // @unchecked: `disposables` and `disposed` are only touched under `lock` (unchecked
    // exclusivity: the lock already serialises them).
    private let lock = Lock()
    @exclusivity(unchecked) private var disposables: [any Disposable] = []
    @exclusivity(unchecked) private var disposed = false

    /// Creates an empty bag.
    public override init() {
        super.init()
    }

    /// Creates a bag that owns the disposables `builder` returns.
    ///
    /// - Parameter builder: Lists the disposables.
    public convenience init(@DisposableBuilder disposing builder: () -> [any Disposable]) {
        self.init()
        insert(builder())
    }

    /// Creates a bag that owns `disposables`.
    ///
    /// - Parameter disposables: The disposables to own.
    public convenience init(disposing disposables: any Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    ///
    /// - Parameter disposable: The disposable to own.
    public func insert(_ disposable: any Disposable) {
        // Appended as it is: wrapping it in a one-element array to share the code below made and
        // freed an array per insertion (`disposed(by:)` on every subscription of a screen).
        lock.lock()
        if disposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        lock.unlock()
    }

    /// Adds several disposables.
    ///
    /// - Parameter disposables: The disposables to own.
    public func insert(_ disposables: any Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables `builder` returns.
    ///
    /// - Parameter builder: Lists the disposables.
    public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
        insert(builder())
    }

    /// Adds every element of `disposables`.
    ///
    /// - Parameter disposables: The disposables to own.
    public func insert(_ disposables: [any Disposable]) {
        let rejected = lock.withLock { () -> Bool in
            if disposed { return true }
            self.disposables.append(contentsOf: disposables)
            return false
        }
        if rejected {
            for disposable in disposables {
                disposable.dispose()
            }
        }
    }

    private func dispose() {
        let owned = lock.withLock { () -> [any Disposable] in
            disposed = true
            let owned = disposables
            disposables = []
            return owned
        }
        for disposable in owned {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }

    /// Collects disposables written one per line into an array.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the listed disposables.
        public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] {
            disposables
        }
    }
}
