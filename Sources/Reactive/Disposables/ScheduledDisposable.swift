/// Disposes its disposable on a given scheduler, for resources that must be released there.
public final class ScheduledDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked: `disposable` is taken exactly once by the caller that wins `disposed`.

    /// The scheduler the disposal runs on.
    public let scheduler: any ImmediateSchedulerType

    @exclusivity(unchecked) private final var disposed = InlineAtomic<Bool>(false)
    private var disposable: (any Disposable)?

    /// Creates a disposable that releases `disposable` on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the disposal runs.
    ///   - disposable: What to dispose.
    public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        super.init()
    }

    /// Whether disposal has been requested.
    public var isDisposed: Bool {
        InlineAtomic.load(&disposed, ordering: .acquiring)
    }

    /// Schedules the disposal on `scheduler`.
    public func dispose() {
        guard !InlineAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) else { return }
        _ = scheduler.schedule(self) { this in
            let inner = this.disposable
            this.disposable = nil
            inner?.dispose()
            return Disposables.create()
        }
    }
}
