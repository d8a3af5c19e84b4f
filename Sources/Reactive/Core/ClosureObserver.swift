import Synchronization

/// The observer that `subscribe(onNext:onError:onCompleted:onDisposed:)` builds: the closures and
/// the "ignore everything after the first stop event" latch in one object, which the event closure
/// handed upstream captures alone (a closure whose only capture is one class reference uses it as
/// its context, so the closure costs no allocation of its own).
///
/// After a stop event it runs `onDisposed` (shared with the `ClosureSubscription`, so that it runs
/// once). It holds no reference to that subscription: the subscription holds the upstream
/// subscription, which holds this observer, so a reference back would be a cycle that outlives a
/// source that is disposed without sending a stop event.
@usableFromInline
final class ClosureObserver<Element>: @unchecked Sendable {
    // @unchecked: everything is immutable but `stopped`, which is atomic.
    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((any Swift.Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    /// Runs `onDisposed` once, on whichever comes first: a stop event here or disposal.
    @usableFromInline
    let onDisposed: AnonymousDisposable?
    @usableFromInline
    let stopped = Atomic<Bool>(false)
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?,
        onError: ((any Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: AnonymousDisposable?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Delivers one event to the closures; everything after the first stop event is ignored.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if stopped.load(ordering: .relaxed) { return }
            onNext?(value)
        case .error(let error):
            if stopped.exchange(true, ordering: .relaxed) { return }
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler([], error)
            }
            onDisposed?.dispose()
        case .completed:
            if stopped.exchange(true, ordering: .relaxed) { return }
            onCompleted?()
            onDisposed?.dispose()
        }
    }
}

/// The subscription that `subscribe(onNext:onError:onCompleted:onDisposed:)` returns: the upstream
/// subscription and the `onDisposed` runner.
///
/// Kept apart from the observer on purpose: a closure may capture the very subscription it belongs
/// to (to dispose itself from `onNext`), and since this object holds none of the closures and lets
/// go of upstream when disposed, that capture is no reference cycle.
///
/// Disposing disposes the upstream subscription first, then runs `onDisposed`, each once, as
/// RxSwift's `Disposables.create(subscription, disposable)` does. Not generic, so that creating and
/// disposing it never looks up generic metadata.
@usableFromInline
final class ClosureSubscription: Cancelable, @unchecked Sendable {
    // @unchecked: `upstream` is written before the bit that publishes it and taken only by the one
    // caller that claims it through `bits`; `onDisposed` is immutable and itself thread-safe.
    private static var disposedBit: Int { 1 }
    private static var upstreamSetBit: Int { 2 }

    private let bits = Atomic<Int>(0)
    // Unchecked exclusivity: the bit protocol gives one caller sole access (see above).
    @exclusivity(unchecked) private var upstream = DisposableSlot()
    private let onDisposed: AnonymousDisposable?
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(onDisposed: AnonymousDisposable?) {
        self.onDisposed = onDisposed
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Whether the subscription has been disposed.
    @usableFromInline
    var isDisposed: Bool {
        bits.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Hands over the upstream subscription; disposes it at once if this subscription already ended.
    @usableFromInline
    func setUpstream(_ subscription: any Disposable) {
        upstream.store(subscription)
        let previous = bits.bitwiseOr(Self.upstreamSetBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.upstreamSetBit == 0, "ClosureSubscription: upstream was set twice")
        if previous & Self.disposedBit != 0 {
            upstream.take().dispose()
        }
    }

    /// Disposes upstream, then runs `onDisposed`, once.
    @usableFromInline
    func dispose() {
        let previous = bits.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.upstreamSetBit != 0 {
            upstream.take().dispose()
        }
        onDisposed?.dispose()
    }
}
