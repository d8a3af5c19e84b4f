import ReactorArchitecture

struct TestError: Error, Equatable {}

/// Each step appends its name, so the final state lists the steps in the order they ran
/// (ReactorKit's `TestReactor`).
final class StepLogReactor: Reactor {
    typealias Action = [String]
    typealias Mutation = [String]
    typealias State = [String]

    let reactorStorage = ReactorStorage()
    let initialState: State = []
    let scheduler: ImmediateSchedulerType

    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    func transform(action: Observable<Action>) -> Observable<Action> {
        action.map { $0 + ["transformedAction"] }
    }

    func mutate(action: Action) -> Observable<Mutation> {
        .just(action + ["mutation"])
    }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        mutation.map { $0 + ["transformedMutation"] }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        state + mutation + ["reduce"]
    }

    func transform(state: Observable<State>) -> Observable<State> {
        state.map { $0 + ["transformedState"] }
    }
}

/// Counts actions; `mutate` can be told to fail or complete early at a given state (ReactorKit's
/// `CounterReactor`), and counts its calls.
final class CounterReactor: Reactor {
    typealias Action = Void
    typealias Mutation = Void
    typealias State = Int

    let reactorStorage = ReactorStorage()
    let initialState = 0
    let scheduler: ImmediateSchedulerType
    var stateForTriggerError: State?
    var stateForTriggerCompleted: State?
    private(set) var mutateCount = 0

    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    func mutate(action: Void) -> Observable<Void> {
        mutateCount += 1
        if currentState == stateForTriggerError {
            return Observable.concat(.just(action), .error(TestError()))
        } else if currentState == stateForTriggerCompleted {
            return Observable.concat(.just(action), .empty())
        } else {
            return .just(action)
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        state + 1
    }
}

/// Adds one every second between `start` and `stop` (ReactorKit's `StopwatchReactor`).
final class StopwatchReactor: Reactor {
    enum Action {
        case start
        case stop
    }

    typealias Mutation = Int
    typealias State = Int

    let reactorStorage = ReactorStorage()
    let initialState = 0
    let scheduler: ImmediateSchedulerType
    private let clock: SchedulerType

    init(clock: SchedulerType, scheduler: ImmediateSchedulerType) {
        self.clock = clock
        self.scheduler = scheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .start:
            let stopAction = self.action.filter { $0 == .stop }
            return Observable<Int>.interval(.seconds(1), scheduler: clock)
                .map { _ in 1 }
                .take(until: stopAction)
        case .stop:
            return .empty()
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        state + mutation
    }
}

/// A reactor whose `mutate` returns whatever the test hands it, to observe work in flight.
final class ForwardingReactor: Reactor {
    typealias Action = Int
    typealias Mutation = Int
    typealias State = [Int]

    let reactorStorage = ReactorStorage()
    let initialState: State = []
    let scheduler: ImmediateSchedulerType
    private let work: (Int) -> Observable<Int>

    init(scheduler: ImmediateSchedulerType, work: @escaping (Int) -> Observable<Int>) {
        self.scheduler = scheduler
        self.work = work
    }

    func mutate(action: Int) -> Observable<Int> {
        work(action)
    }

    func reduce(state: State, mutation: Mutation) -> State {
        state + [mutation]
    }
}

/// A counter written exactly as ReactorKit documents a reactor: no stored property for its
/// streams, so they live in the side table.
final class TableCounterReactor: Reactor {
    typealias Action = Void
    typealias Mutation = Void
    typealias State = Int

    let initialState = 0

    func reduce(state: State, mutation: Mutation) -> State {
        state + 1
    }
}
