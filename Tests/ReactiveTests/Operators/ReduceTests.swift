import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ReduceTests {
    @Test func emitsTheFoldWithCompletion() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
            let res = scheduler.start { xs.reduce(42, accumulator: +) }
            #expect(res.events == [.next(250, 47), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func emptySourceEmitsTheSeedMapped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.reduce(42, accumulator: +) { "\($0)" } }
        #expect(res.events == [.next(250, "42"), .completed(250)])
    }

    @Test func throwingAccumulatorOrMapResultFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.reduce(0, accumulator: { _, _ in throw TestError("acc") }) }
        #expect(res.events == [.error(210, TestError("acc"))])
        #expect(xs.subscriptions == [Subscription(200, 210)])

        let mapping = TestScheduler(initialClock: 0)
        let ys = mapping.createHotObservable([.next(210, 2), .completed(250)])
        let mapped = mapping.start { ys.reduce(0, accumulator: +) { _ -> Int in throw TestError("map") } }
        #expect(mapped.events == [.error(250, TestError("map"))])
    }

    @Test func errorsPassAndDisposalStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError())])
        #expect(scheduler.start { xs.reduce(0, accumulator: +) }.events == [.error(250, TestError())])

        let early = TestScheduler(initialClock: 0)
        let ys = early.createHotObservable([.next(210, 2), .completed(300)])
        #expect(early.start(disposed: 250) { ys.reduce(0, accumulator: +) }.events.isEmpty)
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }
}
