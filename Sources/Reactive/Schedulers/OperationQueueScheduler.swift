import Foundation

/// Runs work on an `OperationQueue`, as one `BlockOperation` per scheduled action.
///
/// The queue decides how many actions run at once (`maxConcurrentOperationCount`) and which
/// waiting action goes first: each scheduler puts its `queuePriority` on the operations it adds,
/// so two schedulers on one queue can give their work different priorities.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let background = OperationQueueScheduler(operationQueue: queue, queuePriority: .low)
/// _ = Observable.of(1, 2, 3).subscribe(on: background).subscribe(onNext: { print($0) })
/// ```
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: not final, as in RxSwift; both stored properties are immutable and the queue is
    // thread-safe.

    /// The queue the operations are added to.
    public let operationQueue: OperationQueue

    /// The priority of every operation this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds its work to `operationQueue` with `queuePriority`.
    ///
    /// - Parameters:
    ///   - operationQueue: Where the work runs.
    ///   - queuePriority: The priority of the scheduled operations among those waiting.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that keeps the action from running if the operation has not
    ///   started yet, and otherwise disposes what `action` returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        let cancel = SingleAssignmentDisposable()
        let work = ScheduledOperationWork(state: state, action: action, cancel: cancel)
        let operation = BlockOperation { work.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}

/// One scheduled action, run at most once. A `BlockOperation` keeps its block until the operation
/// itself is released, which the queue does in its own time; the work lets go of the action, its
/// state and the disposable as soon as it has run, so they are not kept alive that long.
private final class ScheduledOperationWork<State>: @unchecked Sendable {
    // @unchecked: `run()` is the only access after `init`, and the queue calls it exactly once.
    private var pending: (state: State, action: (State) -> any Disposable, cancel: SingleAssignmentDisposable)?

    init(state: State, action: @escaping (State) -> any Disposable, cancel: SingleAssignmentDisposable) {
        pending = (state, action, cancel)
    }

    func run() {
        guard let (state, action, cancel) = pending else { return }
        pending = nil
        guard !cancel.isDisposed else { return }
        cancel.setDisposable(action(state))
    }
}
