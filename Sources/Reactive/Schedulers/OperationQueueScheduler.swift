import Foundation

/// Runs work as operations on an `OperationQueue`, at a chosen queue priority.
///
/// The queue decides how many actions run at once (`maxConcurrentOperationCount`); with more than
/// one, actions scheduled together may run at the same time on different threads, so use
/// `observe(on:)` with it (which delivers one event at a time) rather than expecting order.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: both properties are immutable, and `OperationQueue` is thread-safe.
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority each scheduled operation gets in `operationQueue`.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds its work to `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: Where the work runs.
    ///   - queuePriority: The priority of each scheduled operation.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that skips the work if it has not started yet, and otherwise
    ///   disposes what `action` returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        let cancel = SingleAssignmentDisposable()
        // Safe: the caller gives up `state` and `action`; the queue runs the operation once.
        let work = DispatchHandoff((state, action))
        let operation = BlockOperation {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
