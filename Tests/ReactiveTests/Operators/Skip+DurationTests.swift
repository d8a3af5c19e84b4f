import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SkipForDurationTests {
    @Test func dropsElementsUntilTheDurationEndsThenPassesEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
            ])
            let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
            #expect(res.events == [.next(220, 2), .next(230, 3), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func aCompletionWithinTheDurationIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        #expect(scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func anErrorWithinTheDurationIsPassedOn() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(205, 1), .error(210, TestError())])
            let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
            #expect(res.events == [.error(210, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func aZeroDurationOpensOnTheSchedulersNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(201, 1), .next(210, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        // The hot element at 201 was scheduled before the timer, so it still finds the gate shut.
        #expect(res.events == [.next(210, 2), .completed(230)])
    }

    @Test func disposingMidStreamDisposesTheSourceAndTheTimer() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
            let res = scheduler.start(disposed: 250) { xs.skip(.seconds(20), scheduler: scheduler) }
            #expect(res.events == [.next(230, 2)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func aSilentSourceStaysSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        #expect(scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func releasesItsResourcesOnEveryEnd() {
        let log = EventLog<Int>()
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).skip(.seconds(35), scheduler: scheduler).subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).skip(.seconds(35), scheduler: scheduler).subscribe(log.observer)
            scheduler.start()
        }
        #expect(log.rendered == "completed error(test error)")
    }
}
