import Reactive
import ReactiveTesting
import Testing

/// RxSwift 6's `Observable+ThrottleTests.swift`, ported tick for tick (RxSwift's hot sequence:
/// elements every 40 or 60 ticks from 210, a 200-tick window).
@Suite(.leakChecked) struct ThrottleTests {
    private static var burst: [Recorded<Event<Int>>] {
        [.next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7)]
    }

    private func run(
        _ events: [Recorded<Event<Int>>],
        latest: Bool,
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) {
            xs.throttle(.seconds(200), latest: latest, scheduler: scheduler)
        }
        return (res.events, xs.subscriptions)
    }

    // MARK: latest: false

    @Test func notLatestCompleted() {
        let leaked = Resources.countLive {
            let result = run(Self.burst + [.completed(500)], latest: false)
            #expect(result.events == [.next(210, 2), .next(410, 6), .completed(500)])
            #expect(result.subscriptions == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func notLatestNever() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 0)], latest: false)
            #expect(result.events == [])
            #expect(result.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test func notLatestEmpty() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 0), .completed(500)], latest: false)
            #expect(result.events == [.completed(500)])
            #expect(result.subscriptions == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func notLatestError() {
        let leaked = Resources.countLive {
            let events: [Recorded<Event<Int>>] =
                Array(Self.burst.prefix(5)) + [.error(410, TestError()), .next(450, 7), .completed(500)]
            let result = run(events, latest: false)
            #expect(result.events == [.next(210, 2), .error(410, TestError())])
            #expect(result.subscriptions == [Subscription(200, 410)])
        }
        #expect(leaked == 0)
    }

    @Test func notLatestNoEnd() {
        let leaked = Resources.countLive {
            let result = run(Self.burst, latest: false)
            #expect(result.events == [.next(210, 2), .next(410, 6)])
            #expect(result.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    // MARK: latest: true

    @Test func latestCompletedWaitsForThePendingElement() {
        let leaked = Resources.countLive {
            let result = run(Self.burst + [.completed(500)], latest: true)
            #expect(result.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
            #expect(result.subscriptions == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func latestCompletedAfterDueTime() {
        let leaked = Resources.countLive {
            let result = run(Self.burst + [.completed(900)], latest: true)
            #expect(result.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
            #expect(result.subscriptions == [Subscription(200, 900)])
        }
        #expect(leaked == 0)
    }

    @Test func latestNever() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 0)], latest: true)
            #expect(result.events == [])
            #expect(result.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test func latestEmpty() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 0), .completed(500)], latest: true)
            #expect(result.events == [.completed(500)])
            #expect(result.subscriptions == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func latestErrorDropsThePendingElement() {
        let leaked = Resources.countLive {
            let events: [Recorded<Event<Int>>] =
                Array(Self.burst.prefix(5)) + [.error(410, TestError()), .next(450, 7), .completed(500)]
            let result = run(events, latest: true)
            // 5 (at 350) was pending for 410; the error at 410 comes first and drops it.
            #expect(result.events == [.next(210, 2), .error(410, TestError())])
            #expect(result.subscriptions == [Subscription(200, 410)])
        }
        #expect(leaked == 0)
    }

    @Test func latestNoEnd() {
        let leaked = Resources.countLive {
            let result = run(Self.burst, latest: true)
            #expect(result.events == [.next(210, 2), .next(410, 6), .next(610, 7)])
            #expect(result.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test func disposalDropsThePendingElementAndCancelsTheTimer() {
        let leaked = Resources.countLive {
            // 5 (at 350) waits for 410, but the subscription ends at 400.
            let result = run(Self.burst + [.completed(500)], latest: true, disposed: 400)
            #expect(result.events == [.next(210, 2)])
            #expect(result.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    /// RxSwift's throttle keeps its source subscribed while a pending element waits for the end
    /// of its window, even after the source completed; no RxSwift source can tell, since every one
    /// ends its own subscription as it stops (so RxSwift's own test sees the source unsubscribed at
    /// the completion). A source that keeps its subscription, possible here because `Observable`
    /// is open, shows that this throttle lets go of it at the completion.
    @Test func aCompletedSourceIsDisposedAtOnceEvenWithAnElementPending() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = KeptSubscriptionSource(
                scheduler: scheduler, events: [.next(210, 1), .next(250, 2), .completed(300)])
            let res = scheduler.start { source.throttle(.seconds(200), latest: true, scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(410, 2), .completed(410)])
            #expect(source.disposedAt == [300])
        }
        #expect(leaked == 0)
    }

    // MARK: RxSwift's resource tests

    @Test(arguments: [false, true])
    func releasesResourcesOnCompletion(latest: Bool) {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).throttle(.seconds(0), latest: latest, scheduler: scheduler).subscribe(log.observer)
            scheduler.start()
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1) completed")
    }

    @Test(arguments: [false, true])
    func releasesResourcesOnError(latest: Bool) {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.error(TestError()).throttle(.seconds(0), latest: latest, scheduler: scheduler)
                .subscribe(log.observer)
            scheduler.start()
        }
        #expect(leaked == 0)
        #expect(log.rendered == "error(test error)")
    }
}

/// A source that, unlike every built-in sequence, does not end its own subscription when it sends
/// its stop event: only its subscriber's disposal ends it, at a virtual time it records.
private final class KeptSubscriptionSource: Observable<Int> {
    private let scheduler: TestScheduler
    private let events: [Recorded<Event<Int>>]
    private(set) var disposedAt: [TestTime] = []

    init(scheduler: TestScheduler, events: [Recorded<Event<Int>>]) {
        self.scheduler = scheduler
        self.events = events
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Int {
        let pending = CompositeDisposable()
        for recorded in events {
            _ = pending.insert(
                scheduler.scheduleAbsoluteVirtual(recorded.value, time: recorded.time) { event in
                    observer.on(event)
                    return Disposables.create()
                })
        }
        return Disposables.create { [self] in
            disposedAt.append(scheduler.clock)
            pending.dispose()
        }
    }
}
