import Reactive

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

/// One run of a reactor's pipeline: it exists while the state stream has subscribers.
///
/// Actions (from the reactor's `ActionSubject`) and mutations (from `transform(mutation:)`) arrive
/// on any thread, possibly re-entrantly, and go into one queue. Whoever finds the queue idle
/// schedules a drain on the reactor's scheduler; the drain takes the work out one item at a time:
/// an action is pushed into `transform(action:)`, so `mutate` runs in the drain; a mutation is
/// reduced and the new state emitted. While a drain is scheduled or running nobody else drains, so
/// `reduce` is never entered twice at once, and work queued from inside the drain runs after the
/// item at hand.
///
/// One exception keeps ReactorKit's "reduce runs right after each mutation": a mutation emitted
/// synchronously while the drain pushes an action (by `mutate`'s observable, on the draining
/// thread) is reduced at once, in place, so the rest of that observable sees `currentState`
/// updated. Nothing is being reduced or delivered at that point, so this re-enters nothing.
///
/// Disposing the run (the last subscriber leaving) disposes every subscription of the pipeline,
/// including the observables `mutate` returned that are still running, and drops the queue.
final class ReactorRun<Action, Mutation, State>: @unchecked Sendable {
    // @unchecked: `queue`, `isDraining`, `isDisposed`, `phase` and `drainingThread` are only touched
    // under `lock`; `state` is only touched by the thread that holds the drain (`isDraining`),
    // handed over through `lock`.
    private enum Work {
        case action(Action)
        case mutation(Mutation)
    }

    private enum EnqueueOutcome {
        case queued
        case scheduleDrain
        case reduceInPlace(Mutation)
    }

    /// What the drain is doing, so that `enqueue` can tell a mutation emitted by `mutate` in place.
    private enum Phase {
        case idle
        case pushingAction
        case reducing
    }

    private let core: ReactorCore<Action, Mutation, State>
    private let observer: AnyObserver<State>
    private let actions = PublishSubject<Action>()
    private let subscriptions = CompositeDisposable()
    private let lock = Lock()
    private var queue = FIFO<Work>()
    /// True while a drain is scheduled or running. The run starts holding it, until the seed
    /// state is out, so nothing is reduced before the first subscriber has the state it starts from.
    private var isDraining = true
    private var isDisposed = false
    private var phase = Phase.idle
    /// The thread running the drain, while `phase` is not `idle`.
    private var drainingThread: pthread_t?
    private var state: State

    init(core: ReactorCore<Action, Mutation, State>, seed: State, observer: AnyObserver<State>) {
        self.core = core
        self.observer = observer
        state = seed
    }

    /// Connects the pipeline and emits the seed state; the disposable ends the run.
    func start() -> any Disposable {
        core.runStarted()
        let mutations = core.steps.mutations(actions.asObservable()) { [core] error in
            core.report(.mutationError, error, "an observable returned by mutate(action:) failed with")
        }
        _ = subscriptions.insert(
            mutations.subscribe { [weak self] event in
                guard let self else { return }
                switch event {
                case .next(let mutation):
                    self.enqueue(.mutation(mutation))
                case .error(let error):
                    self.core.report(
                        .transformError, error,
                        "the stream of transform(action:), mutate(action:) and transform(mutation:) failed with")
                case .completed:
                    break
                }
            }
        )
        _ = subscriptions.insert(
            core.actionSubject.subscribe { [weak self] event in
                if case .next(let action) = event {
                    self?.enqueue(.action(action))
                }
            }
        )
        observer.onNext(state)
        releaseDrainAfterStart()
        return Disposables.create { [self] in
            dispose()
        }
    }

    private func releaseDrainAfterStart() {
        let schedules = lock.withLock { () -> Bool in
            if isDisposed || queue.isEmpty {
                isDraining = false
                return false
            }
            return true
        }
        if schedules {
            scheduleDrain()
        }
    }

    private func enqueue(_ work: Work) {
        let outcome = lock.withLock { () -> EnqueueOutcome in
            if isDisposed { return .queued }
            if case .mutation(let mutation) = work, phase == .pushingAction, isDrainingThread {
                phase = .reducing
                return .reduceInPlace(mutation)
            }
            queue.append(work)
            if isDraining { return .queued }
            isDraining = true
            return .scheduleDrain
        }
        switch outcome {
        case .queued:
            break
        case .scheduleDrain:
            scheduleDrain()
        case .reduceInPlace(let mutation):
            reduceAndEmit(mutation)
            lock.withLock { phase = .pushingAction }
        }
    }

    /// Whether the calling thread runs the drain; called under `lock`.
    private var isDrainingThread: Bool {
        guard let drainingThread else { return false }
        return pthread_equal(drainingThread, pthread_self()) != 0
    }

    /// Schedules a drain. The scheduled work holds the run weakly and is never cancelled: a drain
    /// that runs after the run ended finds nothing to do. (Cancelling it would need to tell one
    /// drain's disposable from the next one's, a race this way avoids.)
    private func scheduleDrain() {
        _ = core.scheduler.schedule(()) { [weak self] _ in
            self?.drain()
            return Disposables.create()
        }
    }

    private func drain() {
        while true {
            let next = lock.withLock { () -> Work? in
                guard !isDisposed, let work = queue.popFirst() else {
                    isDraining = false
                    phase = .idle
                    drainingThread = nil
                    return nil
                }
                drainingThread = pthread_self()
                switch work {
                case .action: phase = .pushingAction
                case .mutation: phase = .reducing
                }
                return work
            }
            guard let next else { return }
            switch next {
            case .action(let action):
                actions.onNext(action)
            case .mutation(let mutation):
                reduceAndEmit(mutation)
            }
        }
    }

    /// Reduces `mutation` into the state and emits the result; only the draining thread calls it.
    private func reduceAndEmit(_ mutation: Mutation) {
        guard let reduced = core.steps.reduce(state, mutation) else { return }
        state = reduced
        core.didReduce(reduced)
        observer.onNext(reduced)
    }

    private func dispose() {
        let dropped = lock.withLock { () -> FIFO<Work>? in
            if isDisposed { return nil }
            isDisposed = true
            let dropped = queue
            queue.removeAll()
            return dropped
        }
        guard let dropped else { return }
        subscriptions.dispose()
        core.runEnded()
        // Released outside the lock: an element's deinit may run arbitrary code.
        _ = dropped
    }
}
