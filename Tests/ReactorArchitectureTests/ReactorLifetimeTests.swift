import ReactiveTesting
import ReactorArchitecture
import Testing

/// ReactorKit's lifetime rule: the state stream is created, and connected, the first time
/// `action` or `state` is read, and runs for the reactor's whole life, whoever observes it.
@Suite(.leakChecked) struct ReactorLifetimeTests {
    @Test func workInFlightGoesOnWhenTheLastSubscriberLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .next(300, 3), .completed(300)])
        let reactor = ForwardingReactor(scheduler: scheduler) { _ in request.asObservable() }
        let bag = DisposeBag()
        let actions = scheduler.createHotObservable([.next(210, 0)])
        actions.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start(disposed: 400) { reactor.state }

        #expect(res.events == [.next(200, []), .next(311, [1])])
        #expect(request.subscriptions == [Subscription(211, 511)])
        #expect(reactor.currentState == [1, 2, 3])
    }

    @Test func aSubscriberLeavingWhileAnotherStaysChangesNothing() {
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
        #expect(staying.events == [.next(200, []), .next(311, [1]), .next(411, [1, 2])])
        #expect(request.subscriptions == [Subscription(211, 411)])
    }

    @Test func aLaterSubscriberReceivesTheLatestStateThenTheNextOnes() {
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

        #expect(first.events == [.next(200, []), .next(311, [1])])
        #expect(second.events == [.next(500, [1, 2]), .next(711, [1, 2, 1]), .next(811, [1, 2, 1, 2])])
        #expect(request.subscriptions == [Subscription(211, 411), Subscription(611, 811)])
    }

    @Test func actionsSentBeforeAnybodyObservesTheStateAreReduced() {
        let reactor = CounterReactor(scheduler: CurrentThreadScheduler.instance)
        reactor.action.onNext(())
        reactor.action.onNext(())
        #expect(reactor.mutateCount == 2)
        #expect(reactor.currentState == 2)
        var states: [Int] = []
        reactor.state.subscribe(onNext: { states.append($0) }).dispose()
        #expect(states == [2], "the state stream replays the latest state")
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

    @Test func aReactorWithItsOwnStorageReleasesItsStreamsTheMomentItDies() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakReactor: StopwatchReactor?
        weak var weakAction: ActionSubject<StopwatchReactor.Action>?
        weak var weakState: Observable<Int>?
        let states = scheduler.createObserver(Int.self)
        do {
            let reactor = StopwatchReactor(clock: scheduler, scheduler: scheduler)
            weakReactor = reactor
            weakAction = reactor.action
            weakState = reactor.state
            reactor.state.subscribe(states).dispose()
            reactor.action.onNext(.start)
            scheduler.advanceTo(3)
            // Started at 1 (one hop for the action), it ticked at 2 and 3.
            #expect(reactor.currentState == 2)
        }
        #expect(weakReactor == nil)
        #expect(weakAction == nil, "the storage went with the reactor")
        #expect(weakState == nil)
        // The interval the reactor started is disposed with it: nothing is left to run.
        scheduler.start()
        #expect(scheduler.clock == 3)
    }
}

/// A reactor written exactly as ReactorKit documents it keeps its streams in the side table.
/// Not `.leakChecked` as a suite: the table outlives each test by design until it sweeps.
@Suite struct ReactorSideTableTests {
    @Test func aReactorWithoutStoragePortsUnchangedAndWorks() {
        let reactor = TableCounterReactor()
        reactor.action.onNext(())
        var states: [Int] = []
        let subscription = reactor.state.subscribe(onNext: { states.append($0) })
        reactor.action.onNext(())
        #expect(states == [1, 2])
        #expect(reactor.currentState == 2)
        #expect(reactor.action === reactor.action, "one action subject per reactor")
        #expect(reactor.state === reactor.state, "one state stream per reactor")
        subscription.dispose()
    }

    @Test func itsStreamsAreReleasedAtTheNextSweepAfterItDies() {
        weak var weakAction: ActionSubject<Void>?
        weak var weakState: Observable<Int>?
        do {
            let reactor = TableCounterReactor()
            weakAction = reactor.action
            weakState = reactor.state
        }
        // Swift gives no notice of the reactor's death: the entry waits for a sweep.
        #expect(weakAction != nil)
        ReactorStorage.sweepSideTable()
        #expect(weakAction == nil)
        #expect(weakState == nil)
    }

    @Test func releasingALiveReactorsEntryReleasesItsStreamsAtOnceAndItStartsAfresh() {
        let reactor = TableCounterReactor()
        weak var weakAction: ActionSubject<Void>?
        weak var weakState: Observable<Int>?
        var states: [Int] = []
        do {
            weakAction = reactor.action
            weakState = reactor.state
            reactor.state.subscribe(onNext: { states.append($0) }).dispose()
            reactor.action.onNext(())
        }
        #expect(reactor.currentState == 1)
        #expect(ReactorStorage.releaseSideTableEntry(of: reactor))
        // Released here, not at a sweep: the reactor is alive and no sweep ran.
        #expect(weakAction == nil)
        #expect(weakState == nil)
        #expect(!ReactorStorage.releaseSideTableEntry(of: reactor), "released once")
        #expect(reactor.currentState == 0, "used again, it starts from its initial state")
        #expect(states == [0])
    }

    @Test func deadEntriesAreSweptAsNewReactorsArriveSoTheTableStaysBounded() {
        weak var firstAction: ActionSubject<Void>?
        for index in 0..<1_000 {
            let reactor = TableCounterReactor()
            reactor.action.onNext(())
            if index == 0 { firstAction = reactor.action }
        }
        // At most max(16, survivors of the last sweep) dead entries, plus the reactors other
        // tests running in parallel keep alive.
        #expect(ReactorStorage.sideTableCount < 100)
        #expect(firstAction == nil, "the first reactor's streams went at a sweep")
    }

    @Test func aNewReactorAtADeadOnesAddressNeverSeesItsState() {
        var deadIdentifiers: Set<ObjectIdentifier> = []
        var reusedAnAddress = false
        for _ in 0..<1_000 where !reusedAnAddress {
            let reactor = TableCounterReactor()
            if deadIdentifiers.contains(ObjectIdentifier(reactor)) {
                reusedAnAddress = true
                #expect(reactor.currentState == 0, "a fresh reactor starts from its initial state")
                reactor.action.onNext(())
                #expect(reactor.currentState == 1)
            } else {
                reactor.action.onNext(())
                reactor.action.onNext(())
                reactor.action.onNext(())
                #expect(reactor.currentState == 3)
                deadIdentifiers.insert(ObjectIdentifier(reactor))
            }
        }
        #expect(reusedAnAddress, "the allocator reuses a freed reactor's address within 1,000 reactors")
    }
}
