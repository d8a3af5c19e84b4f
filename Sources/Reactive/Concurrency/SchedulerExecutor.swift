/// An executor whose jobs run on a scheduler: async code that prefers it (SE-0417's task executor
/// preference) or an actor that uses it as its executor runs where the scheduler runs its actions.
///
/// ```swift
/// let executor = SchedulerExecutor(MainScheduler.instance)
/// Task(executorPreference: executor) { await model.run() }  // every job on the main thread
/// ```
///
/// On a virtual-time scheduler (`TestScheduler`) a job runs at once, at the current tick, on the
/// thread that enqueues it — the one driving the clock — and jobs enqueued while one runs wait
/// for it, in order (a trampoline, as `CurrentThreadScheduler` runs nested work). So a task that
/// an action starts, and everything it does until it sleeps or waits, is done before the
/// scheduler's next action: an input that cancels a request cancels it before an answer due at
/// the same tick, as a synchronous Rx chain would. On any other scheduler a job is `schedule`d.
///
/// Keep the executor alive while a task prefers it: a task does not own its preference.
///
/// Needs the Swift 6 concurrency runtime (macOS 15, iOS 18): task executor preference is new there.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class SchedulerExecutor: TaskExecutor, @unchecked Sendable {
    // invariant: `scheduler` is only asked to schedule, which a real scheduler allows from any
    // thread; the trampoline's state is only touched under its lock; `serial` is set in `init`.
    private let scheduler: any SchedulerType
    private let isVirtual: Bool
    private let trampoline = LockedValue(Trampoline())
    /// The same queue as an actor's executor. A separate object because a job enqueued on it runs
    /// isolated to it, while a task's job must not: its next call of a nonisolated function would
    /// have to hop, and the hop would queue behind jobs enqueued after it.
    /// Set once, at the end of `init`.
    private var serial: SerialSchedulerExecutor!

    /// Jobs waiting for the one that runs, on a virtual-time scheduler.
    private struct Trampoline {
        var waiting: [() -> Void] = []
        var isRunning = false
    }

    /// Creates an executor that runs its jobs on `scheduler`.
    ///
    /// - Parameter scheduler: Where the jobs run.
    public init(_ scheduler: any SchedulerType) {
        self.scheduler = scheduler
        isVirtual = scheduler is any VirtualTimeSchedulerMarker
        serial = SerialSchedulerExecutor(self)
    }

    /// Runs `job` on the scheduler: at once on a virtual-time one (after the job running now, if
    /// any), scheduled on any other.
    ///
    /// - Parameter job: The job.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // Strong: a job waiting on a real scheduler keeps the executor it runs on alive.
        submit { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }

    /// This executor as an actor's executor (`nonisolated var unownedExecutor`): the actor's jobs
    /// run on the scheduler, in the same order as the tasks' jobs.
    ///
    /// - Returns: The unowned reference; this executor keeps it alive.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: serial)
    }

    /// Runs `run` as the next job.
    fileprivate func submit(_ run: @escaping () -> Void) {
        guard isVirtual else {
            _ = scheduler.schedule(()) { _ in
                run()
                return Disposables.create()
            }
            return
        }
        let runsNow = trampoline.withLock { state -> Bool in
            guard !state.isRunning else {
                state.waiting.append(run)
                return false
            }
            state.isRunning = true
            return true
        }
        guard runsNow else { return }
        // Outside the lock: a job enqueues jobs (a task starting a task, resuming an actor).
        var next: (() -> Void)? = run
        while let current = next {
            current()
            next = trampoline.withLock { state in
                guard !state.waiting.isEmpty else {
                    state.isRunning = false
                    return nil
                }
                return state.waiting.removeFirst()
            }
        }
    }
}

/// `SchedulerExecutor`'s queue as an actor's serial executor: its jobs run isolated to it.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private final class SerialSchedulerExecutor: SerialExecutor, @unchecked Sendable {
    // invariant: `owner` is immutable and owns this executor; all state is the owner's, locked.
    unowned let owner: SchedulerExecutor

    init(_ owner: SchedulerExecutor) {
        self.owner = owner
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        owner.submit { [self] in
            job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: owner.asUnownedTaskExecutor())
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

/// A virtual-time scheduler, whose clock moves only when its owner drives it.
protocol VirtualTimeSchedulerMarker {}

extension VirtualTimeScheduler: VirtualTimeSchedulerMarker {}
