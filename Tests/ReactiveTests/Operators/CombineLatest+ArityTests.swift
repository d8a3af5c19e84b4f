import ReactiveTesting
import Testing

@testable import Reactive

private let testError = TestError("test error")

/// Ports of RxSwift's Observable+CombineLatestTests+arity.swift for 2 to 8 sources. Every test runs
/// for each arity through the typed overload and, since RxSwift's collection tests
/// (testCombineLatest_NeverN, _willNeverBeAbleToCombineN, _typicalN) expect the same, through the
/// collection overload too, each with and without a result selector.
@Suite(.leakChecked) struct CombineLatestArityTests {
    // testCombineLatest_Never2…6, _NeverN
    @Test(arguments: 2...8, CombiningOverload.all)
    func silentSourcesStaySubscribedUntilDisposal(arity: Int, overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { _ in scheduler.createHotObservable([.next(150, 1)]) }
            let res = scheduler.start { overload.make(.combineLatest, e) { _ in 42 } }
            #expect(res.events == [])
            for source in e {
                #expect(source.subscriptions == [Subscription(200, 1000)])
            }
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_Empty2…6
    @Test(arguments: 2...8, CombiningOverload.all)
    func emptySourcesCompleteTheResultWithTheLastOne(arity: Int, overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in
                scheduler.createHotObservable([.next(150, 1), .completed(200 + 10 * (j + 1))])
            }
            let res = scheduler.start { overload.make(.combineLatest, e) { _ in 42 } }
            #expect(res.events == [.completed(200 + 10 * arity)])
            for (j, source) in e.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 200 + 10 * (j + 1))])
            }
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_SelectorThrows2…6
    @Test(arguments: 2...8, CombiningOverload.all)
    func aThrowingSelectorFailsTheResult(arity: Int, overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in
                scheduler.createHotObservable([.next(150, 1), .next(200 + 10 * (j + 1), j + 1), .completed(400)])
            }
            let res = scheduler.start { overload.make(.combineLatest, e) { _ in throw testError } }
            #expect(res.events == [.error(200 + 10 * arity, testError)])
            for source in e {
                #expect(source.subscriptions == [Subscription(200, 200 + 10 * arity)])
            }
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_WillNeverBeAbleToCombine2…6, _willNeverBeAbleToCombineN
    @Test(arguments: 2...8, CombiningOverload.all)
    func completesWhenTheLastSourceEmitsAfterTheOthersCompletedEmpty(arity: Int, overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var e = (0..<arity - 1).map { j in
                scheduler.createHotObservable([.next(150, 1), .completed(250 + 10 * j)])
            }
            e.append(scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)]))
            let res = scheduler.start { overload.make(.combineLatest, e) { _ in 42 } }
            #expect(res.events == [.completed(500)])
            for (j, source) in e.dropLast().enumerated() {
                #expect(source.subscriptions == [Subscription(200, 250 + 10 * j)])
            }
            #expect(e[arity - 1].subscriptions == [Subscription(200, 500)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_Typical2…6, _typicalN
    @Test(arguments: 2...8, CombiningOverload.all)
    func emitsForEveryElementOnceAllHaveEmitted(arity: Int, overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in
                scheduler.createHotObservable([
                    .next(150, 1), .next(200 + 10 * (j + 1), j + 1), .next(400 + 10 * (j + 1), arity + j + 1),
                    .completed(800),
                ])
            }
            let res = scheduler.start { overload.make(.combineLatest, e, combine: Combining.sum) }
            let sum = arity * (arity + 1) / 2
            var expected: [Recorded<Event<Int>>] = [.next(200 + arity * 10, sum)]
            expected += (1...arity).map { j in .next(400 + 10 * j, sum + j * arity) }
            expected.append(.completed(800))
            #expect(res.events == expected)
            for source in e {
                #expect(source.subscriptions == [Subscription(200, 800)])
            }
        }
        #expect(leaked == 0)
    }

    // Derived: every argument position reaches the selector in order, for each arity.
    @Test(arguments: 2...8, CombiningOverload.all)
    func theSelectorReceivesTheSourcesInArgumentOrder(arity: Int, overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in scheduler.createHotObservable([.next(210 + j, j + 1), .completed(400)]) }
            let res = scheduler.start {
                overload.make(.combineLatest, e) { $0.reduce(0) { $0 * 10 + $1 } }
            }
            let digits = (1...arity).reduce(0) { $0 * 10 + $1 }
            #expect(res.events == [.next(210 + arity - 1, digits), .completed(400)])
        }
        #expect(leaked == 0)
    }
}
