import Reactive
import ReactiveTesting
import Testing

/// Throttle's window arithmetic: elements exactly at a window's end, the order of an element and
/// the timer at the same tick, sub-unit windows, and the diagrams of the docs.
@Suite(.leakChecked) struct ThrottleWindowTests {
    @Test func documentedDiagrams() throws {
        let leaked = try Resources.countLive {
            // doc:throttle-marbles-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("^1-2-3-----4-5-|")

            let latest = scheduler.start { xs.throttle(.seconds(3), latest: true, scheduler: scheduler) }
            expectEvents(latest.events, marble: "-1--2--3---4--5|")

            let first = TestScheduler(initialClock: 0)
            let ys = try first.createHotObservable("^1-2-3-----4-5-|")
            let notLatest = first.start { ys.throttle(.seconds(3), latest: false, scheduler: first) }
            expectEvents(notLatest.events, marble: "-1---3-----4---|")
            // doc:throttle-marbles-end
        }
        #expect(leaked == 0)
    }

    @Test func virtualTimeExample() {
        let leaked = Resources.countLive {
            // doc:throttle-example-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, "a"),  // window closed: emitted at once, window 210...310
                .next(250, "b"),  // inside the window: pending
                .next(280, "c"),  // replaces "b" as the pending element
                .next(310, "d"),  // arrives exactly at the window's end: emitted at once, drops "c"
                .next(330, "e"),  // pending; emitted when the window 310...410 ends
                .completed(350),  // waits for the pending "e"
            ])

            let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }

            #expect(res.events == [.next(210, "a"), .next(310, "d"), .next(410, "e"), .completed(410)])
            #expect(xs.subscriptions == [Subscription(200, 350)])
            // doc:throttle-example-end
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [false, true])
    func anElementExactlyAtTheWindowEndIsEmittedAtOnce(latest: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3)])
            let res = scheduler.start { xs.throttle(.seconds(100), latest: latest, scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(310, 2), .next(410, 3)])
        }
        #expect(leaked == 0)
    }

    @Test func anElementOneTickBeforeTheWindowEndIsDroppedWithoutLatest() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(309, 2), .next(310, 3)])
            let res = scheduler.start { xs.throttle(.seconds(100), latest: false, scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(310, 3)])
        }
        #expect(leaked == 0)
    }

    /// The window timer fires before an element that was scheduled after it for the same tick: the
    /// pending element goes out and opens a new window, which the new element must then wait for.
    @Test func whenTheTimerWinsTheTickTheNewElementWaitsAWholeWindow() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var emit: AnyObserver<Int>?
            let source = Observable<Int>.create { observer in
                emit = observer
                return Disposables.create { emit = nil }
            }
            scheduler.scheduleAt(210) { emit?.onNext(1) }
            scheduler.scheduleAt(250) { emit?.onNext(2) }  // pending; arms the timer for 310
            // Scheduled from inside the run, so after the timer armed at 250: the timer runs first.
            scheduler.scheduleAt(260) { scheduler.scheduleAt(310) { emit?.onNext(3) } }
            let res = scheduler.start { source.throttle(.seconds(100), scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(310, 2), .next(410, 3)])
        }
        #expect(leaked == 0)
    }

    /// RxSwift rounds the rest of a window to whole units of `dueTime`'s unit: with `.seconds(1)`,
    /// an element 0.6 s after the last emission would be emitted at once. Here the rest is exact.
    @Test func aWindowIsMeasuredExactlyNotInWholeUnits() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)  // 1 tick = 0.1 s
            let xs = scheduler.createHotObservable([.next(201, 1), .next(207, 2), .next(214, 3), .next(216, 4)])
            let res = scheduler.start { xs.throttle(.seconds(1), scheduler: scheduler) }
            // 2 waits until 211 (RxSwift: 207); 3 and 4 share the window 211...221 and 4 wins.
            #expect(res.events == [.next(201, 1), .next(211, 2), .next(221, 4)])
        }
        #expect(leaked == 0)
    }

    @Test func aNeverWindowLetsOnlyTheFirstElementThrough() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(900, 3)])
            let res = scheduler.start { xs.throttle(.never, scheduler: scheduler) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }
}
