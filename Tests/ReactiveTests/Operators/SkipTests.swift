import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SkipTests {
    @Test func skipCountDropsTheFirstElements() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            let res = scheduler.start { xs.skip(2) }
            #expect(res.events == [.next(230, 3), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func skipCountErrorsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        #expect(scheduler.start { xs.skip(0) }.events == [.next(210, 1), .error(250, TestError())])

        let early = TestScheduler(initialClock: 0)
        let ys = early.createHotObservable([.next(210, 1), .next(260, 2)])
        #expect(early.start(disposed: 250) { ys.skip(0) }.events == [.next(210, 1)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    /// RxSwift's `skip` counts down from the count and lets elements through once it is 0 or less,
    /// so a negative count drops nothing; a port whose count is computed must see the same.
    @Test func aNegativeCountDropsNothingAsInRxSwift() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            let res = scheduler.start { xs.skip(-1) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func skipWhileDropsUntilThePredicateFailsOnce() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(250),
            ])
            let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
            #expect(res.events == [.next(230, 5), .next(240, 1), .completed(250)])
        }
        #expect(leaked == 0)
    }

    @Test func skipWhileThrowingPredicateFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        #expect(scheduler.start { xs.skip(while: { _ in throw TestError() }) }.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }
}
