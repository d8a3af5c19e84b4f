import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SharedSequenceCombineLatestArityTests {
    /// Runs `build` with drivers of one element each (`n` at 210 + n) and returns the events.
    private func combine(_ build: @escaping ([Driver<Int>]) -> Driver<Int>) -> [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = []
        withSharingScheduler { scheduler in
            let drivers = (1...8).map { n in
                scheduler.createHotObservable([.next(TestTime(210 + n), n), .completed(300)])
                    .asDriver(onErrorJustReturn: -1)
            }
            events = scheduler.start { build(drivers) }.events
        }
        return events
    }

    @Test func everyArityCombinesWithASelector() {
        #expect(combine { d in Driver.combineLatest(d[0], d[1]) { $0 + $1 } } == [.next(212, 3), .completed(300)])
        #expect(combine { d in Driver.combineLatest(d[0], d[1], d[2]) { $0 + $1 + $2 } }.first == .next(213, 6))
        #expect(
            combine { d in Driver.combineLatest(d[0], d[1], d[2], d[3]) { $0 + $1 + $2 + $3 } }.first == .next(214, 10))
        #expect(
            combine { d in Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]) { [$0, $1, $2, $3, $4].reduce(0, +) } }
                .first == .next(215, 15)
        )
        #expect(
            combine { d in
                Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
            }.first == .next(216, 21)
        )
        #expect(
            combine { d in
                Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) {
                    [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
                }
            }.first == .next(217, 28)
        )
        #expect(
            combine { d in
                Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
                }
            } == [.next(218, 36), .completed(300)]
        )
    }

    @Test func everyArityCombinesIntoTuples() {
        #expect(combine { d in Driver.combineLatest(d[0], d[1]).map { $0 + $1 } }.first == .next(212, 3))
        #expect(combine { d in Driver.combineLatest(d[0], d[1], d[2]).map { $0 + $1 + $2 } }.first == .next(213, 6))
        #expect(
            combine { d in Driver.combineLatest(d[0], d[1], d[2], d[3]).map { $0 + $1 + $2 + $3 } }.first
                == .next(214, 10))
        #expect(
            combine { d in Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]).map { [$0, $1, $2, $3, $4].reduce(0, +) }
            }
            .first == .next(215, 15)
        )
        #expect(
            combine { d in
                Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]).map { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
            }.first == .next(216, 21)
        )
        #expect(
            combine { d in
                Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]).map {
                    [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
                }
            }.first == .next(217, 28)
        )
        #expect(
            combine { d in
                Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7])
                    .map { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
            } == [.next(218, 36), .completed(300)]
        )
    }

    @Test func disposingMidStreamDisposesEverySource() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let ys = scheduler.createHotObservable([.next(220, 10)])
            let res = scheduler.start(disposed: 225) {
                Driver.combineLatest(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)) { $0 + $1 }
            }
            #expect(res.events == [.next(220, 11)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
            #expect(ys.subscriptions == [Subscription(200, 225)])
        }
    }
}
