import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift's refCount cases (Observable+MulticastTests.swift) in virtual time, plus the cases
/// where this implementation closes gaps RxSwift leaves.
@Suite(.leakChecked) struct RefCountTests {
    // MARK: synchronous sources through a connectable

    @Test func deliversEveryElementOfASynchronousSource() {
        expectNoLeaks {
            let subject = MockSubject<Int>()
            let observable = MockConnectable(source: Observable.of(0, 1, 2), subject: subject)
            let log = StringEventLog<Int>()
            let subscription = observable.record(into: log)
            observable.connect().dispose()
            subscription.dispose()
            #expect(log.events == ["next(0)", "next(1)", "next(2)", "completed"])
        }
    }

    @Test func deliversAnErrorAfterElements() {
        expectNoLeaks {
            let subject = MockSubject<Int>()
            let source = Observable.concat([Observable.of(0, 1, 2), Observable.error(TestError())])
            let observable = MockConnectable(source: source, subject: subject)
            let log = StringEventLog<Int>()
            let subscription = observable.record(into: log)
            observable.connect().dispose()
            subscription.dispose()
            #expect(log.events == ["next(0)", "next(1)", "next(2)", "error(test error)"])
        }
    }

    @Test func deliversAnImmediateErrorOrCompletion() {
        expectNoLeaks {
            for (source, expected) in [
                (Observable<Int>.error(TestError()), "error(test error)"), (Observable<Int>.empty(), "completed"),
            ] {
                let observable = MockConnectable(source: source, subject: MockSubject<Int>())
                let log = StringEventLog<Int>()
                let subscription = observable.record(into: log)
                observable.connect().dispose()
                subscription.dispose()
                #expect(log.events == [expected])
            }
        }
    }

    // MARK: connecting and disconnecting

