import Foundation
import Reactive

/// What the feedbacks deliver into a running loop.
private enum LoopInput<Event> {
    case event(Event)
    case feedbackCompleted
    case failed(any Error)
}

/// What the thread that delivered an input does next.
private enum ArrivalAction {
    case nothing
    case drainHere
    case scheduleDrain
}

/// One running system: it owns the state, reduces the feedbacks' events one at a time, and
/// publishes every new state to the feedbacks and to the system's subscriber.
///
/// Events go into an inbox. Whoever drains the inbox runs `reduce`; at most one drainer exists at
/// a time, and it runs on the system's scheduler:
///
/// - an event that arrives while the loop is draining (a feedback answering a state synchronously)
///   is only queued, and reduced after the state being published has reached everyone;
/// - on a scheduler driven from one thread (virtual time) an event is reduced where it arrives,
///   which is where RxFeedback's reduction happens too, so the ticks are the same;
/// - an event sent by work the feedbacks scheduled through their context's scheduler (an
///   effect's result after its hop) is on the scheduler already, and is reduced where it arrives;
/// - any other event has the drain scheduled on the scheduler: events that arrive on other threads
///   never run `reduce` there. (`MainScheduler.instance` runs a drain scheduled from the main queue
///   at once, so events arriving on the main queue are reduced without delay.)
final class RunningSystem<State, Event>: @unchecked Sendable {
    // @unchecked: `inbox`, `isDraining`, `isDrainScheduled` and `isStopped` are only touched
    // under `lock`; `state`, `output` and `runningFeedbacks` only by the single drainer, which takes
    // over through `lock`.

    /// The states as the feedbacks see them: the latest one replayed, then every new one.
    let states = ReplaySubject<State>.create(bufferSize: 1)

    /// The scheduler the feedbacks hop their events through (`ObservableSchedulerContext.scheduler`).
    let feedbackScheduler: any ImmediateSchedulerType

    private let identity: LoopIdentity

    private let reduce: (State, Event) -> State
    private let scheduler: any ImmediateSchedulerType
    private let reducesWhereEventsArrive: Bool
    private let subscriptions = CompositeDisposable()
    private let lock = Lock()

    private var inbox = FIFOQueue<LoopInput<Event>>()
    private var isDraining = false
    private var isDrainScheduled = false
    private var isStopped = false

    private var state: State
    private var output: AnyObserver<State>?
    private var runningFeedbacks = 0

    init(initialState: State, reduce: @escaping (State, Event) -> State, scheduler: any ImmediateSchedulerType) {
        self.state = initialState
        self.reduce = reduce
        self.scheduler = scheduler
        self.reducesWhereEventsArrive = scheduler.isAlwaysCurrent
        let identity = LoopIdentity()
        self.identity = identity
        self.feedbackScheduler = scheduler.isAlwaysCurrent ? scheduler : scheduler.enqueueing.marking(identity)
    }

    /// Starts the loop on the scheduler: subscribes the feedbacks' events, publishes the initial
    /// state, then reduces whatever the feedbacks sent meanwhile.
    ///
    /// Disposing the result stops the loop at once (nothing more is reduced or published) and
    /// disposes the feedbacks' subscriptions on the scheduler.
    func run(_ feedbackEvents: [Observable<Event>], output: AnyObserver<State>) -> any Disposable {
        let start = scheduler.schedule(self) { loop in
            loop.start(feedbackEvents, output: output)
            return Disposables.create()
        }
        return Disposables.create(
            Disposables.create { [self] in
                start.dispose()
                stop()
            },
            ScheduledDisposable(scheduler: scheduler, disposable: subscriptions)
        )
    }

    private func start(_ feedbackEvents: [Observable<Event>], output: AnyObserver<State>) {
        let starts = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            // The loop owns the drain while it subscribes, so that events sent during subscription
            // wait until the initial state has been published.
            isDraining = true
            return true
        }
        guard starts else { return }
        self.output = output
        runningFeedbacks = feedbackEvents.count
        for events in feedbackEvents {
            let subscription = events.subscribe { [self] event in receive(event) }
            _ = subscriptions.insert(subscription)
        }
        states.onNext(state)
        if feedbackEvents.isEmpty {
            finish(.completed)
            return
        }
        drain()
    }

    private func receive(_ event: Reactive::Event<Event>) {
        let input: LoopInput<Event>
        switch event {
        case .next(let element): input = .event(element)
        case .error(let error): input = .failed(error)
        case .completed: input = .feedbackCompleted
        }
        let next = lock.withLock { () -> ArrivalAction in
            guard !isStopped else { return .nothing }
            inbox.append(input)
            if isDraining { return .nothing }
            if reducesWhereEventsArrive || identity.isCurrent {
                isDraining = true
                return .drainHere
            }
            if isDrainScheduled { return .nothing }
            isDrainScheduled = true
            return .scheduleDrain
        }
        switch next {
        case .nothing:
            break
        case .drainHere:
            drain()
        case .scheduleDrain:
            _ = scheduler.schedule(self) { loop in
                loop.drainOnScheduler()
                return Disposables.create()
            }
        }
    }

    private func drainOnScheduler() {
        let owns = lock.withLock { () -> Bool in
            isDrainScheduled = false
            // A drain already running picks up the queued events itself.
            guard !isStopped, !isDraining else { return false }
            isDraining = true
            return true
        }
        if owns {
            drain()
        }
    }

    /// Reduces queued inputs one at a time until the inbox is empty; only the owner of the drain
    /// calls it.
    private func drain() {
        while let input = dequeue() {
            switch input {
            case .event(let event):
                state = reduce(state, event)
                // Feedbacks first, as in RxFeedback; what they send back waits in the inbox.
                states.onNext(state)
                output?.onNext(state)
            case .feedbackCompleted:
                runningFeedbacks -= 1
                if runningFeedbacks == 0 {
                    finish(.completed)
                    return
                }
            case .failed(let error):
                finish(.error(error))
                return
            }
        }
    }

    /// The next input, or nil after giving up the drain when there is none (or the loop stopped).
    private func dequeue() -> LoopInput<Event>? {
        lock.withLock {
            guard !isStopped, let input = inbox.popFirst() else {
                isDraining = false
                _ = inbox.removeAll()
                return nil
            }
            return input
        }
    }

    /// Ends the system with `event` (every feedback completed, or one failed).
    private func finish(_ event: Reactive::Event<State>) {
        stop()
        output?.on(event)
        output = nil
        subscriptions.dispose()
    }

    /// Stops reducing and publishing; anything still queued or arriving later is dropped.
    private func stop() {
        lock.withLock {
            isStopped = true
            _ = inbox.removeAll()
        }
    }
}
