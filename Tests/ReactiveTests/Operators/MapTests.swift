import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct MapTests {
    @Test func mapsEveryElementAndPassesCompletion() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
            let res = scheduler.start { xs.map { $0 * 10 } }
            #expect(res.events == [.next(210, 20), .next(220, 30), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func passesTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError())])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(210, 20), .error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func aThrowingTransformFailsAndDisposesUpstream() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start {
                xs.map { value -> Int in
                    if value == 2 { throw TestError("transform") }
                    return value
                }
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError("transform"))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func compactMapDropsNilResults() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
            let res = scheduler.start { xs.compactMap { Int($0) } }
            #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    @Test func compactMapThrowingAndErrorsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "boom"), .completed(300)])
        let res = scheduler.start {
            xs.compactMap { text -> Int? in
                if text == "boom" { throw TestError("boom") }
                return Int(text)
            }
        }
        #expect(res.events == [.next(210, 1), .error(220, TestError("boom"))])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, "1"), .error(220, TestError())])
        #expect(failing.start { ys.compactMap { Int($0) } }.events == [.next(210, 1), .error(220, TestError())])

        let disposed = TestScheduler(initialClock: 0)
        let zs = disposed.createHotObservable([.next(210, "1"), .next(260, "2")])
        #expect(disposed.start(disposed: 250) { zs.compactMap { Int($0) } }.events == [.next(210, 1)])
        #expect(zs.subscriptions == [Subscription(200, 250)])
    }
}
