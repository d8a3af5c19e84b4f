import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct TakeTests {
    @Test func takeCountCompletesAndDisposesAfterTheLastElement() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
            ])
            let res = scheduler.start { xs.take(2) }
            #expect(res.events == [.next(210, 2), .next(220, 3), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    @Test func takeMoreThanAvailablePassesCompletionAndErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        #expect(scheduler.start { xs.take(5) }.events == [.next(210, 2), .completed(300)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 2), .error(300, TestError())])
        #expect(failing.start { ys.take(5) }.events == [.next(210, 2), .error(300, TestError())])
    }

    @Test func takeZeroCompletesWithoutSubscribingAndNegativeFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        #expect(scheduler.start { xs.take(0) }.events == [.completed(200)])
        #expect(xs.subscriptions.isEmpty)
        let negative = EventLog<Int>()
        _ = Observable.of(1).take(-1).subscribe(negative.observer)
        #expect(negative.rendered == "error(Argument out of range.)")
    }

    @Test func takeDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        #expect(scheduler.start(disposed: 250) { xs.take(3) }.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func takeWhileExclusiveAndInclusive() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1)])
            let res = scheduler.start { xs.take(while: { $0 < 3 }) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])

            let inclusive = TestScheduler(initialClock: 0)
            let ys = inclusive.createHotObservable([.next(210, 1), .next(230, 5), .next(240, 1)])
            let inclusiveResult = inclusive.start { ys.take(while: { $0 < 3 }, behavior: .inclusive) }
            #expect(inclusiveResult.events == [.next(210, 1), .next(230, 5), .completed(230)])
        }
        #expect(leaked == 0)
    }

    @Test func takeUntilPredicateExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4)])
        #expect(scheduler.start { xs.take(until: { $0 == 3 }) }.events == [.next(210, 1), .completed(220)])

        let inclusive = TestScheduler(initialClock: 0)
        let ys = inclusive.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4)])
        #expect(
            inclusive.start { ys.take(until: { $0 == 3 }, behavior: .inclusive) }.events == [
                .next(210, 1), .next(220, 3), .completed(220),
            ]
        )
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeWhilePredicateThrowingAndSourceErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.take(while: { _ in throw TestError() }) }
        #expect(res.events == [.error(210, TestError())])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(220, TestError())])
        #expect(failing.start { ys.take(while: { $0 < 3 }) }.events == [.next(210, 1), .error(220, TestError())])
    }
}
