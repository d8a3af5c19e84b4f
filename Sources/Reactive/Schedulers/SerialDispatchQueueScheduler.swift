import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: actions run one at a time, in the order they were
/// scheduled.
///
/// Operators rely on a scheduler being serial (for example `observe(on:)` keeps events in order),
/// so a queue that might be concurrent is never used directly: the initializers put a private serial
/// queue in front of it.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: the class is not final only so that `MainScheduler` can refine scheduling; every
    // stored property here and there is an immutable `let` of a thread-safe type.

    let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: RxTime {
        Date()
    }

    /// Creates a scheduler on `serialQueue`, which the caller promises is serial.
    ///
    /// - Parameters:
    ///   - serialQueue: A serial queue; a concurrent one breaks the scheduler's ordering guarantee.
    ///   - leeway: How late the system may fire timers, letting it coalesce wake-ups.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the new queue.
    ///   - serialQueueConfiguration: Adjusts the queue (for example sets specifics) before first use.
    ///   - leeway: How late the system may fire timers, letting it coalesce wake-ups.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName` that targets
    /// `queue`, which may be concurrent.
    ///
    /// - Parameters:
    ///   - queue: Where the work finally runs.
    ///   - internalSerialQueueName: The label of the serial queue put in front of `queue`.
    ///   - leeway: How late the system may fire timers, letting it coalesce wake-ups.
    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue for `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue the work runs on.
    ///   - internalSerialQueueName: The label of the serial queue put in front of the global queue.
    ///   - leeway: How late the system may fire timers, letting it coalesce wake-ups.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Schedules `action` to run on the queue as soon as possible.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the work if it has not started yet, and otherwise
    ///   disposes what `action` returned.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        scheduleInternal(state, action: action)
    }

    /// The point `MainScheduler` overrides to run work at once when it is already on the main queue.
    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`, with a one-shot dispatch timer.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: The delay.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the timer, or disposes what `action` returned.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the queue first after `startAfter`, then every `period`, with a
    /// repeating dispatch timer; each run receives the state the previous one returned.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: The work; it returns the next state.
    /// - Returns: A disposable that stops the timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
