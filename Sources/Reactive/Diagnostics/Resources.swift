@exclusivity(unchecked) nonisolated(unsafe) private var liveResources = InlineAtomic<Int>(0)
/// Live `observe(on:)` observables that chose the serial-dispatch-queue implementation.
@exclusivity(unchecked) nonisolated(unsafe) var serialDispatchQueueObservables = InlineAtomic<Int>(0)

/// The number of live runtime resources: observable sequences (every `Observable` instance,
/// operators and subjects included), subscriptions (sinks and the disposables that tie them
/// together), observers created by `subscribe`, subjects, relays and disposables.
///
/// The counter mirrors RxSwift's `TRACE_RESOURCES` build, but is on in every debug build of this
/// package, so any test can prove that disposing released everything. `total` is process-wide, as
/// in RxSwift; since Swift Testing runs tests in parallel, a test that wants its own count uses
/// `Resources.countLive(in:)`, which counts only what its body creates:
///
/// ```swift
/// let leaked = Resources.countLive {
///     let subscription = Observable.just(1).subscribe(onNext: { _ in })
///     subscription.dispose()
/// }
/// #expect(leaked == 0)
/// ```
///
/// In release builds the runtime does not count, so the per-subscription cost is zero there.
public enum Resources {
    /// The number of live resources in the process.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: InlineAtomic.load(&liveResources, ordering: .relaxed))
    }

    /// Counts one more live resource. Call it from your own resource types to have them tracked.
    /// - Returns: The new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: InlineAtomic.add(&liveResources, 1, ordering: .relaxed).newValue)
    }

    /// Counts one live resource fewer.
    /// - Returns: The new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: InlineAtomic.subtract(&liveResources, 1, ordering: .relaxed).newValue)
    }

    /// The number of live `observe(on:)` observables using the implementation for serial dispatch
    /// queue schedulers, as RxSwift counts them (0 in release builds).
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: InlineAtomic.load(&serialDispatchQueueObservables, ordering: .relaxed))
    }

    /// Whether the runtime counts its own resources in this build (true in debug builds).
    public static var isTracking: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Runs `body` and returns how many of the resources it created are still alive afterwards.
    ///
    /// Only resources created by `body` on the calling task (or thread) are counted, wherever they
    /// are released, so parallel tests do not disturb each other. Everything `body` keeps in local
    /// variables is released when it returns, so a leak-free body yields 0. Always 0 in release
    /// builds (see `isTracking`).
    ///
    /// - Parameter body: The code to measure.
    /// - Returns: The number of resources created by `body` that are still alive.
    public static func countLive(in body: () throws -> Void) rethrows -> Int32 {
        let ledger = ResourceLedger()
        try ResourceLedger.$current.withValue(ledger) {
            try body()
        }
        return ledger.live
    }

    /// Runs `body` and returns how many of the resources it created are still alive afterwards.
    ///
    /// - Parameter body: The code to measure.
    /// - Returns: The number of resources created by `body` that are still alive.
    public static func countLive(in body: () async throws -> Void) async rethrows -> Int32 {
        let ledger = ResourceLedger()
        try await ResourceLedger.$current.withValue(ledger) {
            try await body()
        }
        return ledger.live
    }
}

/// Counts the resources created while it is the current ledger.
@usableFromInline
final class ResourceLedger: @unchecked Sendable {  // invariant: `counter` is only touched atomically
    @TaskLocal static var current: ResourceLedger?

    @exclusivity(unchecked) private final var counter = InlineAtomic<Int>(0)

    var live: Int32 {
        Int32(truncatingIfNeeded: InlineAtomic.load(&counter, ordering: .acquiring))
    }

    func increment() {
        InlineAtomic.add(&counter, 1, ordering: .relaxed)
    }

    func decrement() {
        InlineAtomic.subtract(&counter, 1, ordering: .releasing)
    }
}

/// Proof that a resource was counted; hand it back to `trackResourceReleased` in `deinit`.
@frozen
@usableFromInline
struct ResourceToken {
    #if DEBUG
    @usableFromInline
    let ledger: ResourceLedger?
    #endif
}

/// Counts a new runtime resource; compiled to nothing in release builds.
@usableFromInline
@inline(__always)
func trackResourceAllocated() -> ResourceToken {
    #if DEBUG
    InlineAtomic.add(&liveResources, 1, ordering: .relaxed)
    let ledger = ResourceLedger.current
    ledger?.increment()
    return ResourceToken(ledger: ledger)
    #else
    return ResourceToken()
    #endif
}

/// Counts a released runtime resource.
@inline(__always)
func trackResourceReleased(_ token: ResourceToken) {
    #if DEBUG
    InlineAtomic.subtract(&liveResources, 1, ordering: .relaxed)
    token.ledger?.decrement()
    #endif
}