    @Test func connectsOnTheFirstSubscriberAndLetsTheSourceEndTheConnection() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
            ])
            let subject = MockSubject<Int>()
            let connectable = MockConnectable(source: xs.asObservable(), subject: subject)
            let res = scheduler.start { connectable.refCount() }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(subject.isDisposed)
        }
    }

    @Test(arguments: [Event<Int>.completed, .error(TestError())])
    func doesNotConnectWhenTheSubjectStoppedAlready(stop: Event<Int>) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let subject = PublishSubject<Int>()
            subject.on(stop)
            let connectable = MockConnectable(source: xs.asObservable(), subject: subject)
            let res = scheduler.start { connectable.refCount() }
            #expect(res.events == [Recorded(time: 200, value: stop)])
            #expect(xs.subscriptions.isEmpty)
        }
    }

    @Test func connectsOnceForConcurrentSubscribersAndAgainAfterTheLastOneLeaves() {
        expectNoLeaks {
            var factoryCalls = 0
            var disconnected = false
            let xs = Observable<Int>.deferred {
                factoryCalls += 1
                return Observable.create { _ in Disposables.create { disconnected = true } }
            }
            let subject = MockSubject<Int>()
            let shared = MockConnectable(source: xs, subject: subject).refCount()

            let first = shared.subscribe { _ in }
            #expect(factoryCalls == 1)
            #expect(subject.subscribeCount == 1)
            #expect(!disconnected)

            let second = shared.subscribe { _ in }
            #expect(factoryCalls == 1)
            #expect(subject.subscribeCount == 2)
            #expect(!disconnected)

            first.dispose()
            #expect(!disconnected)
            second.dispose()
            #expect(disconnected)
            disconnected = false

            let third = shared.subscribe { _ in }
            #expect(factoryCalls == 2)
            #expect(subject.subscribeCount == 3)
            #expect(!disconnected)
            third.dispose()
            #expect(disconnected)
        }
    }

    @Test func aFailedSourceFailsEverySubscriber() {
        expectNoLeaks {
            let shared = Observable<Int>.error(TestError()).publish().refCount()
            let first = StringEventLog<Int>()
            let second = StringEventLog<Int>()
            _ = shared.record(into: first)
            _ = shared.record(into: second)
            #expect(first.events == ["error(test error)"])
            #expect(second.events == ["error(test error)"])
        }
    }

    @Test func publishRefCountSharesOneSubscriptionWhileAnyoneListens() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
                .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
            ])
            let res = xs.publish().refCount()
            let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
            for (observer, (subscribeAt, disposeAt)) in zip(
                observers, [(215, 235), (225, 275), (255, 265), (285, 320)])
            {
                let subscription = Holder<any Disposable>()
                scheduler.scheduleAt(subscribeAt) { subscription.value = res.subscribe(observer) }
                scheduler.scheduleAt(disposeAt) { subscription.value?.dispose() }
            }
            scheduler.start()

            #expect(observers[0].events == [.next(220, 2), .next(230, 3)])
            #expect(
                observers[1].events == [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)]
            )
            #expect(observers[2].events == [.next(260, 6)])
            #expect(observers[3].events == [.next(290, 9), .completed(300)])
            #expect(xs.subscriptions == [Subscription(215, 275), Subscription(285, 300)])
        }
    }

    @Test(arguments: [true, false])
    func subscribersResubscribingOnTheStopEventShareTheNextConnection(failing: Bool) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let stop: (TestTime, String) -> Recorded<Event<Int>> = { time, name in
                failing ? .error(time, TestError(name)) : .completed(time)
            }
            let attempts = [
                scheduler.createColdObservable([.next(10, 1), stop(20, "first")]),
                scheduler.createColdObservable([.next(10, 2), stop(30, "second")]),
                scheduler.createColdObservable([.next(10, 3), stop(40, "third")]),
            ]
            var attempt = 0
            let xs = Observable<Int>.deferred {
                defer { attempt += 1 }
                return attempts[min(attempt, 2)].asObservable()
            }
            let res = xs.multicast(makeSubject: { PublishSubject() }).refCount()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            let subscriptions = Holder<[any Disposable]>()
            subscriptions.value = []
            for (observer, time) in [(o1, 215), (o2, 220)] {
                scheduler.scheduleAt(time) {
                    let subscription = res.subscribe { event in
                        observer.on(event)
                        if event.isStopEvent { subscriptions.value?.append(res.subscribe(observer)) }
                    }
                    subscriptions.value?.append(subscription)
                }
            }
            scheduler.scheduleAt(400) { subscriptions.value?.append(res.subscribe(o3)) }
            scheduler.start()
            for subscription in subscriptions.value ?? [] { subscription.dispose() }

            let expected: [Recorded<Event<Int>>] = [
                .next(225, 1), stop(235, "first"), .next(245, 2), stop(265, "second"),
            ]
            #expect(o1.events == expected)
            #expect(o2.events == expected)
            #expect(o3.events == [.next(410, 3), stop(440, "third")])
            #expect(attempts[0].subscriptions == [Subscription(215, 235)])
            #expect(attempts[1].subscriptions == [Subscription(235, 265)])
            #expect(attempts[2].subscriptions == [Subscription(400, 440)])
        }
    }

    /// The diagram in the doc comment, whose first frame is the subscription (`^` here).
    @Test func theDocumentationMarbleHolds() throws {
        try expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let values = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5]
            let xs = try scheduler.createHotObservable("^1-2-3-4-5-|", values: values)
            let shared = xs.publish().refCount()
            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            let subscriptionA = Holder<any Disposable>()
            scheduler.scheduleAt(200) { subscriptionA.value = shared.subscribe(a) }
            scheduler.scheduleAt(206) { subscriptionA.value?.dispose() }
            scheduler.scheduleAt(202) { _ = shared.subscribe(b) }
            scheduler.start()
            expectEvents(a.events, marble: "^1-2-3", values: values)
            expectEvents(b.events, marble: "^--2-3-4-5-|", values: values)
            expectSubscriptions(xs.subscriptions, [Subscription(200, 211)])
        }
    }

    // MARK: beyond RxSwift's cases

    @Test func aSubscriberThatLeavesDuringItsReplayDisconnectsAtOnceAndLeavesTheSubject() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            subject.onNext(7)
            var subscribed = 0
            var disposed = 0
            let source = Observable<Int>.create { _ in
                subscribed += 1
                return Disposables.create { disposed += 1 }
            }
            let shared = source.multicast(subject).refCount()
            let log = StringEventLog<Int>()
            let subscription = shared.take(1).record(into: log)
            #expect(log.events == ["next(7)", "completed"])
            #expect(subscribed == 1)
            #expect(disposed == 1)
            #expect(!subject.hasObservers)
            subscription.dispose()
        }
    }

    @Test func aSubscriberArrivingAfterTheConnectionWasEndedFromOutsideConnectsAgain() {
        // RxSwift keeps counting the dead connection, so this subscriber would receive nothing.
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3), .completed(400)])
            let connectable = xs.publish()
            let shared = connectable.refCount()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let subscriptions = Holder<[any Disposable]>()
            subscriptions.value = []
            scheduler.scheduleAt(200) { subscriptions.value?.append(shared.subscribe(early)) }
            scheduler.scheduleAt(250) { connectable.connect().dispose() }
            scheduler.scheduleAt(300) { subscriptions.value?.append(shared.subscribe(late)) }
            scheduler.start()
            for subscription in subscriptions.value ?? [] { subscription.dispose() }

            #expect(early.events == [.next(210, 1)])
            #expect(late.events == [.next(310, 3), .completed(400)])
            #expect(xs.subscriptions == [Subscription(200, 250), Subscription(300, 400)])
        }
    }

    /// A subscriber arriving after the connection ended but before its subject has passed the
    /// stop event on (on another thread, in real life): the hook subscribes at exactly that point.
    @Test func aSubscriberArrivingAsAConnectionEndsGetsTheNextConnectionsSubject() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = Holder<Observable<Int>>()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let lateSubscription = Holder<any Disposable>()
            var subjects = 0
            shared.value = xs.multicast(makeSubject: {
                subjects += 1
                guard subjects == 1 else { return HookedSubject<Int>() }
                return HookedSubject { lateSubscription.value = shared.value?.subscribe(late) }
            }).refCount()
            scheduler.scheduleAt(200) { _ = shared.value?.subscribe(early) }
            scheduler.start()
            lateSubscription.value?.dispose()
            shared.value = nil

            // RxSwift counts the late subscriber on the ended connection, so it would wait for ever.
            #expect(early.events == [.next(210, 1), .completed(220)])
            #expect(late.events == [.next(230, 1), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
        }
    }

    @Test func aSubscriberArrivingAsAConnectionEndsHearsTheStopEventOfASharedSubject() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = Holder<Observable<Int>>()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let lateSubscription = Holder<any Disposable>()
            shared.value = xs.multicast(HookedSubject { lateSubscription.value = shared.value?.subscribe(late) })
                .refCount()
            scheduler.scheduleAt(200) { _ = shared.value?.subscribe(early) }
            scheduler.start()
            lateSubscription.value?.dispose()
            shared.value = nil

            #expect(early.events == [.next(210, 1), .completed(220)])
            #expect(late.events == [.completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    /// Two subscribers arriving while the connection for the first is still to be made (it waits
    /// behind the teardown of the previous one, here on the same stack; in real life on another
    /// thread): the second joins that connection. It used to take it over, as if the first were
    /// a subscriber of an ended connection, so the first was no longer counted: the second leaving
    /// ended the connection under the first (a synchronous source was subscribed twice, and two
    /// runs fed one subject at once), or the first leaving never ended it.
    @Test(arguments: [true, false])
    func subscribersArrivingBeforeTheirConnectionIsMadeShareIt(sharedSubject: Bool) {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var subscriptions = 0
            var disposals = 0
            let shared = Holder<Observable<Int>>()
            let stays = Holder<any Disposable>()
            let upstream = subject.do(
                onSubscribe: { subscriptions += 1 },
                onDispose: {
                    disposals += 1
                    guard disposals == 1 else { return }
                    stays.value = shared.value?.subscribe()
                    shared.value?.subscribe().dispose()
                })
            shared.value =
                sharedSubject ? upstream.multicast(PublishSubject()).refCount() : upstream.publish().refCount()
            shared.value?.subscribe().dispose()
            #expect(subscriptions == 2)
            #expect(subject.hasObservers)
            stays.value?.dispose()
            #expect(disposals == 2)
            #expect(!subject.hasObservers)
            shared.value = nil
        }
    }

    @Test func aSubscriberLeavingWhileTheSourceEmitsSynchronouslyDisconnects() {
        expectNoLeaks {
            var disposedUpstream = 0
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                return Disposables.create { disposedUpstream += 1 }
            }
            let log = StringEventLog<Int>()
            let subscription = source.publish().refCount().take(1).record(into: log)
            #expect(log.events == ["next(1)", "completed"])
            #expect(disposedUpstream == 1)
            subscription.dispose()
        }
    }
}
