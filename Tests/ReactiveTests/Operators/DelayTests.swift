import Reactive
import ReactiveTesting
import Testing

/// RxSwift 6's `Observable+DelayTests.swift` (virtual-time cases), ported tick for tick: elements
/// and completion are delayed, an error is not and drops the elements still waiting.
@Suite(.leakChecked) struct DelayTests {
    private static var source: [Recorded<Event<Int>>] {
        [.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4)]
    }

    private func run(
        _ events: [Recorded<Event<Int>>],
        dueTime: Int,
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.delay(.seconds(dueTime), scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    @Test func documentedDiagrams() throws {
        let leaked = try Resources.countLive {
            // doc:delay-marbles-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("^1-2--3|")
            let delayed = scheduler.start { xs.delay(.seconds(2), scheduler: scheduler) }
            expectEvents(delayed.events, marble: "---1-2--3|")

            let failing = TestScheduler(initialClock: 0)
            let ys = try failing.createHotObservable("^1-2#")
            let errorAtOnce = failing.start { ys.delay(.seconds(2), scheduler: failing) }
            expectEvents(errorAtOnce.events, marble: "---1#")
            // doc:delay-marbles-end
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [(100, [350, 450, 550, 650]), (50, [300, 400, 500, 600]), (150, [400, 500, 600, 700])])
    func shiftsElementsAndCompletion(dueTime: Int, times: [TestTime]) {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.completed(550)], dueTime: dueTime)
            #expect(
                result.events == [
                    .next(times[0], 2), .next(times[1], 3), .next(times[2], 4), .completed(times[3]),
                ])
            #expect(result.subscriptions == [Subscription(200, 550)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorIsNotDelayed() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 1), .error(250, TestError())], dueTime: 150)
            #expect(result.events == [.error(250, TestError())])
            #expect(result.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func completionIsDelayed() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 1), .completed(250)], dueTime: 150)
            #expect(result.events == [.completed(400)])
            #expect(result.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorAfterEveryElementWasDelivered() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.error(550, TestError())], dueTime: 50)
            #expect(result.events == [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, TestError())])
            #expect(result.subscriptions == [Subscription(200, 550)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorDropsTheElementsStillWaiting() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.error(550, TestError())], dueTime: 150)
            // 4 arrived at 450 and was due at 600.
            #expect(result.events == [.next(400, 2), .next(500, 3), .error(550, TestError())])
            #expect(result.subscriptions == [Subscription(200, 550)])
        }
        #expect(leaked == 0)
    }

    @Test func everyEventKeepsItsSpacing() {
        let leaked = Resources.countLive {
            let events = Self.source + [.completed(550)]
            let result = run(events, dueTime: 42)
            let shifted = events.map { Recorded(time: $0.time + 42, value: $0.value) }.filter { $0.time > 200 }
            #expect(result.events == shifted)
        }
        #expect(leaked == 0)
    }

    @Test func eventsCloserThanTheDelayAreEachDeliveredOnTime() {
        let leaked = Resources.countLive {
            let result = run([.next(210, 1), .next(211, 2), .next(230, 3), .completed(231)], dueTime: 100)
            #expect(result.events == [.next(310, 1), .next(311, 2), .next(330, 3), .completed(331)])
        }
        #expect(leaked == 0)
    }

    /// RxSwift rounds the time an element still has to wait to whole units of the delay's unit:
    /// with `.seconds(1)`, an element that has 0.7 s left waits a whole second. Here it is exact.
    @Test func theTimeLeftOfADelayIsExactNotInWholeUnits() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)  // 1 tick = 0.1 s
            let xs = scheduler.createHotObservable([.next(201, 1), .next(208, 2), .completed(209)])
            let res = scheduler.start { xs.delay(.seconds(1), scheduler: scheduler) }
            // 2 has 0.7 s left when 1 is delivered at 211: it comes at 218 (RxSwift: 221).
            #expect(res.events == [.next(211, 1), .next(218, 2), .completed(219)])
        }
        #expect(leaked == 0)
    }

    /// One event per timer, as in RxSwift: the next is scheduled with the time it has left, none
    /// here, so each further event costs a scheduler hop (a tick on a `TestScheduler`).
    @Test func eventsThatArrivedTogetherAreDeliveredOneHopApart() {
        let leaked = Resources.countLive {
            let result = run([.next(250, 1), .next(250, 2), .completed(250)], dueTime: 100)
            #expect(result.events == [.next(350, 1), .next(351, 2), .completed(352)])
            #expect(result.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func disposalDropsTheElementsStillWaiting() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.completed(550)], dueTime: 100, disposed: 400)
            #expect(result.events == [.next(350, 2)])
            #expect(result.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    @Test func releasesResourcesOnCompletionAndError() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).delay(.seconds(100), scheduler: scheduler).subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).delay(.seconds(100), scheduler: scheduler).subscribe(log.observer)
            scheduler.start()
        }
        #expect(leaked == 0)
        #expect(log.rendered == "error(test error) next(1) completed")
    }

    /// The observer fails the source from inside an element's delivery: the error waits until that
    /// delivery has returned, then goes out, and the elements still waiting are dropped.
    @Test func anErrorArrivingDuringADeliveryFollowsItWithoutReenteringTheObserver() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            var isDelivering = false
            var reentered = false
            scheduler.scheduleAt(210) { subject.onNext(1) }
            scheduler.scheduleAt(212) { subject.onNext(2) }
            let res = scheduler.start {
                subject.delay(.seconds(10), scheduler: scheduler).do(
                    onNext: { element in
                        if isDelivering { reentered = true }
                        isDelivering = true
                        if element == 1 { subject.onError(TestError()) }
                        isDelivering = false
                    },
                    onError: { _ in
                        if isDelivering { reentered = true }
                    })
            }
            #expect(res.events == [.next(220, 1), .error(220, TestError())])
            #expect(!reentered)
        }
        #expect(leaked == 0)
    }

    @Test func anElementSentDuringADeliveryIsDelayedInTurn() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            scheduler.scheduleAt(210) { subject.onNext(1) }
            let res = scheduler.start {
                subject.delay(.seconds(10), scheduler: scheduler).do(onNext: { element in
                    if element < 3 { subject.onNext(element + 1) }
                })
            }
            #expect(res.events == [.next(220, 1), .next(230, 2), .next(240, 3)])
        }
        #expect(leaked == 0)
    }
}
