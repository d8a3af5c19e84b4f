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

    @Test func hotSubscriptionEndsWhenTheStopEventIsDeliveredEvenIfSubscribedDirectly() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(250), .next(260, 9)])
            let res = scheduler.start { xs }
            #expect(res.events == [.next(210, 2), .completed(250)])
            // RxTest would record (200, 1000) here: it only ends a subscription on disposal.
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
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
            #expect(xs.subscriptions == [Subscription(5, 30), Subscription(15, 25)])
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
            #expect(xs.subscriptions == [Subscription(100, 120), Subscription(105, 125)])
        }
        #expect(leaked == 0)
    }

    @Test func coldSubscriptionEndsAtTheStopEventAndNothingAfterItIsDelivered() {
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
}
