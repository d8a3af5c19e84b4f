import ReactiveTesting
import ReactorArchitecture
import Testing

/// A reactor runs only while its state is observed, and is released with its owner. ReactorKit
/// connects the pipeline for the reactor's whole life, so the first two tests fail there: the
/// request would run to its end at 511 for nobody.
@Suite(.leakChecked) struct ReactorLifetimeTests {
    @Test func disposingTheLastStateSubscriptionStopsTheWorkInFlight() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .next(300, 3), .completed(300)])
        let reactor = ForwardingReactor(scheduler: scheduler) { _ in request.asObservable() }
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(210, 0)])
        actions.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start(disposed: 400) { reactor.state }

        #expect(res.events == [.next(200, []), .next(312, [1])])
        #expect(request.subscriptions == [Subscription(211, 400)])
        #expect(reactor.currentState == [1])
    }

    @Test func aSubscriberLeavingWhileAnotherStaysDoesNotStopTheRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .completed(200)])
        let reactor = ForwardingReactor(scheduler: scheduler) { _ in request.asObservable() }
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(210, 0)])
        actions.subscribe(reactor.action).disposed(by: bag)
        let staying = scheduler.createObserver([Int].self)
        scheduler.scheduleAt(200) { reactor.state.subscribe(staying).disposed(by: bag) }

        let leaving = scheduler.start(created: 0, subscribed: 250, disposed: 260) { reactor.state }

        #expect(leaving.events == [.next(250, [])])
        #expect(staying.events == [.next(200, []), .next(312, [1]), .next(412, [1, 2])])
        #expect(request.subscriptions == [Subscription(211, 411)])
    }

    @Test func aRunRestartsFromWhereThePreviousOneStopped() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .completed(200)])
        let reactor = ForwardingReactor(scheduler: scheduler) { _ in request.asObservable() }
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(210, 0), .next(610, 0)])
        actions.subscribe(reactor.action).disposed(by: bag)
        let first = scheduler.createObserver([Int].self)
        var firstSubscription: (any Disposable)?
        scheduler.scheduleAt(200) { firstSubscription = reactor.state.subscribe(first) }
        scheduler.scheduleAt(350) { firstSubscription?.dispose() }

        let second = scheduler.start(created: 0, subscribed: 500, disposed: 1000) { reactor.state }

        #expect(first.events == [.next(200, []), .next(312, [1])])
        #expect(second.events == [.next(500, [1]), .next(712, [1, 1]), .next(812, [1, 1, 2])])
        #expect(request.subscriptions == [Subscription(211, 350), Subscription(611, 811)])
    }

    @Test func anActionSentWhileNothingObservesTheStateIsDroppedAndReported() {
        let reactor = CounterReactor(scheduler: CurrentThreadScheduler.instance)
        let diagnostics = recordingDiagnostics {
            reactor.action.onNext(())
        }
        #expect(diagnostics.map(\.kind) == [.actionDropped])
        #expect(diagnostics.first?.message.contains("CounterReactor dropped the action") == true)
        #expect(reactor.mutateCount == 0)
        #expect(reactor.currentState == 0)
    }

    @Test func aReactorIsReleasedWhileItsStateIsStillObserved() {
        weak var weakReactor: CounterReactor?
        var states: [Int] = []
        var subscription: (any Disposable)?
        do {
            let reactor = CounterReactor(scheduler: CurrentThreadScheduler.instance)
            weakReactor = reactor
            subscription = reactor.state.subscribe(onNext: { states.append($0) })
            reactor.action.onNext(())
        }
        #expect(weakReactor == nil, "the state stream holds its reactor weakly")
        #expect(states == [0, 1])
        subscription?.dispose()
    }

    @Test func aReactorAndItsSubscriptionsAreReleasedAfterDispose() {
        weak var weakReactor: StopwatchReactor?
        let scheduler = TestScheduler(initialClock: 0)
        do {
            let reactor = StopwatchReactor(clock: scheduler, scheduler: scheduler)
            weakReactor = reactor
            let bag = DisposeBag()
            reactor.state.subscribe().disposed(by: bag)
            reactor.errors.subscribe().disposed(by: bag)
            let states = scheduler.createObserver(Int.self)
            reactor.state.subscribe(states).disposed(by: bag)
            reactor.action.onNext(.start)
            scheduler.advanceTo(5)
            // Ticks at 2, 3, 4, 5; a drain scheduled by one tick also reduces the next tick's
            // mutation, which arrives first at the same time.
            #expect(states.events == [.next(0, 0), .next(3, 1), .next(3, 2), .next(5, 3), .next(5, 4)])
        }
        #expect(weakReactor == nil)
        scheduler.start()
    }
}
