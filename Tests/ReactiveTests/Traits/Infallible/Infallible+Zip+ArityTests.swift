import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct InfallibleZipArityTests {
    /// An infallible of `values`, one per tick from tick 1, completing the tick after.
    private func numbers(_ scheduler: TestScheduler, _ values: Int...) -> Infallible<Int> {
        var events: [Recorded<Event<Int>>] = values.enumerated().map { .next(TestTime($0.offset + 1), $0.element) }
        events.append(.completed(TestTime(values.count + 1)))
        return scheduler.createColdObservable(events).asInfallible(onErrorJustReturn: -1)
    }

    /// Runs `build` from tick 0 to 100 and returns the events.
    private func zipped(_ build: @escaping (TestScheduler) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        return scheduler.start(created: 0, subscribed: 0, disposed: 100) { build(scheduler) }.events
    }

    @Test func everyArityPairsElementsByIndex() {
        // Each source but the first has one element more, so pairing stops with the first; the
        // result completes when every source has.
        #expect(
            zipped { s in Infallible.zip(numbers(s, 1), numbers(s, 1, 9)) { $0 + $1 } } == [.next(1, 2), .completed(3)])
        #expect(
            zipped { s in Infallible.zip(numbers(s, 1), numbers(s, 1, 9), numbers(s, 1)) { $0 + $1 + $2 } }
                == [.next(1, 3), .completed(3)]
        )
        #expect(
            zipped { s in
                Infallible.zip(numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1)) { $0 + $1 + $2 + $3 }
            } == [.next(1, 4), .completed(2)]
        )
        #expect(
            zipped { s in
                Infallible.zip(numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1)) {
                    [$0, $1, $2, $3, $4].reduce(0, +)
                }
            } == [.next(1, 5), .completed(2)]
        )
        #expect(
            zipped { s in
                Infallible.zip(numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1))
                {
                    [$0, $1, $2, $3, $4, $5].reduce(0, +)
                }
            } == [.next(1, 6), .completed(2)]
        )
        #expect(
            zipped { s in
                Infallible.zip(
                    numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1),
                    numbers(s, 1)
                ) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }
            } == [.next(1, 7), .completed(2)]
        )
        #expect(
            zipped { s in
                Infallible.zip(
                    numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1),
                    numbers(s, 1), numbers(s, 1), numbers(s, 1), numbers(s, 1, 2)
                ) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
            } == [.next(1, 8), .completed(3)]
        )
    }

    @Test func aFailingSourceEndsWithItsFallbackAndDisposingStopsEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(240, TestError())])
        let res = scheduler.start(disposed: 250) {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -10)) { $0 + $1 }
        }
        #expect(res.events == [.next(220, 11), .next(240, -8)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }
}
