import ReactiveTesting
import Testing

@testable import Reactive

// The ported RxSwift cases (Infallible+CombineLatestTests+arity), plus the timeline and tuple forms.
@Suite(.leakChecked) struct InfallibleCombineLatestArityTests {
    /// A cold source of one element, `value`, at `at` ticks after subscribing, that never ends.
    private func one(_ scheduler: TestScheduler, _ value: Int, at time: TestTime = 1) -> Infallible<Int> {
        scheduler.createColdObservable([.next(time, value)]).asInfallible(onErrorFallbackTo: .never())
    }

    /// Runs `build` from tick 0 to 100 and returns the events.
    private func combine(_ build: @escaping (TestScheduler) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        return scheduler.start(created: 0, subscribed: 0, disposed: 100) { build(scheduler) }.events
    }

    @Test func everyArityCombinesWithASelector() {
        #expect(combine { s in Infallible.combineLatest(one(s, 1), one(s, 2)) { $0 + $1 } } == [.next(1, 3)])
        #expect(
            combine { s in Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3)) { $0 + $1 + $2 } } == [.next(1, 6)]
        )
        #expect(
            combine { s in Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4)) { $0 + $1 + $2 + $3 } }
                == [.next(1, 10)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5)) {
                    [$0, $1, $2, $3, $4].reduce(0, +)
                }
            } == [.next(1, 15)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5), one(s, 6)) {
                    [$0, $1, $2, $3, $4, $5].reduce(0, +)
                }
            } == [.next(1, 21)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5), one(s, 6), one(s, 7)) {
                    [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
                }
            } == [.next(1, 28)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(
                    one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5), one(s, 6), one(s, 7), one(s, 8)
                ) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
            } == [.next(1, 36)]
        )
    }

    @Test func everyArityCombinesIntoTuples() {
        #expect(combine { s in Infallible.combineLatest(one(s, 1), one(s, 2)).map { $0 + $1 } } == [.next(1, 3)])
        #expect(
            combine { s in Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3)).map { $0 + $1 + $2 } } == [
                .next(1, 6)
            ])
        #expect(
            combine { s in
                Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4)).map { $0 + $1 + $2 + $3 }
            }
                == [.next(1, 10)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5)).map {
                    [$0, $1, $2, $3, $4].reduce(0, +)
                }
            } == [.next(1, 15)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5), one(s, 6))
                    .map { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
            } == [.next(1, 21)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5), one(s, 6), one(s, 7))
                    .map { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }
            } == [.next(1, 28)]
        )
        #expect(
            combine { s in
                Infallible.combineLatest(
                    one(s, 1), one(s, 2), one(s, 3), one(s, 4), one(s, 5), one(s, 6), one(s, 7), one(s, 8)
                ).map { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
            } == [.next(1, 36)]
        )
    }

    @Test func theLatestElementsAreCombinedOnEachEmission() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(240, TestError())])
        let res = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -10)) {
                $0 + $1
            }
        }
        #expect(res.events == [.next(220, 11), .next(230, 12), .next(240, -8), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposingMidStreamDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let res = scheduler.start(disposed: 225) {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -1))
                .map { $0 + $1 }
        }
        #expect(res.events == [.next(220, 11)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(ys.subscriptions == [Subscription(200, 225)])
    }
}
