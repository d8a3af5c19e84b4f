import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct FilterTests {
    @Test func passesOnlyMatchingElements() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(110, 1), .next(210, 2), .next(230, 3), .next(270, 4), .next(340, 5), .completed(600),
            ])
            let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
            #expect(res.events == [.next(210, 2), .next(270, 4), .completed(600)])
            #expect(xs.subscriptions == [Subscription(200, 600)])
        }
        #expect(leaked == 0)
    }

    @Test func aThrowingPredicateFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(600)])
        let res = scheduler.start {
            xs.filter { value in
                if value == 3 { throw TestError() }
                return true
            }
        }
        #expect(res.events == [.next(210, 2), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func passesErrorsAndStopsOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError())])
        #expect(scheduler.start { xs.filter { _ in true } }.events == [.next(210, 2), .error(300, TestError())])

        let early = TestScheduler(initialClock: 0)
        let ys = early.createHotObservable([.next(210, 2), .next(260, 4)])
        #expect(early.start(disposed: 250) { ys.filter { _ in true } }.events == [.next(210, 2)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func ignoreElementsKeepsOnlyTheStopEvent() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { xs.ignoreElements() }
            #expect(res.events == [.completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])

            let failing = TestScheduler(initialClock: 0)
            let ys = failing.createHotObservable([.next(210, 1), .error(250, TestError())])
            #expect(failing.start { ys.ignoreElements() }.events == [.error(250, TestError())])
        }
        #expect(leaked == 0)
    }
}
