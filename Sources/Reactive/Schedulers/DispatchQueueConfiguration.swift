import Dispatch

/// Carries a value that is not `Sendable` into a `@Sendable` Dispatch closure.
///
/// Only for values the sender hands over whole to work that Dispatch runs once, or serially, and
/// never touches again itself: that hand-off is what the scheduler contract promises.
struct DispatchHandoff<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// The engine shared by the Dispatch-backed schedulers: a target queue and the timers' leeway.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<State>(_ state: State, action: @escaping (State) -> any Disposable) -> any Disposable {
        let cancel = SingleAssignmentDisposable()
        // Safe: the caller gives up `state` and `action`; the queue runs this block exactly once.
        let work = DispatchHandoff((state, action))
        queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    func scheduleRelative<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping (State) -> any Disposable
    ) -> any Disposable {
        let timer = OneShotDispatchTimer(state: state, action: action)
        timer.arm(on: queue, deadline: .now() + dueTime, repeating: .never, leeway: leeway)
        return Disposables.create(with: timer.cancel)
    }

    func schedulePeriodic<State>(
        _ state: State,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (State) -> State
    ) -> any Disposable {
        let timer = PeriodicDispatchTimer(state: state, action: action)
        timer.arm(on: queue, deadline: .now() + startAfter, repeating: period, leeway: leeway)
        return Disposables.create(with: timer.cancel)
    }
}

/// A `DispatchSourceTimer` and the work it runs, shared by the source's event handler and the
/// disposable handed to the caller.
///
/// This object holds the source and the source's handler holds this object: while armed, that
/// cycle keeps the timer alive even when the caller drops the disposable, as every scheduler must.
/// Cancelling (or a one-shot firing) cancels the source, which releases the handler, and drops the
/// work at once, so whatever the action captured goes away as soon as a tick in progress returns.
private class DispatchTimerBase: @unchecked Sendable {
    // @unchecked: mutable state is guarded by `lock`, and a source never runs its event handler
    // concurrently with itself, even on a concurrent queue.
    let lock = Lock()
    var source: (any DispatchSourceTimer)?
    var isCancelled = false

    func arm(
        on queue: DispatchQueue,
        deadline: DispatchTime,
        repeating: DispatchTimeInterval,
        leeway: DispatchTimeInterval
    ) {
        let source = DispatchSource.makeTimerSource(queue: queue)
        lock.withLock { self.source = source }
        source.schedule(deadline: deadline, repeating: repeating, leeway: leeway)
        source.setEventHandler { [self] in fire() }
        source.resume()
    }

    func fire() {}

    /// Stops the source and drops the work; idempotent and callable from any thread.
    func cancel() {
        let (source, leftover) = lock.withLock { () -> ((any DispatchSourceTimer)?, (any Disposable)?) in
            guard !isCancelled else { return (nil, nil) }
            isCancelled = true
            let source = self.source
            self.source = nil
            return (source, dropWork())
        }
        source?.cancel()
        leftover?.dispose()
    }

    /// Releases the work, called with `lock` held; returns a disposable to dispose after unlocking.
    func dropWork() -> (any Disposable)? {
        nil
    }
}

/// Runs an action once at its deadline; disposing afterwards disposes what the action returned.
private final class OneShotDispatchTimer<State>: DispatchTimerBase, @unchecked Sendable {
    // @unchecked: see `DispatchTimerBase`; `work` and `result` are only touched under `lock`.
    private var work: (state: State, action: (State) -> any Disposable)?
    private var result: (any Disposable)?

    init(state: State, action: @escaping (State) -> any Disposable) {
        work = (state, action)
    }

    override func fire() {
        let (work, source) = lock.withLock {
            () -> ((state: State, action: (State) -> any Disposable)?, (any DispatchSourceTimer)?) in
            let taken = (self.work, self.source)
            self.work = nil
            self.source = nil
            return taken
        }
        // A fired one-shot source stays registered until cancelled, keeping this object alive.
        source?.cancel()
        guard let work else { return }
        let disposable = work.action(work.state)
        let disposeNow = lock.withLock { () -> Bool in
            if isCancelled { return true }
            result = disposable
            return false
        }
        if disposeNow {
            disposable.dispose()
        }
    }

    override func dropWork() -> (any Disposable)? {
        work = nil
        defer { result = nil }
        return result
    }
}

/// Runs an action every period, handing each run the state the previous one returned.
private final class PeriodicDispatchTimer<State>: DispatchTimerBase, @unchecked Sendable {
    // @unchecked: see `DispatchTimerBase`; `action` and `state` are only touched under `lock`.
    private var action: ((State) -> State)?
    private var state: State?

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
    }

    override func fire() {
        let work = lock.withLock { () -> (action: (State) -> State, state: State)? in
            guard let action, let state else { return nil }
            return (action, state)
        }
        guard let work else { return }
        let next = work.action(work.state)
        lock.withLock {
            if !isCancelled {
                state = next
            }
        }
    }

    override func dropWork() -> (any Disposable)? {
        action = nil
        state = nil
        return nil
    }
}
