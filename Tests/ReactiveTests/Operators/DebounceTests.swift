import Reactive
import ReactiveTesting
import Testing

/// RxSwift 6 has no virtual-time debounce tests, so these are the classic Rx scenarios (every
/// element spaced wider than the window, every element dropped, empty/never/error) with the ticks
/// worked out from RxSwift's implementation, plus error, completion and disposal mid-window.
@Suite(.leakChecked) struct DebounceTests {
    private static var everyFifty: [Recorded<Event<Int>>] {
        [
            .next(150, 1), .next(250, 2), .next(300, 3), .next(350, 4), .next(400, 5), .next(450, 6),
            .next(500, 7),
        ]
    }

    private func run(
        _ events: [Recorded<Event<Int>>],
        dueTime: Int,
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.debounce(.seconds(dueTime), scheduler: scheduler) }
        return (res.events, xs.subscriptions)
    }

    @Test func documentedDiagram() throws {
        let leaked = try Resources.countLive {
            // doc:debounce-marbles-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("^1---23----4|")

            let res = scheduler.start { xs.debounce(.seconds(2), scheduler: scheduler) }

            expectEvents(res.events, marble: "---1----3---[4|]")
            // doc:debounce-marbles-end
        }
        #expect(leaked == 0)
    }

    @Test func virtualTimeExample() {
        let leaked = Resources.countLive {
            // doc:debounce-example-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, "a"),  // quiet until 260: emitted then
                .next(300, "b"),  // replaced by "c" 30 ticks later
                .next(330, "c"),  // "d" comes exactly 50 ticks later, before the timer: "c" is dropped
                .next(380, "d"),  // still pending when the source completes
                .completed(400),  // emits "d" at once, then completes
            ])

            let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }

            #expect(res.events == [.next(260, "a"), .next(400, "d"), .completed(400)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
            // doc:debounce-example-end
        }
        #expect(leaked == 0)
    }

    @Test func everyElementPassesWhenTheyAreSpacedWiderThanTheWindow() {
        let leaked = Resources.countLive {
            let result = run(Self.everyFifty + [.completed(550)], dueTime: 40)
            #expect(
                result.events == [
                    .next(290, 2), .next(340, 3), .next(390, 4), .next(440, 5), .next(490, 6), .next(540, 7),
                    .completed(550),
                ])
            #expect(result.subscriptions == [Subscription(200, 550)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorEndsTheSequenceAfterEveryElementPassed() {
        let leaked = Resources.countLive {
            let result = run(Self.everyFifty + [.error(550, TestError())], dueTime: 40)
            #expect(result.events.count == 7)
            #expect(result.events.last == .error(550, TestError()))
            #expect(result.subscriptions == [Subscription(200, 550)])
        }
        #expect(leaked == 0)
    }

    @Test func completionFlushesThePendingElement() {
        let leaked = Resources.countLive {
            // With a 60-tick window no element is ever followed by 60 quiet ticks.
            let result = run(Self.everyFifty + [.completed(550)], dueTime: 60)
            #expect(result.events == [.next(550, 7), .completed(550)])
            #expect(result.subscriptions == [Subscription(200, 550)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorDropsThePendingElement() {
        let leaked = Resources.countLive {
            let result = run(Self.everyFifty + [.error(550, TestError())], dueTime: 60)
            #expect(result.events == [.error(550, TestError())])
            #expect(result.subscriptions == [Subscription(200, 550)])
        }
        #expect(leaked == 0)
    }

    @Test func empty() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 1), .completed(300)], dueTime: 10)
            #expect(result.events == [.completed(300)])
            #expect(result.subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func error() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 1), .error(300, TestError())], dueTime: 10)
            #expect(result.events == [.error(300, TestError())])
            #expect(result.subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func never() {
        let leaked = Resources.countLive {
            let result = run([.next(150, 1)], dueTime: 10)
            #expect(result.events == [])
            #expect(result.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test func anElementExactlyAtTheTimerTickReplacesThePendingOne() {
        let leaked = Resources.countLive {
            // The hot events are scheduled before any timer, so at 260 the element runs first.
            let result = run([.next(210, 1), .next(260, 2), .completed(400)], dueTime: 50)
            #expect(result.events == [.next(310, 2), .completed(400)])
        }
        #expect(leaked == 0)
    }

    @Test func disposalMidWindowCancelsThePendingElement() {
        let leaked = Resources.countLive {
            let result = run(Self.everyFifty + [.completed(550)], dueTime: 40, disposed: 420)
            // 5 (at 400) would go out at 440; the subscription ends at 420.
            #expect(result.events == [.next(290, 2), .next(340, 3), .next(390, 4)])
            #expect(result.subscriptions == [Subscription(200, 420)])
        }
        #expect(leaked == 0)
    }

    @Test func aZeroWindowEmitsOnTheNextTick() {
        let leaked = Resources.countLive {
            let result = run([.next(210, 1), .next(220, 2), .completed(230)], dueTime: 0)
            // A zero delay still goes through the scheduler, which simulates one tick of processing.
            #expect(result.events == [.next(211, 1), .next(221, 2), .completed(230)])
        }
        #expect(leaked == 0)
    }

    @Test func releasesResourcesOnCompletionAndError() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).debounce(.seconds(0), scheduler: scheduler).subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).debounce(.seconds(0), scheduler: scheduler)
                .subscribe(log.observer)
            scheduler.start()
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1) completed error(test error)")
    }
}
