import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TestableObservableTests {
    @Test func hotEventsHappenAtAbsoluteTimesAndOnlyReachCurrentSubscribers() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(300, 3)])
            let res = scheduler.start(disposed: 250) { xs }
            #expect(res.events == [.next(210, 2)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func throughStartAStopEventEndsTheSubscriptionBecauseAsObservableWrapsTheObservable() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(250), .next(260, 9)])
            let res = scheduler.start { xs }
            #expect(res.events == [.next(210, 2), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func aDirectHotSubscriberKeepsReceivingAfterAStopEventUntilItDisposes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(250), .next(260, 9), .next(300, 10)])
            let observer = scheduler.createObserver(Int.self)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
            scheduler.scheduleAt(280) { subscription?.dispose() }
            scheduler.start()
            #expect(observer.events == [.next(210, 2), .completed(250), .next(260, 9)])
            #expect(xs.subscriptions == [Subscription(200, 280)])
        }
        #expect(leaked == 0)
    }

    @Test func aHotObservableNobodyKeepsStillSendsItsEvents() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.createObserver(Int.self)
            _ = scheduler.createHotObservable([.next(10, 1), .completed(20)]).subscribe(observer)
            scheduler.start()
            #expect(observer.events == [.next(10, 1), .completed(20)])
        }
        #expect(leaked == 0)
    }

    @Test func aHotObservableIsReleasedWithItsScheduler() {
        weak var weakScheduler: TestScheduler?
        var xs: TestableObservable<Int>?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            weakScheduler = scheduler
            xs = scheduler.createHotObservable([.next(10, 1)])
        }
        // The scheduler's queue owns the observable, not the other way round.
        #expect(weakScheduler == nil)
        #expect(xs?.subscriptions == [])
    }

    @Test func asObservableWrapsTheTestableObservableAsRxTestDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let first = xs.asObservable()
        let second = xs.asObservable()
        // Compared outside `#expect`: the macro's expansion of `as AnyObject` crashes the compiler.
        let firstIsTheSource = (first as AnyObject) === (xs as AnyObject)
        let bothAreOne = first === second
        #expect(!firstIsTheSource)
        #expect(!bothAreOne)
    }

    @Test func hotObservableDeliversToEverySubscriberInSubscriptionOrder() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
            let first = scheduler.createObserver(String.self)
            let second = scheduler.createObserver(String.self)
            var late: (any Disposable)?
            scheduler.scheduleAt(5) { _ = xs.subscribe(first) }
            scheduler.scheduleAt(15) { late = xs.subscribe(second) }
            scheduler.scheduleAt(25) { late?.dispose() }
            scheduler.start()
            #expect(first.events == [.next(10, "a"), .next(20, "b"), .completed(30)])
            #expect(second.events == [.next(20, "b")])
            // The first subscription is never disposed: the stop event alone does not end it.
            #expect(xs.subscriptions == [Subscription(5), Subscription(15, 25)])
        }
        #expect(leaked == 0)
    }

    @Test func coldEventsAreOffsetFromEachSubscriptionWithOffsetZeroAtTheSubscriptionTime() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(0, "a"), .next(10, "b"), .completed(20)])
            let first = scheduler.createObserver(String.self)
            let second = scheduler.createObserver(String.self)
            scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
            scheduler.scheduleAt(105) { _ = xs.subscribe(second) }
            scheduler.start()
            #expect(first.events == [.next(100, "a"), .next(110, "b"), .completed(120)])
            #expect(second.events == [.next(105, "a"), .next(115, "b"), .completed(125)])
            #expect(xs.subscriptions == [Subscription(100), Subscription(105)])
        }
        #expect(leaked == 0)
    }

    @Test func throughStartAColdSubscriptionEndsAtTheStopEventAndNothingAfterItIsDelivered() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([
                .next(10, 1), .error(20, MarbleTestError("boom")), .next(30, 2),
            ])
            let res = scheduler.start { xs }
            #expect(res.events == [.next(210, 1), .error(220, MarbleTestError("boom"))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    @Test func aDirectColdSubscriberReceivesEverythingRecordedUntilItDisposes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([
                .next(10, 1), .completed(20), .next(30, 2), .error(40, MarbleTestError("late")), .next(60, 3),
            ])
            let observer = scheduler.createObserver(Int.self)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(100) { subscription = xs.subscribe(observer) }
            scheduler.scheduleAt(150) { subscription?.dispose() }
            scheduler.start()
            #expect(
                observer.events == [
                    .next(110, 1), .completed(120), .next(130, 2), .error(140, MarbleTestError("late")),
                ])
            #expect(xs.subscriptions == [Subscription(100, 150)])
        }
        #expect(leaked == 0)
    }

    @Test func coldSubscriptionDisposedEarlyStopsItsEvents() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(70)])
            let res = scheduler.start(disposed: 250) { xs }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(xs.recordedEvents.count == 3)
        }
        #expect(leaked == 0)
    }

    @Test func eventsCompareErrorsByEquatableValueOrByTypeAndDescription() {
        enum Plain: Error { case one, two }
        #expect(Event<Int>.error(MarbleTestError("x")) == .error(MarbleTestError("x")))
        #expect(Event<Int>.error(MarbleTestError("x")) != .error(MarbleTestError("y")))
        #expect(Event<Int>.error(Plain.one) == .error(Plain.one))
        #expect(Event<Int>.error(Plain.one) != .error(Plain.two))
        #expect(Event<Int>.error(Plain.one) != .error(MarbleTestError("one")))
        #expect(Event<Int>.next(1) != .completed)
        #expect(Event<Int>.completed == .completed)
    }

    @Test func maybeAndCompletableEventsCompareLikeEvents() {
        #expect(MaybeEvent.success(1) == .success(1))
        #expect(MaybeEvent.success(1) != .success(2))
        #expect(MaybeEvent<Int>.completed == .completed)
        #expect(MaybeEvent<Int>.error(MarbleTestError("x")) == .error(MarbleTestError("x")))
        #expect(MaybeEvent<Int>.error(MarbleTestError("x")) != .error(MarbleTestError("y")))
        #expect(MaybeEvent.success(1) != .completed)
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(MarbleTestError("x")) == .error(MarbleTestError("x")))
        #expect(CompletableEvent.error(MarbleTestError("x")) != .error(MarbleTestError("y")))
        #expect(CompletableEvent.error(MarbleTestError("x")) != .completed)
    }
}
