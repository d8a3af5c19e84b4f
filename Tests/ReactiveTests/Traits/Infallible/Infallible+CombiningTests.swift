import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct InfallibleCombiningTests {
    /// Two hot sources as infallibles: xs emits 1 at 210 and 2 at 230, ys 10 at 220 and 20 at 240;
    /// xs fails at 250 (fallback -1), ys completes at 260.
    private func combine<Result>(
        _ operation: @escaping (Infallible<Int>, Infallible<Int>) -> Infallible<Result>
    ) -> (events: [Recorded<Event<Result>>], subscriptions: [[Subscription]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError())])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
        let res = scheduler.start {
            operation(xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -10))
        }
        return (res.events, [xs.subscriptions, ys.subscriptions])
    }

    @Test func combineLatestOfACollection() {
        let summed = combine { Infallible.combineLatest([$0, $1]) { $0.reduce(0, +) } }
        #expect(summed.events == [.next(220, 11), .next(230, 12), .next(240, 22), .next(250, 19), .completed(260)])
        #expect(summed.subscriptions == [[Subscription(200, 250)], [Subscription(200, 260)]])
        let arrays = combine { Infallible.combineLatest([$0, $1]) }
        #expect(arrays.events.first == .next(220, [1, 10]))
        #expect(arrays.events.count == 5)
    }

    @Test func combineLatestOfACollectionDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let sources = [xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -1)]
        let res = scheduler.start(disposed: 225) { Infallible.combineLatest(sources) }
        #expect(res.events == [.next(220, [1, 10])])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(ys.subscriptions == [Subscription(200, 225)])
    }

    @Test func withLatestFromSamplesTheSecondSequence() {
        let combined = combine { first, second in first.withLatestFrom(second) { "\($0)/\($1)" } }
        #expect(combined.events == [.next(230, "2/10"), .next(250, "-1/20"), .completed(250)])
        #expect(combined.subscriptions == [[Subscription(200, 250)], [Subscription(200, 250)]])
        let latest = combine { first, second in first.withLatestFrom(second) }
        #expect(latest.events == [.next(230, 10), .next(250, 20), .completed(250)])
    }
}
