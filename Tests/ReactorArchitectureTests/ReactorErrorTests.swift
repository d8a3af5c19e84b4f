import ReactiveTesting
import ReactorArchitecture
import Testing

/// The state timelines are ReactorKit's; what ReactorKit drops silently also reaches `errors` and
/// the diagnostic hook, which ReactorKit has no equivalent of.
@Suite(.leakChecked) struct ReactorErrorTests {
    @Test func aMutateErrorReachesTheErrorChannelAndTheHookAndTheStateGoesOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CounterReactor(scheduler: scheduler)
        reactor.stateForTriggerError = 2
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .next(300, ()), .next(400, ())])
        actions.subscribe(reactor.action).disposed(by: bag)
        let errors = scheduler.createObserver(TestError?.self)
        reactor.errors.map { $0 as? TestError }.subscribe(errors).disposed(by: bag)
        var res: TestableObserver<Int>?

        let diagnostics = recordingDiagnostics {
            res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }
        }

        #expect(res?.events == [.next(0, 0), .next(101, 1), .next(201, 2), .next(301, 3), .next(401, 4)])
        #expect(errors.events == [.next(301, TestError())])
        #expect(diagnostics.map(\.kind) == [.mutationError])
        #expect(diagnostics.first?.reactorType == "CounterReactor")
        #expect(diagnostics.first?.error is TestError)
    }

    @Test func aFailingTransformMutationStreamCompletesTheStateAndIsReported() {
        final class MergingReactor: Reactor {
            typealias Action = Void
            typealias State = Int

            let reactorStorage = ReactorStorage()
            let initialState = 0
            let scheduler: ImmediateSchedulerType
            let service: Observable<Void>

            init(scheduler: ImmediateSchedulerType, service: Observable<Void>) {
                self.scheduler = scheduler
                self.service = service
            }

            func transform(mutation: Observable<Void>) -> Observable<Void> {
                Observable.merge(mutation, service)
            }

            func reduce(state: State, mutation: Void) -> State { state + 1 }
        }

        let scheduler = TestScheduler(initialClock: 0)
        let service = scheduler.createHotObservable([Recorded<Event<Void>>.error(300, TestError())])
        let reactor = MergingReactor(scheduler: scheduler, service: service.asObservable())
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(100, ()), .next(400, ()), .next(700, ())])
        actions.subscribe(reactor.action).disposed(by: bag)
        let errors = scheduler.createObserver(TestError?.self)
        reactor.errors.map { $0 as? TestError }.subscribe(errors).disposed(by: bag)
        let first = scheduler.createObserver(Int.self)
        var firstSubscription: (any Disposable)?
        scheduler.scheduleAt(0) { firstSubscription = reactor.state.subscribe(first) }
        scheduler.scheduleAt(500) { firstSubscription?.dispose() }
        var second: TestableObserver<Int>?

        let diagnostics = recordingDiagnostics {
            second = scheduler.start(created: 0, subscribed: 600, disposed: 1000) { reactor.state }
        }

        // As in ReactorKit, the error completes the state stream and the actions at 400 and 700
        // do nothing. A later subscriber gets nothing at all: the completed `replay(1)` has let
        // go of its subject, as RxSwift's does, and nothing connects it again.
        #expect(first.events == [.next(0, 0), .next(101, 1), .completed(300)])
        #expect(errors.events == [.next(300, TestError())])
        #expect(diagnostics.map(\.kind) == [.transformError])
        #expect(second?.events == [])
    }

    @Test func aFailingTransformStateStreamFailsTheStateAndIsReported() {
        final class FailingStateReactor: Reactor {
            typealias Action = Void
            typealias State = Int

            let reactorStorage = ReactorStorage()
            let initialState = 0
            let scheduler: ImmediateSchedulerType

            init(scheduler: ImmediateSchedulerType) {
                self.scheduler = scheduler
            }

            func reduce(state: State, mutation: Void) -> State { state + 1 }

            func transform(state: Observable<State>) -> Observable<State> {
                state.flatMap { $0 == 2 ? Observable.error(TestError()) : .just($0) }
            }
        }

        let scheduler = TestScheduler(initialClock: 0)
        let reactor = FailingStateReactor(scheduler: scheduler)
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .next(300, ())])
        actions.subscribe(reactor.action).disposed(by: bag)
        let errors = scheduler.createObserver(TestError?.self)
        reactor.errors.map { $0 as? TestError }.subscribe(errors).disposed(by: bag)
        var res: TestableObserver<Int>?

        let diagnostics = recordingDiagnostics {
            res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { reactor.state }
        }

        #expect(res?.events == [.next(0, 0), .next(101, 1), .error(201, TestError())])
        #expect(errors.events == [.next(201, TestError())])
        #expect(diagnostics.map(\.kind) == [.transformError])
        #expect(reactor.currentState == 1)
    }
}
