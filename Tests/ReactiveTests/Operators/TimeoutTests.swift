import Reactive
import ReactiveTesting
import Testing

/// RxSwift 6's `Observable+TimeoutTests.swift`, ported tick for tick.
@Suite(.leakChecked) struct TimeoutTests {
    private struct Outcome {
        let events: [Recorded<Event<Int>>]
        let source: [Subscription]
        let other: [Subscription]
    }

    /// `timeout(dueTime, scheduler:)` over `source`, hot unless `cold`.
    private func run(
        _ source: [Recorded<Event<Int>>],
        cold: Bool = false,
        dueTime: Int,
        disposed: TestTime = 1000
    ) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = cold ? scheduler.createColdObservable(source) : scheduler.createHotObservable(source)
        let res = scheduler.start(disposed: disposed) { xs.timeout(.seconds(dueTime), scheduler: scheduler) }
        return Outcome(events: res.events, source: xs.subscriptions, other: [])
    }

    /// `timeout(100, other:)` over a hot `source` and a cold `other`.
    private func run(_ source: [Recorded<Event<Int>>], other: [Recorded<Event<Int>>]) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let ys = scheduler.createColdObservable(other)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        return Outcome(events: res.events, source: xs.subscriptions, other: ys.subscriptions)
    }

    private static var ys: [Recorded<Event<Int>>] {
        [.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)]
    }

    @Test func documentedDiagrams() throws {
        let leaked = try Resources.countLive {
            // doc:timeout-marbles-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("^1-2-----3|")
            let failing = scheduler.start { xs.timeout(.seconds(3), scheduler: scheduler) }
            expectEvents(failing.events, marble: "-1-2--#", error: RxError.timeout)

            let switching = TestScheduler(initialClock: 0)
            let source = try switching.createHotObservable("^1-2-----3|")
            let other = try switching.createColdObservable("-a-b|")
            let res = switching.start { source.timeout(.seconds(3), other: other, scheduler: switching) }
            expectEvents(res.events, marble: "-1-2---a-b|")
            // doc:timeout-marbles-end
        }
        #expect(leaked == 0)
    }

    @Test func empty() {
        let leaked = Resources.countLive {
            let outcome = run([.next(150, 0), .completed(300)], dueTime: 200)
            #expect(outcome.events == [.completed(300)])
            #expect(outcome.source == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func error() {
        let leaked = Resources.countLive {
            let outcome = run([.next(150, 0), .error(300, TestError())], dueTime: 200)
            #expect(outcome.events == [.error(300, TestError())])
            #expect(outcome.source == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func never() {
        let leaked = Resources.countLive {
            let outcome = run([.next(150, 0)], dueTime: 1000)
            #expect(outcome.events == [])
            #expect(outcome.source == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test func dueTimeSimple() {
        let leaked = Resources.countLive {
            let source: [Recorded<Event<Int>>] = [
                .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
            ]
            let outcome = run(source, cold: true, dueTime: 30)
            #expect(
                outcome.events == [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
            #expect(outcome.source == [Subscription(200, 260)])
        }
        #expect(leaked == 0)
    }

    @Test func anElementExactlyAtTheDeadlineWins() {
        let leaked = Resources.countLive {
            let source: [Recorded<Event<Int>>] = [
                .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
            ]
            let outcome = run(source, cold: true, dueTime: 30)
            #expect(
                outcome.events == [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
            #expect(outcome.source == [Subscription(200, 270)])
        }
        #expect(leaked == 0)
    }

    @Test func dueTimeTimeout() {
        let leaked = Resources.countLive {
            let source: [Recorded<Event<Int>>] = [
                .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
            ]
            let outcome = run(source, cold: true, dueTime: 25)
            #expect(outcome.events == [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
            #expect(outcome.source == [Subscription(200, 245)])
        }
        #expect(leaked == 0)
    }

    @Test func dueTimeDisposed() {
        let leaked = Resources.countLive {
            let times: [TestTime] = [205, 210, 240, 280, 320, 350, 370, 420, 470]
            let source = times.enumerated().map { Recorded.next($0.element, $0.offset + 1) } + [.completed(600)]
            let outcome = run(source, dueTime: 40, disposed: 370)
            #expect(outcome.events == times.prefix(7).enumerated().map { Recorded.next($0.element, $0.offset + 1) })
            #expect(outcome.source == [Subscription(200, 370)])
        }
        #expect(leaked == 0)
    }

    @Test func timeoutOccursBeforeTheFirstElement() {
        let leaked = Resources.countLive {
            let outcome = run(
                [.next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500)], other: Self.ys)
            #expect(outcome.events == [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
            #expect(outcome.source == [Subscription(200, 300)])
            #expect(outcome.other == [Subscription(300, 620)])
        }
        #expect(leaked == 0)
    }

    @Test func timeoutOccursBetweenElements() {
        let leaked = Resources.countLive {
            let outcome = run(
                [.next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500)],
                other: Self.ys
            )
            #expect(
                outcome.events == [
                    .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730),
                ])
            #expect(outcome.source == [Subscription(200, 410)])
            #expect(outcome.other == [Subscription(410, 730)])
        }
        #expect(leaked == 0)
    }

    @Test func timeoutOccursIntoANeverEndingOther() {
        let leaked = Resources.countLive {
            let outcome = run(
                [.next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500)],
                other: []
            )
            #expect(outcome.events == [.next(240, 3), .next(310, 4)])
            #expect(outcome.source == [Subscription(200, 410)])
            #expect(outcome.other == [Subscription(410, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [Event<Int>.completed, .error(TestError())])
    func timeoutOccursBeforeALateStopEvent(stop: Event<Int>) {
        let leaked = Resources.countLive {
            let outcome = run([Recorded(time: 500, value: stop)], other: [.next(100, -1)])
            #expect(outcome.events == [.next(400, -1)])
            #expect(outcome.source == [Subscription(200, 300)])
            #expect(outcome.other == [Subscription(300, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorFromOtherEndsTheResult() {
        let leaked = Resources.countLive {
            let outcome = run([.next(500, 42)], other: [.error(100, TestError())])
            #expect(outcome.events == [.error(400, TestError())])
            #expect(outcome.source == [Subscription(200, 300)])
            #expect(outcome.other == [Subscription(300, 400)])
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [Event<Int>.completed, .error(TestError())])
    func aStopEventBeforeTheDeadlineNeverSubscribesOther(stop: Event<Int>) {
        let leaked = Resources.countLive {
            let outcome = run([Recorded(time: 250, value: stop)], other: [.next(100, -1)])
            #expect(outcome.events == [Recorded(time: 250, value: stop)])
            #expect(outcome.source == [Subscription(200, 250)])
            #expect(outcome.other == [])
        }
        #expect(leaked == 0)
    }

    @Test func timeoutNeverOccurs() {
        let leaked = Resources.countLive {
            let outcome = run(
                [.next(70, 1), .next(130, 2), .next(240, 3), .next(320, 4), .next(410, 5), .completed(500)],
                other: Self.ys
            )
            #expect(outcome.events == [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
            #expect(outcome.source == [Subscription(200, 500)])
            #expect(outcome.other == [])
        }
        #expect(leaked == 0)
    }

    @Test func releasesResourcesOnCompletionAndError() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).timeout(.seconds(100), other: Observable.empty(), scheduler: scheduler)
                .subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).timeout(
                .seconds(100), other: Observable.empty(), scheduler: scheduler
            )
            .subscribe(log.observer)
            scheduler.start()
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1) completed error(test error)")
    }
}
