import ReactiveTesting
import Testing

@testable import Reactive

// Ported from RxSwift's CompletableTest and Completable+AndThen tests: the same events at the same ticks.
@Suite(.leakChecked) struct CompletableTests {
    @Test func subscribeClosuresRunThenOnDisposed() {
        let leaked = Resources.countLive {
            var log: [String] = []
            _ = Completable.empty().subscribe(
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
            _ = Completable.error(TestError()).subscribe(
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
            _ = Completable.empty().subscribe { event in
                if case .completed = event { log.append("event completed") }
            }
            #expect(log == ["completed", "disposed", "error test error", "disposed", "event completed"])
        }
        #expect(leaked == 0)
    }

    @Test func createDeliversOnlyTheFirstEvent() {
        let anomalies = AnomalyLog()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Completable.CompletableObserver?
            var disposedTime: Int?
            scheduler.scheduleAt(201) { observer?(.completed) }
            scheduler.scheduleAt(202) { observer?(.error(TestError())) }
            let res = Hooks.withAnomalyHandler(anomalies.record) {
                scheduler.start {
                    Completable.create {
                        observer = $0
                        return Disposables.create { disposedTime = scheduler.clock }
                    }
                }
            }
            #expect(res.events == [.completed(201)])
            #expect(disposedTime == 201)
            observer = nil
        }
        #expect(leaked == 0)
        #expect(anomalies.kinds == [.eventAfterStopEvent])
    }

    @Test func doPassesEventsOn() {
        let leaked = Resources.countLive {
            var log: [String] = []
            let events = run {
                Completable.empty().do(
                    onCompleted: { log.append("completed") },
                    afterCompleted: { log.append("after") },
                    onSubscribe: { log.append("subscribe") }
                )
            }
            #expect(events == [.completed(200)])
            #expect(log == ["subscribe", "completed", "after"])
        }
        #expect(leaked == 0)
    }

    @Test func andThenSubscribesTheSecondOnCompletion() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
            let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(290)])
            let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
            #expect(res.events == [.completed(290)])
            #expect(x1.subscriptions == [Subscription(200, 210)])
            #expect(x2.subscriptions == [Subscription(210, 290)])
        }
        #expect(leaked == 0)
    }

    @Test func andThenSkipsTheSecondOnError() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1: TestableObservable<Never> = scheduler.createHotObservable([.error(210, TestError())])
            let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(290)])
            let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
            #expect(res.events == [.error(210, TestError())])
            #expect(x1.subscriptions == [Subscription(200, 210)])
            #expect(x2.subscriptions.isEmpty)
        }
        #expect(leaked == 0)
    }

    @Test func andThenForwardsTheSecondsError() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
            let x2: TestableObservable<Never> = scheduler.createHotObservable([.error(290, TestError())])
            let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
            #expect(res.events == [.error(290, TestError())])
            #expect(x2.subscriptions == [Subscription(210, 290)])
        }
        #expect(leaked == 0)
    }

    @Test func andThenASingleMaybeOrObservable() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
            let single = scheduler.createHotObservable([.next(220, 1), .completed(230)])
            let res = scheduler.start { x1.asCompletable().andThen(single.asSingle()) }
            #expect(res.events == [.next(230, 1), .completed(230)])
            #expect(single.subscriptions == [Subscription(210, 230)])

            let empty = run { Completable.empty().andThen(Maybe<Int>.empty()) }
            #expect(empty == [.completed(200)])
            let observable = run { Completable.empty().andThen(Observable.of(1, 2)) }
            #expect(observable == [.next(200, 1), .next(200, 2), .completed(200)])
            let failed = run { Completable.error(TestError()).andThen(Observable.of(1, 2)) }
            #expect(failed == [.error(200, TestError())])
        }
        #expect(leaked == 0)
    }

    @Test func andThenReleasesTheFirstCompletableOnceItCompleted() {
        final class Token {}
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
            var token: Token? = Token()
            // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
            // `weak var` that is never set.
            weak var weakToken: Token?
            weakToken = token
            var first: Completable? = x.asCompletable().do(onCompleted: { [token] in _ = token })
            let subscription = first!.andThen(Completable.never()).subscribe()
            scheduler.advanceTo(300)
            token = nil
            first = nil
            #expect(weakToken == nil, "the running subscription must not hold the completed first completable")
            subscription.dispose()
        }
        #expect(leaked == 0)
    }

    @Test func subscribeWithPassesTheObjectWhileItLives() {
        final class Owner {
            var log: [String] = []
        }
        expectNoLeaks {
            let owner = Owner()
            _ = Completable.empty().subscribe(
                with: owner,
                onCompleted: { owner in owner.log.append("completed") },
                onDisposed: { owner in owner.log.append("disposed") }
            )
            _ = Completable.error(TestError()).subscribe(
                with: owner, onError: { owner, error in owner.log.append("\(error)") })
            #expect(owner.log == ["completed", "disposed", "test error"])
        }
    }

    @Test func subscribeWithHoldsTheObjectWeakly() {
        final class Owner {}
        expectNoLeaks {
            var owner: Owner? = Owner()
            // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
            // `weak var` that is never set.
            weak var weakOwner: Owner?
            weakOwner = owner
            var observer: Completable.CompletableObserver?
            var calls = 0
            let subscription = Completable.create {
                observer = $0
                return Disposables.create()
            }
            .subscribe(with: owner!, onCompleted: { _ in calls += 1 }, onDisposed: { _ in calls += 1 })
            owner = nil
            #expect(weakOwner == nil, "subscribe(with:) must not retain its object")
            observer?(.completed)
            subscription.dispose()
            #expect(calls == 0)
            observer = nil
        }
    }
}
