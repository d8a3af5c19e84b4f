import ReactiveTesting
import Testing

@testable import Reactive

/// `Maybe.zip`: every arity RxSwift has, with a selector and into a tuple.
@Suite(.leakChecked) struct MaybeZipTests {
    private func just(_ element: Int) -> Maybe<Int> { .just(element) }

    @Test func everyArityCombinesWithASelector() {
        expectNoLeaks {
            let (a, b, c, d, e, f, g, h) = (just(1), just(2), just(3), just(4), just(5), just(6), just(7), just(8))
            var sums: [[Recorded<Event<Int>>]] = []
            sums.append(run { Maybe.zip(a, b) { $0 + $1 } })
            sums.append(run { Maybe.zip(a, b, c) { $0 + $1 + $2 } })
            sums.append(run { Maybe.zip(a, b, c, d) { $0 + $1 + $2 + $3 } })
            sums.append(run { Maybe.zip(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 } })
            sums.append(run { Maybe.zip(a, b, c, d, e, f) { [$0, $1, $2, $3, $4, $5].reduce(0, +) } })
            sums.append(run { Maybe.zip(a, b, c, d, e, f, g) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) } })
            sums.append(run { Maybe.zip(a, b, c, d, e, f, g, h) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) } })
            #expect(sums == [3, 6, 10, 15, 21, 28, 36].map { [Recorded<Event<Int>>.next(200, $0), .completed(200)] })
        }
    }

    @Test func everyArityCombinesIntoATuple() {
        expectNoLeaks {
            let (a, b, c, d, e, f, g, h) = (just(1), just(2), just(3), just(4), just(5), just(6), just(7), just(8))
            var sums: [[Recorded<Event<Int>>]] = []
            sums.append(run { Maybe.zip(a, b).map { $0 + $1 } })
            sums.append(run { Maybe.zip(a, b, c).map { $0 + $1 + $2 } })
            sums.append(run { Maybe.zip(a, b, c, d).map { $0 + $1 + $2 + $3 } })
            sums.append(run { Maybe.zip(a, b, c, d, e).map { $0 + $1 + $2 + $3 + $4 } })
            sums.append(run { Maybe.zip(a, b, c, d, e, f).map { [$0, $1, $2, $3, $4, $5].reduce(0, +) } })
            sums.append(run { Maybe.zip(a, b, c, d, e, f, g).map { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) } })
            sums.append(
                run { Maybe.zip(a, b, c, d, e, f, g, h).map { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) } })
            #expect(sums == [3, 6, 10, 15, 21, 28, 36].map { [Recorded<Event<Int>>.next(200, $0), .completed(200)] })
        }
    }

    @Test func anEmptySourceCompletesTheResultOnceEverySourceHasCompleted() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
            let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
            let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
            #expect(res.events == [.completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 210)])
            #expect(ys.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func aFailingSourceFailsTheResultAndDisposesTheOthers() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
            let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
            let res = scheduler.start {
                Maybe.zip(xs.asMaybe(), ys.asMaybe(), just(3), just(4), just(5), just(6), just(7), just(8)) {
                    _, _, _, _, _, _, _, _ in 0
                }
            }
            #expect(res.events == [.error(210, TestError())])
            #expect(ys.subscriptions == [Subscription(200, 210)])
            let thrown = run { Maybe.zip(just(1), just(2), just(3)) { _, _, _ -> Int in throw TestError() } }
            #expect(thrown == [.error(200, TestError())])
        }
    }

    @Test func disposingMidStreamDisposesEverySource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
            let res = scheduler.start(disposed: 220) {
                Maybe.zip(xs.asMaybe(), ys.asMaybe(), just(3), just(4), just(5), just(6), just(7)) {
                    _, _, _, _, _, _, _ in 0
                }
            }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 210)])
            #expect(ys.subscriptions == [Subscription(200, 220)])
        }
    }
}
