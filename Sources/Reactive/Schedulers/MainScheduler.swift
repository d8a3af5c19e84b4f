import Dispatch
import Foundation

/// Runs work on `DispatchQueue.main`, for UI updates.
///
/// `schedule` runs the action at once, before returning, when called from the main queue while no
/// work of this scheduler is waiting there; otherwise it enqueues the action. The wait rule keeps
/// order: an action scheduled from inside another, or behind queued ones, never jumps ahead of them.
/// Use `asyncInstance` to always enqueue.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // @unchecked: like the superclass, only immutable references to thread-safe objects are stored.

    /// The actions scheduled but not finished, including one running inline.
    @exclusivity(unchecked) private final var enqueued = InlineAtomic<Int>(0)

    /// Creates a scheduler on the main queue; it has its own count of pending actions.
    public init() {
        super.init(serialQueue: .main)
    }

    /// The shared scheduler on the main queue, which runs work inline when it can.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always enqueues, even when called from the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

    /// Stops the program with `errorMessage` unless called on the main thread or from a block of the
    /// main queue (on Linux, `dispatchMain()` drains the main queue on other threads).
    ///
    /// - Parameter errorMessage: The message to stop with; a default one when nil.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard isMainContext else {
            fatalError(errorMessage ?? "Running on a background thread; the main thread is required.")
        }
    }

    /// Stops the program with `errorMessage` unless called where this scheduler runs its work.
    ///
    /// - Parameter errorMessage: The message to stop with; a default one when nil.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard isMainContext else {
            fatalError(
                errorMessage
                    ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to move work to the main thread."
            )
        }
    }

    /// Whether the caller runs on the main thread or as a block of the main queue.
    ///
    /// Neither check is enough alone. On Linux, as on Darwin, a process driven by `dispatchMain()`
    /// (which is how `async` entry points, including `swift test`, run) parks the main thread and has
    /// worker threads drain the main queue, so `Thread.isMainThread` is false inside main-queue
    /// blocks; the main queue's specific value is the reliable signal there. Conversely, that specific
    /// is missing on the main thread while it runs another queue's `sync` block, where
    /// `Thread.isMainThread` still holds. Either way nothing else of the main queue can run meanwhile,
    /// which is what running inline needs.
    static var isMainContext: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let pendingBefore = InlineAtomic.add(&enqueued, 1, ordering: .sequentiallyConsistent).oldValue
        if pendingBefore == 0 && Self.isMainContext {
            let disposable = action(state)
            InlineAtomic.subtract(&enqueued, 1, ordering: .sequentiallyConsistent)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        // Safe: the caller gives up `state` and `action`; the main queue runs this block exactly once.
        let work = DispatchHandoff((state, action))
        configuration.queue.async { [self] in
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
            InlineAtomic.subtract(&enqueued, 1, ordering: .sequentiallyConsistent)
        }
        return cancel
    }
}

/// Marks the main queue so that code can tell it is running there, whichever thread drains it.
private let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
}()
