import ReactiveTesting
import Testing

@testable import Reactive

/// `Single.zip`: every arity RxSwift has, with a selector and into a tuple, and the collection forms.
@Suite(.leakChecked) struct SingleZipTests {
    private func just(_ element: Int) -> Single<Int> { .just(element) }

    @Test func everyArityCombinesWithASelector() {
        expectNoLeaks {
            let (a, b, c, d, e, f, g, h) = (just(1), just(2), just(3), just(4), just(5), just(6), just(7), just(8))
            var sums: [[Recorded<Event<Int>>]] = []
            sums.append(run { Single.zip(a, b) { $0 + $1 } })
            sums.append(run { Single.zip(a, b, c) { $0 + $1 + $2 } })
            sums.append(run { Single.zip(a, b, c, d) { $0 + $1 + $2 + $3 } })
            sums.append(run { Single.zip(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 } })
            sums.append(run { Single.zip(a, b, c, d, e, f) { [$0, $1, $2, $3, $4, $5].reduce(0, +) } })
            sums.append(run { Single.zip(a, b, c, d, e, f, g) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) } })
            sums.append(run { Single.zip(a, b, c, d, e, f, g, h) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) } })
            #expect(sums == [3, 6, 10, 15, 21, 28, 36].map { [Recorded<Event<Int>>.next(200, $0), .completed(200)] })
        }
    }

    @Test func everyArityCombinesIntoATuple() {
        expectNoLeaks {
            let (a, b, c, d, e, f, g, h) = (just(1), just(2), just(3), just(4), just(5), just(6), just(7), just(8))
            var sums: [[Recorded<Event<Int>>]] = []
            sums.append(run { Single.zip(a, b).map { $0 + $1 } })
            sums.append(run { Single.zip(a, b, c).map { $0 + $1 + $2 } })
            sums.append(run { Single.zip(a, b, c, d).map { $0 + $1 + $2 + $3 } })
            sums.append(run { Single.zip(a, b, c, d, e).map { $0 + $1 + $2 + $3 + $4 } })
            sums.append(run { Single.zip(a, b, c, d, e, f).map { [$0, $1, $2, $3, $4, $5].reduce(0, +) } })
            sums.append(run { Single.zip(a, b, c, d, e, f, g).map { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) } })
            sums.append(
                run { Single.zip(a, b, c, d, e, f, g, h).map { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) } })
            #expect(sums == [3, 6, 10, 15, 21, 28, 36].map { [Recorded<Event<Int>>.next(200, $0), .completed(200)] })
        }
    }

    @Test func theResultWaitsForTheLastSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
            let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 * 10 + $1 } }
            #expect(res.events == [.next(230, 12), .completed(230)])
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
                Single.zip(xs.asSingle(), ys.asSingle(), just(3), just(4), just(5), just(6), just(7)) {
                    _, _, _, _, _, _, _ in 0
                }
            }
            #expect(res.events == [.error(210, TestError())])
            #expect(ys.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func aThrowingSelectorFailsTheResult() {
        expectNoLeaks {
            let thrown = run { Single.zip(just(1), just(2)) { _, _ -> Int in throw TestError() } }
            #expect(thrown == [.error(200, TestError())])
            let eight = run {
                Single.zip(just(1), just(2), just(3), just(4), just(5), just(6), just(7), just(8)) {
                    _, _, _, _, _, _, _, _ -> Int in throw TestError()
                }
            }
            #expect(eight == [.error(200, TestError())])
        }
    }

    @Test func disposingMidStreamDisposesEverySource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
            let res = scheduler.start(disposed: 220) {
                Single.zip(xs.asSingle(), ys.asSingle(), just(3), just(4), just(5), just(6), just(7), just(8))
            }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 210)])
            #expect(ys.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func theCollectionFormsCombineInOrder() {
        expectNoLeaks {
            let singles = [just(1), just(2), just(3)]
            let selected = run { Single.zip(singles) { $0.map(String.init).joined() } }
            #expect(selected == [.next(200, "123"), .completed(200)])
            let arrays = run { Single.zip(singles) }
            #expect(arrays == [.next(200, [1, 2, 3]), .completed(200)])
            let failed = run { Single.zip([just(1), Single.error(TestError())]) }
            #expect(failed == [.error(200, TestError())])
        }
    }

    @Test func anEmptyCollectionSucceedsAtOnce() {
        expectNoLeaks {
            var calls = 0
            let zipped = Single.zip([Single<Int>]()) { (elements: [Int]) -> Int in
                calls += 1
                return elements.count
            }
            #expect(calls == 0)
            let selected = run { zipped }
            #expect(selected == [.next(200, 0), .completed(200)])
            #expect(calls == 1)
            let thrown = run { Single.zip([Single<Int>]()) { (_: [Int]) -> Int in throw TestError() } }
            #expect(thrown == [.error(200, TestError())])
            let arrays = run { Single.zip([Single<Int>]()) }
            #expect(arrays == [.next(200, []), .completed(200)])
        }
    }

    @Test func theCollectionFormDisposesItsSourcesMidStream() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
            let res = scheduler.start(disposed: 220) { Single.zip([xs.asSingle(), ys.asSingle()]) }
            #expect(res.events.isEmpty)
            #expect(ys.subscriptions == [Subscription(200, 220)])
            let done = TestScheduler(initialClock: 0)
            let zs = done.createColdObservable([.next(30, 2), .completed(30)])
            let finished = done.start { Single.zip([just(1), zs.asSingle()]) }
            #expect(finished.events == [.next(230, [1, 2]), .completed(230)])
            #expect(zs.subscriptions == [Subscription(200, 230)])
        }
    }
}
