import ReactiveTesting
import Testing

@testable import Reactive

/// `delay`, `delaySubscription`, `timeout` and `timer` on the traits, with RxSwift's ticks (except
/// where `delay` delivers the element and the completion together; see `DelayTests`).
@Suite(.leakChecked) struct PrimitiveSequenceTimeTests {
    /// A cold single that succeeds with 1 at +10, completing at +20 as RxSwift's tests have it.
    private func slowSingle(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .completed(20)])
    }

    /// One event per timer, as in RxSwift: the completion that arrived with the element follows it
    /// a scheduler hop (a tick) later.
    @Test func delayShiftsTheElementAndTheCompletion() {
        expectNoLeaks {
            let success = run { scheduler in Single.just(1).delay(.seconds(2), scheduler: scheduler) }
            #expect(success == [.next(202, 1), .completed(203)])
            let empty = run { scheduler in Maybe<Int>.empty().delay(.seconds(2), scheduler: scheduler) }
            #expect(empty == [.completed(202)])
            let completed = run { scheduler in Completable.empty().delay(.seconds(2), scheduler: scheduler) }
            #expect(completed == [.completed(202)])
        }
    }

    @Test func delayForwardsAnErrorAtOnce() {
        expectNoLeaks {
            let failed = run { scheduler in Single<Int>.error(TestError()).delay(.seconds(2), scheduler: scheduler) }
            #expect(failed == [.error(200, TestError())])
        }
    }

    @Test func delayDisposedWhileTheElementWaitsDeliversNothing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = slowSingle(scheduler)
            let res = scheduler.start(disposed: 225) { xs.asSingle().delay(.seconds(10), scheduler: scheduler) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func delaySubscriptionSubscribesLater() {
        expectNoLeaks {
            let success = run { scheduler in Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler) }
            #expect(success == [.next(202, 1), .completed(202)])
            let failed = run { scheduler in
                Completable.error(TestError()).delaySubscription(.seconds(2), scheduler: scheduler)
            }
            #expect(failed == [.error(202, TestError())])

            let scheduler = TestScheduler(initialClock: 0)
            let xs = slowSingle(scheduler)
            let res = scheduler.start { xs.asMaybe().delaySubscription(.seconds(5), scheduler: scheduler) }
            #expect(res.events == [.next(225, 1), .completed(225)])
            #expect(xs.subscriptions == [Subscription(205, 225)])
        }
    }

    @Test func delaySubscriptionDisposedEarlyNeverSubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = slowSingle(scheduler)
            let res = scheduler.start(disposed: 203) {
                xs.asSingle().delaySubscription(.seconds(5), scheduler: scheduler)
            }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions.isEmpty)
        }
    }

    @Test func timeoutFailsWhenTheEventIsLate() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = slowSingle(scheduler)
            let res = scheduler.start { xs.asSingle().timeout(.seconds(5), scheduler: scheduler) }
            #expect(res.events == [.error(205, RxError.timeout)])
            #expect(xs.subscriptions == [Subscription(200, 205)])
        }
    }

    @Test func timeoutPassesAnEventInTime() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = slowSingle(scheduler)
            let res = scheduler.start { xs.asSingle().timeout(.seconds(30), scheduler: scheduler) }
            #expect(res.events == [.next(220, 1), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            let failed = run { scheduler in Maybe<Int>.error(TestError()).timeout(.seconds(5), scheduler: scheduler) }
            #expect(failed == [.error(200, TestError())])
        }
    }

    @Test func timeoutSwitchesToTheOtherSequenceWhenTheEventIsLate() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = slowSingle(scheduler)
            let other = scheduler.createColdObservable([.next(20, 2), .completed(20)])
            let res = scheduler.start {
                xs.asSingle().timeout(.seconds(5), other: other.asSingle(), scheduler: scheduler)
            }
            #expect(res.events == [.next(225, 2), .completed(225)])
            #expect(xs.subscriptions == [Subscription(200, 205)])
            #expect(other.subscriptions == [Subscription(205, 225)])
        }
    }

    @Test func timeoutKeepsTheSourceWhenItIsInTime() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
            let other = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
            let res = scheduler.start {
                xs.asCompletable().timeout(.seconds(30), other: other.asCompletable(), scheduler: scheduler)
            }
            #expect(res.events == [.completed(220)])
            #expect(other.subscriptions.isEmpty)
        }
    }

    @Test func timeoutDisposedMidStreamDisposesTheOtherSequence() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = slowSingle(scheduler)
            let other = scheduler.createColdObservable([.next(20, 2), .completed(20)])
            let res = scheduler.start(disposed: 210) {
                xs.asMaybe().timeout(.seconds(5), other: other.asMaybe(), scheduler: scheduler)
            }
            #expect(res.events.isEmpty)
            #expect(other.subscriptions == [Subscription(205, 210)])
        }
    }

    @Test func timerEmitsZeroAfterTheDueTime() {
        expectNoLeaks {
            let single = run { scheduler in Single<Int>.timer(.seconds(2), scheduler: scheduler) }
            #expect(single == [.next(202, 0), .completed(202)])
            let maybe = run { scheduler in Maybe<UInt8>.timer(.seconds(3), scheduler: scheduler) }
            #expect(maybe == [.next(203, 0), .completed(203)])
            let scheduler = TestScheduler(initialClock: 0)
            let disposed = scheduler.start(disposed: 201) { Single<Int>.timer(.seconds(2), scheduler: scheduler) }
            #expect(disposed.events.isEmpty)
        }
    }
}
