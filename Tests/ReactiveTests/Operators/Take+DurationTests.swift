import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct TakeForDurationTests {
    @Test func passesElementsUntilTheDurationEndsThenCompletesAndDisposesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
            ])
            let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
    }

    @Test func aSourceThatCompletesFirstEndsTheResultAndTheTimer() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func theSourcesErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func aSilentSourceCompletesWhenTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        #expect(scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func aZeroDurationCompletesOnTheSchedulersNextTick() {
        // The timer is scheduled like any other item: on a TestScheduler, a tick after now.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        #expect(scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }.events == [.completed(201)])
        #expect(xs.subscriptions == [Subscription(200, 201)])
    }

    @Test func disposingMidStreamDisposesTheSourceAndTheTimer() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
            let res = scheduler.start(disposed: 250) { xs.take(for: .seconds(100), scheduler: scheduler) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func theShorterOfTwoDurationsWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(240, 4), .completed(270)])
        let res = scheduler.start {
            xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    @Test func releasesItsResourcesOnEveryEnd() {
        let log = EventLog<Int>()
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).take(for: .seconds(35), scheduler: scheduler).subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).take(for: .seconds(35), scheduler: scheduler).subscribe(log.observer)
            _ = Observable<Int>.never().take(for: .seconds(35), scheduler: scheduler).subscribe(log.observer)
            scheduler.start()
        }
        #expect(log.rendered == "next(1) completed error(test error) completed")
    }
}
