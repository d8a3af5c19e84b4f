/// An executor whose jobs run on a scheduler: async code that prefers it (SE-0417's task executor
/// preference) or an actor that uses it as its executor runs where the scheduler runs its actions.
///
/// ```swift
/// let executor = SchedulerExecutor(MainScheduler.instance)
/// Task(executorPreference: executor) { await model.run() }  // every job on the main thread
/// ```
///
/// On a virtual-time scheduler (`TestScheduler`) a job runs at the current tick, after the
/// actions already due then, in the order the jobs were enqueued; on any other scheduler it is
/// `schedule`d. Jobs must then be enqueued on the thread that drives the virtual clock, which is
/// where everything runs once the code under test runs here.
///
/// Keep the executor alive while a task prefers it: a task does not own its preference.
///
/// Needs the Swift 6 concurrency runtime (macOS 15, iOS 18): task executor preference is new there.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class SchedulerExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    // invariant: `scheduler` is only asked to schedule, which a real scheduler allows from any
    // thread and a virtual one from the thread that drives it (the only place jobs come from).
    private let scheduler: any SchedulerType

    /// Creates an executor that runs its jobs on `scheduler`.
    ///
    /// - Parameter scheduler: Where the jobs run.
    public init(_ scheduler: any SchedulerType) {
        self.scheduler = scheduler
    }

    /// Schedules `job` to run on the scheduler.
    ///
    /// - Parameter job: The job.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let run = { [self] in
            job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
        }
        if let virtual = scheduler as? any CurrentTickScheduling {
            virtual.scheduleAtCurrentTick(run)
        } else {
            _ = scheduler.schedule(()) { _ in
                run()
                return Disposables.create()
            }
        }
    }

    /// This executor, unowned, as an actor's executor.
    ///
    /// - Returns: The unowned reference.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

/// A scheduler that can run work at the current tick of its clock, with nothing moved later: a
/// virtual-time scheduler, whose `schedule` may add a processing delay.
protocol CurrentTickScheduling {
    /// Runs `action` at the current time, after what is already due then.
    func scheduleAtCurrentTick(_ action: @escaping () -> Void)
}

extension VirtualTimeScheduler: CurrentTickScheduling {
    func scheduleAtCurrentTick(_ action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: clock) { _ in
            action()
            return Disposables.create()
        }
    }
}
