import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct InfallibleFlatteningTests {
    /// An outer infallible that emits 0 at 210 and 1 at 215 and completes at 300, mapped through
    /// `operation` to two cold inners (A: 100 at +10, 101 at +20, done at +30; B: 200 at +10, done
    /// at +20); returns the events and the inners' subscriptions.
    private func flatten(
        _ operation: @escaping (Infallible<Int>, @escaping (Int) -> Infallible<Int>) -> Infallible<Int>
    ) -> (events: [Recorded<Event<Int>>], inners: [[Subscription]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
        let inners = [
            scheduler.createColdObservable([.next(10, 100), .next(20, 101), .completed(30)]),
            scheduler.createColdObservable([.next(10, 200), .completed(20)]),
        ]
        let res = scheduler.start {
            operation(outer.asInfallible(onErrorJustReturn: -1)) { inners[$0].asInfallible(onErrorJustReturn: -2) }
        }
        return (res.events, inners.map(\.subscriptions))
    }

    @Test func flatMapMergesEveryInner() {
        let result = flatten { outer, inner in outer.flatMap(inner) }
        #expect(result.events == [.next(220, 100), .next(225, 200), .next(230, 101), .completed(300)])
        #expect(result.inners == [[Subscription(210, 240)], [Subscription(215, 235)]])
    }

    @Test func flatMapLatestSwitchesToTheNewestInner() {
        let result = flatten { outer, inner in outer.flatMapLatest(inner) }
        #expect(result.events == [.next(225, 200), .completed(300)])
        #expect(result.inners == [[Subscription(210, 215)], [Subscription(215, 235)]])
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let result = flatten { outer, inner in outer.flatMapFirst(inner) }
        #expect(result.events == [.next(220, 100), .next(230, 101), .completed(300)])
        #expect(result.inners == [[Subscription(210, 240)], []])
    }

    @Test func concatMapRunsTheInnersOneAfterTheOther() {
        let result = flatten { outer, inner in outer.concatMap(inner) }
        #expect(result.events == [.next(220, 100), .next(230, 101), .next(250, 200), .completed(300)])
        #expect(result.inners == [[Subscription(210, 240)], [Subscription(240, 260)]])
    }

    @Test func concatInEachForm() {
        let expected: [Recorded<Event<Int>>] = [
            .next(200, 1), .next(200, 2), .next(200, 3), .completed(200),
        ]
        let first = Infallible.of(1, 2)
        let second = Infallible.just(3)
        #expect(run { first.concat(second) } == expected)
        #expect(run { first.concat(Observable.just(3)) } == expected)
        #expect(run { Infallible.concat(first, second) } == expected)
        #expect(run { Infallible.concat([first, second]) } == expected)
        #expect(run { Infallible.concat(AnySequence([first, second])) } == expected)
    }

    @Test func concatWaitsForTheFirstToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
        }
        #expect(res.events == [.next(210, 1), .next(225, 2), .completed(230)])
        #expect(ys.subscriptions == [Subscription(220, 230)])
    }

    @Test func mergeMergesRatherThanConcatenates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let first = xs.asInfallible(onErrorJustReturn: -1)
        let second = ys.asInfallible(onErrorJustReturn: -1)
        let res = scheduler.start { Infallible.merge([first, second]) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
        #expect(
            run { Infallible.merge(Infallible.just(1), Infallible.just(2)) } == [
                .next(200, 1), .next(200, 2), .completed(200),
            ])
    }
}
