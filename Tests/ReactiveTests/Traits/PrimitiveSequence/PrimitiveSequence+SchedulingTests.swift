import ReactiveTesting
import Testing

@testable import Reactive

/// `observe(on:)` and `subscribe(on:)` on the traits, with RxSwift's ticks: on a `TestScheduler`
/// each hop costs one tick.
@Suite(.leakChecked) struct PrimitiveSequenceSchedulingTests {
    @Test func observeOnDeliversEachEventOneHopLater() {
        expectNoLeaks {
            let success = run { scheduler in Single.just(1).observe(on: scheduler) }
            #expect(success == [.next(201, 1), .completed(202)])
            let empty = run { scheduler in Maybe<Int>.empty().observe(on: scheduler) }
            #expect(empty == [.completed(201)])
            let failure = run { scheduler in Completable.error(TestError()).observe(on: scheduler) }
            #expect(failure == [.error(201, TestError())])
        }
    }

    @Test func observeOnKeepsTheSourceSubscriptionAndDisposesItMidStream() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asSingle().observe(on: scheduler) }
            #expect(res.events == [.next(221, 1), .completed(222)])
            #expect(xs.subscriptions == [Subscription(200, 220)])

            let early = TestScheduler(initialClock: 0)
            let ys = early.createHotObservable([.next(210, 1), .completed(220)])
            let disposed = early.start(disposed: 215) { ys.asSingle().observe(on: early) }
            #expect(disposed.events.isEmpty)
            #expect(ys.subscriptions == [Subscription(200, 215)])
        }
    }

    @Test func subscribeOnSubscribesOneHopLater() {
        expectNoLeaks {
            let success = run { scheduler in Single.just(1).subscribe(on: scheduler) }
            #expect(success == [.next(201, 1), .completed(201)])
            let empty = run { scheduler in Maybe<Int>.empty().subscribe(on: scheduler) }
            #expect(empty == [.completed(201)])
            let failure = run { scheduler in Completable.error(TestError()).subscribe(on: scheduler) }
            #expect(failure == [.error(201, TestError())])
        }
    }

    @Test func subscribeOnDisposesTheSourceOnTheScheduler() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let res = scheduler.start { xs.asMaybe().subscribe(on: scheduler) }
            #expect(res.events == [.next(211, 1), .completed(211)])
            #expect(xs.subscriptions == [Subscription(201, 211)])

            let early = TestScheduler(initialClock: 0)
            let ys = early.createColdObservable([.next(10, 1), .completed(10)])
            let disposed = early.start(disposed: 205) { ys.asMaybe().subscribe(on: early) }
            #expect(disposed.events.isEmpty)
            #expect(ys.subscriptions == [Subscription(201, 206)])
        }
    }
}
