import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ScanTests {
    @Test func emitsEveryAccumulation() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
            let res = scheduler.start { xs.scan(10) { $0 + $1 } }
            #expect(res.events == [.next(210, 12), .next(220, 15), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func scanIntoMutatesInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        #expect(res.events == [.next(210, [1]), .next(220, [1, 2]), .completed(250)])
    }

    @Test func aThrowingAccumulatorFailsAndErrorsPassAndDisposalStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.scan(0) { sum, value in
                if value == 2 { throw TestError() }
                return sum + value
            }
        }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(230, TestError())])
        #expect(failing.start { ys.scan(0, accumulator: +) }.events == [.next(210, 1), .error(230, TestError())])

        let early = TestScheduler(initialClock: 0)
        let zs = early.createHotObservable([.next(210, 1), .next(260, 2)])
        #expect(early.start(disposed: 250) { zs.scan(0, accumulator: +) }.events == [.next(210, 1)])
    }
}
