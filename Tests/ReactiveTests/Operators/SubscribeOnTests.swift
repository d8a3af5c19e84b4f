import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift's subscribeOn cases (Observable+SubscribeOnTests.swift) in virtual time: subscribing
/// and disposing each cost one tick. Disposal racing on real queues is in
/// `SubscribeOnThreadSafetyTests`.
@Suite(.leakChecked) struct SubscribeOnTests {
    @Test func subscribesAndDisposesOnTheScheduler() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var subscribedAt: TestTime?
            var disposedAt: TestTime?
            let xs = Observable<Int>.create { _ in
                subscribedAt = scheduler.clock
                return Disposables.create { disposedAt = scheduler.clock }
            }
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            #expect(res.events.isEmpty)
            #expect(subscribedAt == 201)
            #expect(disposedAt == 1001)
        }
    }

    // The hot observable is subscribed directly, not through `asObservable()`, so its subscription
    // ends when `subscribe(on:)` disposes it on the scheduler: one tick after the stop event.
    @Test func forwardsCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            #expect(res.events == [.completed(300)])
            #expect(xs.subscriptions == [Subscription(201, 301)])
        }
    }

    @Test func forwardsAnError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(300, TestError())])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            #expect(res.events == [.error(300, TestError())])
            #expect(xs.subscriptions == [Subscription(201, 301)])
        }
    }

    @Test func forwardsElementsWhereTheSourceEmitsThemAndDisposesOneTickLate() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            #expect(res.events == [.next(210, 2)])
            #expect(xs.subscriptions == [Subscription(201, 1001)])
        }
    }

    @Test func theUpstreamDisposalAfterAStopEventAlsoRunsOnTheScheduler() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var disposedAt: TestTime?
            let xs = GrammarBreakingSource<Int>(events: [.next(1), .completed]) { disposedAt = scheduler.clock }
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            #expect(res.events == [.next(201, 1), .completed(201)])
            #expect(disposedAt == 202)
        }
    }

    @Test func disposingBeforeTheScheduledSubscriptionRunsCancelsIt() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.subscribe(on: scheduler) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions.isEmpty)
        }
    }

    /// A scheduler that runs the subscription at once, inside `schedule`: the sink sees it done
    /// before it could keep the pending schedule.
    @Test func onASchedulerThatRunsAtOnceItSubscribesAndDisposesAtOnce() {
        expectNoLeaks {
            var disposals = 0
            let xs = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create { disposals += 1 }
            }
            let log = StringEventLog<Int>()
            let subscription = xs.subscribe(on: CurrentThreadScheduler.instance).record(into: log)
            #expect(log.events == ["next(1)"])
            #expect(disposals == 0)
            subscription.dispose()
            subscription.dispose()
            #expect(disposals == 1)
        }
    }

    @Test(arguments: [false, true])
    func releasesEverythingOnceTheSourceStops(failing: Bool) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source: Observable<Int> = failing ? .error(TestError()) : .just(1)
            let log = StringEventLog<Int>()
            _ = source.subscribe(on: scheduler).record(into: log)
            #expect(log.events.isEmpty)
            scheduler.start()
            #expect(log.events == (failing ? ["error(test error)"] : ["next(1)", "completed"]))
        }
    }
}
