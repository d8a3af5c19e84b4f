import Reactive
import ReactiveTesting
import Testing

/// RxSwift 6's `Observable+SampleTests.swift`, ported tick for tick, plus the sampler completing
/// first, where this runtime deliberately differs.
@Suite(.leakChecked) struct SampleTests {
    private static var source: [Recorded<Event<Int>>] {
        [.next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6)]
    }

    private static var ticks: [Recorded<Event<String>>] {
        [.next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux")]
    }

    private struct Outcome {
        let events: [Recorded<Event<Int>>]
        let source: [Subscription]
        let sampler: [Subscription]
    }

    private func run(
        _ source: [Recorded<Event<Int>>],
        sampler: [Recorded<Event<String>>],
        defaultValue: Int? = nil,
        disposed: TestTime = 1000
    ) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let ys = scheduler.createHotObservable(sampler)
        let res = scheduler.start(disposed: disposed) { xs.sample(ys, defaultValue: defaultValue) }
        return Outcome(events: res.events, source: xs.subscriptions, sampler: ys.subscriptions)
    }

    @Test func documentedDiagram() throws {
        let leaked = try Resources.countLive {
            // doc:sample-marbles-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("^1-2--3---|")
            let ys = try scheduler.createHotObservable("^-x--x--x---x|")

            let res = scheduler.start { xs.sample(ys) }

            expectEvents(res.events, marble: "--1--2--3---|")
            // doc:sample-marbles-end
        }
        #expect(leaked == 0)
    }

    @Test func defaultValueFillsTicksWithoutANewElement() {
        let leaked = Resources.countLive {
            let outcome = run(
                Self.source + [.completed(400)],
                sampler: Self.ticks + [.next(320, "baz"), .completed(500)],
                defaultValue: 0
            )
            #expect(
                outcome.events == [
                    .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500),
                ])
            #expect(outcome.source == [Subscription(200, 400)])
            #expect(outcome.sampler == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func samplerError() {
        let leaked = Resources.countLive {
            let outcome = run(Self.source + [.completed(400)], sampler: Self.ticks + [.error(320, TestError())])
            #expect(outcome.events == [.next(250, 3), .error(320, TestError())])
            #expect(outcome.source == [Subscription(200, 320)])
            #expect(outcome.sampler == [Subscription(200, 320)])
        }
        #expect(leaked == 0)
    }

    @Test func simple1() {
        let leaked = Resources.countLive {
            let outcome = run(
                Self.source + [.completed(400)], sampler: Self.ticks + [.next(320, "baz"), .completed(500)])
            #expect(outcome.events == [.next(250, 3), .next(320, 6), .completed(500)])
            #expect(outcome.source == [Subscription(200, 400)])
            #expect(outcome.sampler == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func simple2SamplerCompletionIsALastTick() {
        let leaked = Resources.countLive {
            let outcome = run(
                Self.source + [.next(360, 7), .completed(400)],
                sampler: Self.ticks + [.next(320, "baz"), .completed(500)]
            )
            #expect(outcome.events == [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
            #expect(outcome.source == [Subscription(200, 400)])
            #expect(outcome.sampler == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func simple3FirstTickAfterTheSourceCompletedEndsTheResult() {
        let leaked = Resources.countLive {
            let outcome = run(
                Array(Self.source.prefix(4)) + [.completed(300)],
                sampler: Self.ticks + [.next(320, "baz"), .completed(500)]
            )
            #expect(outcome.events == [.next(250, 3), .next(320, 4), .completed(320)])
            #expect(outcome.source == [Subscription(200, 300)])
            #expect(outcome.sampler == [Subscription(200, 320)])
        }
        #expect(leaked == 0)
    }

    @Test func sourceError() {
        let leaked = Resources.countLive {
            let outcome = run(
                Self.source + [.error(320, TestError())],
                sampler: Self.ticks + [.next(300, "baz"), .completed(400)]
            )
            #expect(outcome.events == [.next(250, 3), .next(300, 5), .error(320, TestError())])
            #expect(outcome.source == [Subscription(200, 320)])
            #expect(outcome.sampler == [Subscription(200, 320)])
        }
        #expect(leaked == 0)
    }

    /// RxSwift keeps the source subscribed and never completes once the sampler has completed
    /// first, although no element can ever be emitted again; here the sampler's completion is the
    /// last tick and ends the result.
    @Test func samplerCompletingFirstEndsTheResult() {
        let leaked = Resources.countLive {
            let outcome = run(
                Self.source + [.completed(600)],
                sampler: Self.ticks + [.completed(300)]
            )
            #expect(outcome.events == [.next(250, 3), .next(300, 5), .completed(300)])
            #expect(outcome.source == [Subscription(200, 300)])
            #expect(outcome.sampler == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func disposalEndsBothSubscriptions() {
        let leaked = Resources.countLive {
            let outcome = run(
                Self.source + [.completed(400)],
                sampler: Self.ticks + [.next(320, "baz"), .completed(500)],
                disposed: 255
            )
            #expect(outcome.events == [.next(250, 3)])
            #expect(outcome.source == [Subscription(200, 255)])
            #expect(outcome.sampler == [Subscription(200, 255)])
        }
        #expect(leaked == 0)
    }

    @Test func releasesResourcesOnCompletionAndError() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Observable.just(1).sample(Observable.just(())).subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).sample(Observable<Void>.never()).subscribe(log.observer)
        }
        #expect(leaked == 0)
        // `just(())` ticks and completes right after the source completed: one sample, then the end.
        #expect(log.rendered == "next(1) completed error(test error)")
    }
}
