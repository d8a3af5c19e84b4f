import Reactive

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Identifies one running system to the work its feedbacks schedule.
final class LoopIdentity: Sendable {
    /// Whether the calling thread is running work scheduled through this system's feedback scheduler.
    var isCurrent: Bool {
        pthread_getspecific(runningLoopKey) == Unmanaged.passUnretained(self).toOpaque()
    }

    /// Runs `body` marked as work of this system's scheduler, restoring the previous mark after.
    func run<Result>(_ body: () -> Result) -> Result {
        let previous = pthread_getspecific(runningLoopKey)
        pthread_setspecific(runningLoopKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(runningLoopKey, previous) }
        return body()
    }
}

/// The thread-local mark of the system whose scheduled work is running.
private let runningLoopKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
}()

extension ImmediateSchedulerType {
    /// This scheduler as the feedbacks of one system see it: work scheduled through it is marked as
    /// that system's, so events it sends into the system (an effect's result after its hop) are
    /// reduced right there instead of hopping through the scheduler a second time.
    func marking(_ identity: LoopIdentity) -> any ImmediateSchedulerType {
        if let timed = self as? any SchedulerType {
            return MarkingTimedScheduler(base: timed, identity: identity)
        }
        return MarkingScheduler(base: self, identity: identity)
    }
}

/// An immediate scheduler whose actions run marked with a system's identity.
private struct MarkingScheduler: ImmediateSchedulerType {
    let base: any ImmediateSchedulerType
    let identity: LoopIdentity

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        base.schedule(state) { [identity] state in identity.run { action(state) } }
    }
}

/// A scheduler with a clock whose actions run marked with a system's identity, so that feedbacks
/// can still use the context's scheduler for timed work.
private struct MarkingTimedScheduler: SchedulerType {
    let base: any SchedulerType
    let identity: LoopIdentity

    var now: RxTime {
        base.now
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        base.schedule(state) { [identity] state in identity.run { action(state) } }
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { [identity] state in identity.run { action(state) } }
    }

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        base.schedulePeriodic(state, startAfter: startAfter, period: period) { [identity] state in
            identity.run { action(state) }
        }
    }
}
