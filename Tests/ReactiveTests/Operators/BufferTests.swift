import Reactive
import ReactiveTesting
import Testing

/// RxSwift 6's `Observable+BufferTests.swift` (virtual-time cases), ported tick for tick, plus
/// buffers closed only by count or only by time.
@Suite(.leakChecked) struct BufferTests {
    private static var source: [Recorded<Event<Int>>] {
        let times: [TestTime] = [205, 210, 240, 280, 320, 350, 370, 420, 470]
        return times.enumerated().map { Recorded.next($0.element, $0.offset + 1) }
    }

    private func run(
        _ events: [Recorded<Event<Int>>],
        timeSpan: Int = 70,
        count: Int = 3,
        disposed: TestTime = 1000
    ) -> (events: [Recorded<Event<[Int]>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) {
            xs.buffer(timeSpan: .seconds(timeSpan), count: count, scheduler: scheduler)
        }
        return (res.events, xs.subscriptions)
    }

    @Test func documentedDiagram() throws {
        let leaked = try Resources.countLive {
            // doc:buffer-marbles-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("^1-23----4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])

            let res = scheduler.start { xs.buffer(timeSpan: .seconds(4), count: 2, scheduler: scheduler) }

            expectEvents(res.events, marble: "---a---b---[c|]", values: ["a": [1, 2], "b": [3], "c": [4]])
            // doc:buffer-marbles-end
        }
        #expect(leaked == 0)
    }

    @Test func basicEmitsEmptyWindowsAndTheLastOneOnCompletion() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.completed(600)])
            #expect(
                result.events == [
                    .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                    .next(580, []), .next(600, []), .completed(600),
                ])
            #expect(result.subscriptions == [Subscription(200, 600)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorDropsTheOpenWindow() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.error(600, TestError())])
            #expect(
                result.events == [
                    .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                    .next(580, []), .error(600, TestError()),
                ])
            #expect(result.subscriptions == [Subscription(200, 600)])
        }
        #expect(leaked == 0)
    }

    @Test func disposed() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.completed(600)], disposed: 370)
            #expect(result.events == [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
            #expect(result.subscriptions == [Subscription(200, 370)])
        }
        #expect(leaked == 0)
    }

    @Test func onlyCountClosesWindowsWhenTheTimeSpanIsLong() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.completed(600)], timeSpan: 1000, count: 4)
            #expect(
                result.events == [
                    .next(280, [1, 2, 3, 4]), .next(420, [5, 6, 7, 8]), .next(600, [9]), .completed(600),
                ])
        }
        #expect(leaked == 0)
    }

    @Test func onlyTimeClosesWindowsWhenTheCountIsLarge() {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.completed(500)], timeSpan: 100, count: 100)
            #expect(
                result.events == [
                    .next(300, [1, 2, 3, 4]), .next(400, [5, 6, 7]), .next(500, [8, 9]), .completed(500),
                ])
        }
        #expect(leaked == 0)
    }

    /// RxSwift emits a full array when its size equals the count, which a count below 1 never
    /// does: arrays are then cut by time only, as `window` cuts its windows.
    @Test(arguments: [0, -1])
    func aCountBelowOneBuffersByTimeOnly(count: Int) {
        let leaked = Resources.countLive {
            let result = run(Self.source + [.completed(500)], timeSpan: 100, count: count)
            #expect(
                result.events == [
                    .next(300, [1, 2, 3, 4]), .next(400, [5, 6, 7]), .next(500, [8, 9]), .completed(500),
                ])
            #expect(result.subscriptions == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    @Test func releasesResourcesOnCompletionAndError() {
        let log = EventLog<[Int]>()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).buffer(timeSpan: .seconds(0), count: 10, scheduler: scheduler)
                .subscribe(log.observer)
            _ = Observable<Int>.error(TestError()).buffer(timeSpan: .seconds(0), count: 10, scheduler: scheduler)
                .subscribe(log.observer)
            scheduler.start()
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next([1]) completed error(test error)")
    }
}
