import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent: actions scheduled together may run at the
/// same time, on different threads.
///
/// Suited to background work such as `subscribe(on:)`; use `SerialDispatchQueueScheduler` where
/// events must stay in order.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: RxTime {
        Date()
    }

    /// Creates a scheduler on `queue`; a serial queue works too, it just never runs work in parallel.
    ///
    /// - Parameters:
    ///   - queue: Where the work runs.
    ///   - leeway: How late the system may fire timers, letting it coalesce wake-ups.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new concurrent queue with quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the new queue.
    ///   - leeway: How late the system may fire timers, letting it coalesce wake-ups.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(
            label: "rx.concurrent_dispatch_queue.\(qos.qosClass)", qos: qos, attributes: .concurrent)
        self.init(queue: queue, leeway: leeway)
    }

    /// Schedules `action` to run on the queue as soon as possible.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the work if it has not started yet, and otherwise
    ///   disposes what `action` returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
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
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run first after `startAfter`, then every `period`; each run receives
    /// the state the previous one returned.
    ///
    /// A dispatch timer never runs its handler concurrently with itself, so the runs of one periodic
    /// schedule are sequential even on a concurrent queue.
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
