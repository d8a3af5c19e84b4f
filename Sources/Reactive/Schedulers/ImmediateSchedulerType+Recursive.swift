extension ImmediateSchedulerType {
    /// Schedules `action` so that it can schedule itself again through `recurse`.
    ///
    /// Used by sources that emit step by step (`of`, `from`, `range`): on `CurrentThreadScheduler`
    /// each step is queued on the trampoline, so several such sources interleave instead of one
    /// running to the end first.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - action: The work; call `recurse` with the next state to run again.
    /// - Returns: A disposable that stops the recursion.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> any Disposable {
        let recursion = RecursiveImmediateScheduler(scheduler: self, action: action)
        recursion.schedule(state)
        return Disposables.create(with: recursion.dispose)
    }
}

/// Runs a self-rescheduling action; every pending step is cancelled by `dispose()`.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    // @unchecked: `action` is cleared under `lock`; `pending` is itself thread-safe.
    private let scheduler: any ImmediateSchedulerType
    private let lock = RecursiveLock()
    private var action: ((State, (State) -> Void) -> Void)?
    private let pending = CompositeDisposable()

    init(scheduler: any ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        // The step may run synchronously inside `schedule` (immediate schedulers) before its
        // disposable can be added to `pending`; the flags sort out which happened first.
        let step = StepState()
        let disposable = scheduler.schedule(state) { [self] state in
            let key = lock.withLock { () -> CompositeDisposable.DisposeKey? in
                step.hasRun = true
                return step.key
            }
            if let key { pending.remove(for: key) }
            guard let action = lock.withLock({ self.action }) else { return Disposables.create() }
            action(state, self.schedule)
            return Disposables.create()
        }
        lock.withLock {
            if !step.hasRun {
                step.key = pending.insert(disposable)
            }
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        pending.dispose()
    }

    private final class StepState {
        var hasRun = false
        var key: CompositeDisposable.DisposeKey?
    }
}
