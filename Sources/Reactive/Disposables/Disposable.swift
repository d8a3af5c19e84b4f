/// A resource that can be released: a subscription, scheduled work, a timer.
///
/// `dispose()` is idempotent and may be called from any thread.
public protocol Disposable {
    /// Releases the resource. Calling it more than once has no further effect.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is deallocated.
    ///
    /// - Parameter bag: The bag that owns the disposable from now on.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

/// The base of the runtime's disposable classes: counts them in `Resources.total`.
public class DisposeBase {
    private let resourceToken = trackResourceAllocated()

    init() {}

    deinit {
        trackResourceReleased(resourceToken)
    }
}
