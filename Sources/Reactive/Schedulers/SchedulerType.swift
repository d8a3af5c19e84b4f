import Dispatch
import Foundation

/// A time interval for schedulers, as in RxSwift 6.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time for schedulers.
public typealias RxTime = Date

/// A scheduler that runs work as soon as it can, with no notion of time.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable
}

/// A scheduler with a clock: it can run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: The delay.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the work.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable

    /// Schedules `action` to run first after `startAfter`, then every `period`; each run receives
    /// the state the previous one returned.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: The work; it returns the next state.
    /// - Returns: A disposable that stops the runs.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from relative scheduling, for schedulers without a native timer.
    ///
    /// Each tick schedules the next one before running `action`, so the ticks keep their period even
    /// when other work is scheduled from inside `action`.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        PeriodicTicker(scheduler: self, state: state, period: period, action: action).start(after: startAfter)
    }
}

/// Emulates a periodic timer with a chain of relative schedules.
private final class PeriodicTicker<Scheduler: SchedulerType, State>: @unchecked Sendable {
    // @unchecked: `state` is only touched from the scheduled actions, which a scheduler runs serially.
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private let cancel = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) -> any Disposable {
        scheduleTick(after: delay)
        return cancel
    }

    private func scheduleTick(after delay: RxTimeInterval) {
        cancel.disposable = scheduler.scheduleRelative(self, dueTime: delay) { ticker in
            ticker.tick()
            return Disposables.create()
        }
    }

    private func tick() {
        guard !cancel.isDisposed else { return }
        scheduleTick(after: period)
        state = action(state)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    package var seconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}

extension Date {
    /// The date `interval` after this one.
    func adding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
