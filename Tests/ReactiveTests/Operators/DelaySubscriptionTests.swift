import Reactive
import ReactiveTesting
import Testing

/// RxSwift 6's `Observable+DelaySubscriptionTests.swift`, ported tick for tick.
@Suite(.leakChecked) struct DelaySubscriptionTests {
    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    @Test func documentedDiagram() throws {
        let leaked = try Resources.countLive {
            // doc:delay-subscription-marbles-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createColdObservable("-1-2|")

            let res = scheduler.start { xs.delaySubscription(.seconds(3), scheduler: scheduler) }

            expectEvents(res.events, marble: "----1-2|")
            expectSubscriptions(xs.subscriptions, [Subscription(203, 207)])
            // doc:delay-subscription-marbles-end
        }
        #expect(leaked == 0)
    }

    @Test func simple() {
        let leaked = Resources.countLive {
            let result = run([.next(50, 42), .next(60, 43), .completed(70)])
            #expect(result.events == [.next(280, 42), .next(290, 43), .completed(300)])
            #expect(result.subscriptions == [Subscription(230, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func error() {
        let leaked = Resources.countLive {
            let result = run([.next(50, 42), .next(60, 43), .error(70, TestError())])
            #expect(result.events == [.next(280, 42), .next(290, 43), .error(300, TestError())])
            #expect(result.subscriptions == [Subscription(230, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func disposeAfterTheSubscription() {
        let leaked = Resources.countLive {
            let result = run([.next(50, 42), .next(60, 43), .error(70, TestError())], disposed: 291)
            #expect(result.events == [.next(280, 42), .next(290, 43)])
            #expect(result.subscriptions == [Subscription(230, 291)])
        }
        #expect(leaked == 0)
    }

    @Test func disposeBeforeTheDelayNeverSubscribes() {
        let leaked = Resources.countLive {
            let result = run([.next(50, 42), .completed(70)], disposed: 229)
            #expect(result.events == [])
            #expect(result.subscriptions == [])
        }
        #expect(leaked == 0)
    }

    @Test func releasesResourcesOnCompletionAndError() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).delaySubscription(.seconds(35), scheduler: scheduler).subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).delaySubscription(.seconds(35), scheduler: scheduler)
                .subscribe(log.observer)
            scheduler.start()
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1) completed error(test error)")
    }
}
