import ReactorArchitecture
import Testing

/// The synchronous schedulers, where a naive pipeline would re-enter itself.
enum SynchronousScheduler: CaseIterable, Sendable {
    case currentThread
    case immediate

    var scheduler: ImmediateSchedulerType {
        switch self {
        case .currentThread: CurrentThreadScheduler.instance
        case .immediate: ImmediateScheduler.instance
        }
    }
}

/// Logs every reduce; `reduce`, `mutate` and the test can send actions from inside the pipeline.
private final class LogReactor: Reactor {
    enum Action {
        case a
        case b
        case c
    }

    enum Mutation {
        case enter(Action)
        case exit(Action)
    }

    struct State {
        var log: [String] = []
    }

    let reactorStorage = ReactorStorage()
    let initialState = State()
    let scheduler: ImmediateSchedulerType
    var onMutate: (Action) -> Void = { _ in }
    var onReduce: (Mutation) -> Void = { _ in }
    private(set) var reduceDepth = 0
    private(set) var maximumReduceDepth = 0

    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
        onMutate(action)
        return .from([.enter(action), .exit(action)])
    }

    func reduce(state: State, mutation: Mutation) -> State {
        reduceDepth += 1
        maximumReduceDepth = max(maximumReduceDepth, reduceDepth)
        defer { reduceDepth -= 1 }
        onReduce(mutation)
        var newState = state
        switch mutation {
        case .enter(let action): newState.log.append("enter \(action)")
        case .exit(let action): newState.log.append("exit \(action)")
        }
        return newState
    }
}

/// Actions sent from inside the pipeline are processed after the work at hand, never inside it
/// (ReactorKit's `ReactorReentrancyTests`, plus ordering and depth checks).
@Suite(.leakChecked) struct ReactorReentrancyTests {
    private let all = ["enter a", "exit a", "enter b", "exit b"]

    @Test(arguments: SynchronousScheduler.allCases)
    func anActionFromAStateSubscriberWaitsForTheCurrentAction(scheduler: SynchronousScheduler) {
        let reactor = LogReactor(scheduler: scheduler.scheduler)
        var didSendB = false
        let subscription = reactor.state.subscribe(onNext: { state in
            if !didSendB && state.log.contains("enter a") {
                didSendB = true
                reactor.action.onNext(.b)
            }
        })
        reactor.action.onNext(.a)
        #expect(reactor.currentState.log == all)
        #expect(reactor.maximumReduceDepth == 1)
        subscription.dispose()
    }

    @Test(arguments: SynchronousScheduler.allCases)
    func anActionFromReduceDoesNotRecurse(scheduler: SynchronousScheduler) {
        let reactor = LogReactor(scheduler: scheduler.scheduler)
        var didSendB = false
        reactor.onReduce = { [unowned reactor] mutation in
            if case .enter(.a) = mutation, !didSendB {
                didSendB = true
                reactor.action.onNext(.b)
            }
        }
        let subscription = reactor.state.subscribe()
        reactor.action.onNext(.a)
        #expect(reactor.currentState.log == all)
        #expect(reactor.maximumReduceDepth == 1)
        subscription.dispose()
    }

    @Test(arguments: SynchronousScheduler.allCases)
    func anActionFromMutateIsProcessedAfterTheActionThatSentIt(scheduler: SynchronousScheduler) {
        let reactor = LogReactor(scheduler: scheduler.scheduler)
        var mutated: [LogReactor.Action] = []
        reactor.onMutate = { [unowned reactor] action in
            mutated.append(action)
            if action == .a {
                reactor.action.onNext(.b)
            }
        }
        let subscription = reactor.state.subscribe()
        reactor.action.onNext(.a)
        #expect(mutated == [.a, .b])
        #expect(reactor.currentState.log == all)
        subscription.dispose()
    }

    @Test(arguments: SynchronousScheduler.allCases)
    func everySubscriberSeesTheStatesInOrderWhenOneSendsAnAction(scheduler: SynchronousScheduler) {
        let reactor = LogReactor(scheduler: scheduler.scheduler)
        var didSendB = false
        let sender = reactor.state.subscribe(onNext: { state in
            if !didSendB && state.log == ["enter a"] {
                didSendB = true
                reactor.action.onNext(.b)
            }
        })
        var seen: [[String]] = []
        let watcher = reactor.state.subscribe(onNext: { seen.append($0.log) })
        reactor.action.onNext(.a)
        // A naive pipeline handles `.b` inside the delivery of "enter a" to the first subscriber,
        // so the second one would see b's states before "enter a".
        #expect(seen == [[], ["enter a"], ["enter a", "exit a"], Array(all[0...2]), all])
        sender.dispose()
        watcher.dispose()
    }

    @Test(arguments: SynchronousScheduler.allCases)
    func aChainOfActionsFromEveryPlaceRunsOneAtATime(scheduler: SynchronousScheduler) {
        let reactor = LogReactor(scheduler: scheduler.scheduler)
        reactor.onMutate = { [unowned reactor] action in
            if action == .a { reactor.action.onNext(.b) }
        }
        reactor.onReduce = { [unowned reactor] mutation in
            if case .exit(.b) = mutation { reactor.action.onNext(.c) }
        }
        let subscription = reactor.state.subscribe(onNext: { state in
            if state.log.last == "exit c" && state.log.count == 6 { reactor.action.onNext(.a) }
        })
        reactor.action.onNext(.a)
        let round = ["enter a", "exit a", "enter b", "exit b", "enter c", "exit c"]
        #expect(reactor.currentState.log == round + ["enter a", "exit a", "enter b", "exit b", "enter c", "exit c"])
        #expect(reactor.maximumReduceDepth == 1)
        subscription.dispose()
    }

    @Test(arguments: SynchronousScheduler.allCases)
    func dismissThenPresentFromASubscriberEndsPresented(scheduler: SynchronousScheduler) {
        final class RouteReactor: Reactor {
            enum Action {
                case dismiss
                case present(String)
            }

            struct State {
                var route: String? = "initial"
            }

            let reactorStorage = ReactorStorage()
            let initialState = State()
            let scheduler: ImmediateSchedulerType

            init(scheduler: ImmediateSchedulerType) {
                self.scheduler = scheduler
            }

            func reduce(state: State, mutation: Action) -> State {
                switch mutation {
                case .dismiss: State(route: nil)
                case .present(let route): State(route: route)
                }
            }
        }

        let reactor = RouteReactor(scheduler: scheduler.scheduler)
        var didPresent = false
        let subscription = reactor.state.subscribe(onNext: { state in
            if !didPresent && state.route == nil {
                didPresent = true
                reactor.action.onNext(.present("next"))
            }
        })
        reactor.action.onNext(.dismiss)
        #expect(reactor.currentState.route == "next")
        subscription.dispose()
    }
}
