import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ElementAtTests {
    @Test func emitsTheElementAtTheIndexThenCompletesAndDisposesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
            ])
            let res = scheduler.start { xs.element(at: 2) }
            #expect(res.events == [.next(230, 3), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func indexZeroTakesTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        #expect(scheduler.start { xs.element(at: 0) }.events == [.next(210, 1), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func aSourceThatCompletesTooEarlyFailsWithArgumentOutOfRange() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            let res = scheduler.start { xs.element(at: 2) }
            #expect(res.events == [.error(250, RxError.argumentOutOfRange)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func anErrorBeforeTheIndexIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 3)])
        #expect(scheduler.start { xs.element(at: 2) }.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposingBeforeTheIndexEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        #expect(scheduler.start(disposed: 250) { xs.element(at: 2) }.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func aNegativeIndexFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let log = EventLog<Int>()
        _ = xs.element(at: -1).subscribe(log.observer)
        #expect(log.rendered == "error(Argument out of range.)")
        #expect(xs.subscriptions.isEmpty)
    }

    @Test func eachSubscriptionCountsAnew() {
        let log = EventLog<Int>()
        expectNoLeaks {
            let third = Observable.of(1, 2, 3, 4).element(at: 2)
            _ = third.subscribe(log.observer)
            _ = third.subscribe(log.observer)
        }
        #expect(log.rendered == "next(3) completed next(3) completed")
    }
}
