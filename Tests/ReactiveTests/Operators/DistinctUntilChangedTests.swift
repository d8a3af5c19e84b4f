import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DistinctUntilChangedTests {
    @Test func dropsConsecutiveDuplicates() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
                .next(235, 1), .completed(250),
            ])
            let res = scheduler.start { xs.distinctUntilChanged() }
            #expect(res.events == [.next(210, 2), .next(215, 3), .next(225, 2), .next(235, 1), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func byKeyComparerAndKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "bb"), .next(230, "cc"), .next(240, "d"), .completed(250),
        ])
        #expect(
            scheduler.start { xs.distinctUntilChanged { $0.count } }.events == [
                .next(210, "a"), .next(220, "bb"), .next(240, "d"), .completed(250),
            ]
        )
        let byComparer = TestScheduler(initialClock: 0)
        let ys = byComparer.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4), .completed(250)])
        #expect(
            byComparer.start { ys.distinctUntilChanged { $0 % 2 == $1 % 2 } }.events == [
                .next(210, 1), .next(230, 4), .completed(250),
            ]
        )
        let byKeyPath = TestScheduler(initialClock: 0)
        let zs = byKeyPath.createHotObservable([.next(210, "x"), .next(220, "y"), .next(230, "zz"), .completed(250)])
        #expect(
            byKeyPath.start { zs.distinctUntilChanged(at: \.count) }.events == [
                .next(210, "x"), .next(230, "zz"), .completed(250),
            ]
        )
    }

    @Test func throwingKeySelectorOrComparerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in throw TestError() } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let keyed = TestScheduler(initialClock: 0)
        let ys = keyed.createHotObservable([.next(210, 1), .completed(250)])
        let keyFailure = keyed.start { ys.distinctUntilChanged { (_: Int) -> Int in throw TestError("key") } }
        #expect(keyFailure.events == [.error(210, TestError("key"))])
    }

    @Test func errorsPassAndDisposalStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        #expect(scheduler.start { xs.distinctUntilChanged() }.events == [.next(210, 1), .error(250, TestError())])

        let early = TestScheduler(initialClock: 0)
        let ys = early.createHotObservable([.next(210, 1), .next(260, 2)])
        #expect(early.start(disposed: 250) { ys.distinctUntilChanged() }.events == [.next(210, 1)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }
}
