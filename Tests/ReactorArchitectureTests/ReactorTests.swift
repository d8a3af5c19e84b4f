import ReactiveTesting
import ReactorArchitecture
import Testing

/// The behaviours ReactorKit's `ReactorTests` check, ported; with a `TestScheduler` as the
/// reactor's scheduler each state arrives one tick after its action (the hop onto the scheduler).
@Suite(.leakChecked) struct ReactorTests {
    @Test func eachStepRunsOnceInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = StepLogReactor(scheduler: scheduler)
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(100, ["action"])])
        actions.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }

        let steps = ["action", "transformedAction", "mutation", "transformedMutation", "reduce", "transformedState"]
        #expect(res.events == [.next(0, ["transformedState"]), .next(101, steps)])
    }

    @Test func reduceRunsRightAfterEachMutation() {
        final class CharacterReactor: Reactor {
            enum Action { case append([String]) }
            enum Mutation { case setCharacters([String]) }
            struct State { var characters: [String] = [] }

            let reactorStorage = ReactorStorage()
            let initialState = State()
            let scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance

            func mutate(action: Action) -> Observable<Mutation> {
                guard case .append(let characters) = action else { return .empty() }
                // Each source reads `currentState` when subscribed: it must see the previous
                // source's mutation already reduced.
                let sources = characters.map { character in
                    Observable<Mutation>.create { [weak self] observer in
                        if let self {
                            observer.onNext(.setCharacters(currentState.characters + [character]))
                        }
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
                return Observable.concat(sources)
            }

            func reduce(state: State, mutation: Mutation) -> State {
                guard case .setCharacters(let characters) = mutation else { return state }
                return State(characters: characters)
            }
        }

        let reactor = CharacterReactor()
        let subscription = reactor.state.subscribe()
        reactor.action.onNext(.append(["a", "b"]))
        reactor.action.onNext(.append(["c"]))
        reactor.action.onNext(.append(["d", "e", "f"]))
        #expect(reactor.currentState.characters == ["a", "b", "c", "d", "e", "f"])
        subscription.dispose()
    }

    @Test func aLateSubscriberReceivesTheCurrentStateOnly() {
        let reactor = CounterReactor(scheduler: CurrentThreadScheduler.instance)
        let scheduler = TestScheduler(initialClock: 0)
        let subscription = reactor.state.subscribe()
        reactor.action.onNext(())
        reactor.action.onNext(())
        subscription.dispose()

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }

        #expect(res.events == [.next(0, 2)])
    }

    @Test func aSecondSubscriberWhileRunningReceivesTheLatestStateThenTheNextOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CounterReactor(scheduler: scheduler)
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(100, ()), .next(300, ())])
        actions.subscribe(reactor.action).disposed(by: bag)
        let first = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(0) { reactor.state.subscribe(first).disposed(by: bag) }

        let late = scheduler.start(created: 0, subscribed: 200, disposed: 1000) { reactor.state }

        #expect(first.events == [.next(0, 0), .next(101, 1), .next(301, 2)])
        #expect(late.events == [.next(200, 1), .next(301, 2)])
    }

    @Test func currentStateIsUpdatedBeforeSubscribersSeeTheState() {
        let reactor = StepLogReactor(scheduler: CurrentThreadScheduler.instance)
        var seen: [(state: [String], current: [String])] = []
        let subscription = reactor.state.subscribe(onNext: { seen.append(($0, reactor.currentState)) })
        reactor.action.onNext(["action"])

        let steps = ["action", "transformedAction", "mutation", "transformedMutation", "reduce", "transformedState"]
        #expect(reactor.currentState == steps)
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { $0.state == $0.current })
        subscription.dispose()
    }

    @Test func errorsSentToTheActionSubjectAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CounterReactor(scheduler: scheduler)
        let bag = DisposeBag()
        let failing = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .error(300, TestError())])
        let later = scheduler.createHotObservable([.next(400, ()), .next(500, ()), .error(550, TestError())])
        failing.subscribe(reactor.action).disposed(by: bag)
        later.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }

        #expect(res.events == [.next(0, 0), .next(101, 1), .next(201, 2), .next(401, 3), .next(501, 4)])
    }

    @Test func completionsSentToTheActionSubjectAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CounterReactor(scheduler: scheduler)
        let bag = DisposeBag()
        let finite = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .completed(300)])
        let later = scheduler.createHotObservable([.next(400, ()), .completed(450)])
        finite.subscribe(reactor.action).disposed(by: bag)
        later.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }

        #expect(res.events == [.next(0, 0), .next(101, 1), .next(201, 2), .next(401, 3)])
    }

    @Test(arguments: [false, true])
    func anObservableFromMutateThatEndsEarlyDoesNotEndTheState(failing: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CounterReactor(scheduler: scheduler)
        if failing {
            reactor.stateForTriggerError = 2
        } else {
            reactor.stateForTriggerCompleted = 2
        }
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([
            .next(100, ()), .next(200, ()), .next(300, ()), .next(400, ()), .next(500, ()),
        ])
        actions.subscribe(reactor.action).disposed(by: bag)

        var res: TestableObserver<Int>?
        let diagnostics = recordingDiagnostics {
            res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }
        }

        #expect(res?.events.map(\.value.element) == [0, 1, 2, 3, 4, 5])
        #expect(diagnostics.map(\.kind) == (failing ? [.mutationError] : []))
    }

    @Test func takeUntilAnActionCancelsWorkInFlight() {
        // With no processing delay the ticks match ReactorKit's test exactly.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let reactor = StopwatchReactor(clock: scheduler, scheduler: scheduler)
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([
            .next(1, StopwatchReactor.Action.start), .next(5, .stop), .next(6, .start), .next(9, .stop),
        ])
        actions.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }

        #expect(res.events == [.next(0, 0), .next(2, 1), .next(3, 2), .next(4, 3), .next(7, 4), .next(8, 5)])
    }

    @Test func theActionSubjectAndStateStreamAreCreatedOncePerReactor() {
        class ParentReactor<T>: Reactor {
            enum Action { case foo }
            typealias Mutation = Void
            typealias State = Int

            let reactorStorage = ReactorStorage()
            let initialState: State = 0
            let scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance

            func mutate(action: Action) -> Observable<Mutation> { .just(()) }
            func reduce(state: State, mutation: Mutation) -> State { state + 1 }
        }
        final class ChildReactor: ParentReactor<String> {}

        let reactor = ChildReactor()
        let action = reactor.action
        let state = reactor.state
        let asParent: ParentReactor<String> = reactor
        #expect(asParent.action === action)
        #expect(asParent.state === state)
        let subscription = reactor.state.subscribe()
        reactor.action.onNext(.foo)
        #expect(reactor.currentState == 1)
        #expect(asParent.currentState == 1)
        subscription.dispose()
    }

    @Test func theReactorAndItsStreamsDeallocateWithIt() {
        weak var weakReactor: StepLogReactor?
        weak var weakAction: ActionSubject<[String]>?
        weak var weakState: Observable<[String]>?
        weak var weakErrors: Observable<any Error>?
        weak var weakStorage: ReactorStorage?
        do {
            let reactor = StepLogReactor(scheduler: CurrentThreadScheduler.instance)
            weakReactor = reactor
            weakAction = reactor.action
            weakState = reactor.state
            weakErrors = reactor.errors
            weakStorage = reactor.reactorStorage
            let subscription = reactor.state.subscribe()
            reactor.action.onNext(["action"])
            subscription.dispose()
        }
        #expect(weakReactor == nil)
        #expect(weakAction == nil)
        #expect(weakState == nil)
        #expect(weakErrors == nil)
        #expect(weakStorage == nil)
    }
}
