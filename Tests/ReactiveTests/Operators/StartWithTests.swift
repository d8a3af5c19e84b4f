import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct StartWithTests {
    @Test func emitsThePrefixAtSubscriptionThenTheSource() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
            let res = scheduler.start { xs.startWith(0, 1) }
            #expect(res.events == [.next(200, 0), .next(200, 1), .next(220, 2), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func errorsAndDisposalPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError())] as [Recorded<Event<Int>>])
        #expect(scheduler.start { xs.startWith(0) }.events == [.next(200, 0), .error(250, TestError())])

        let early = TestScheduler(initialClock: 0)
        let ys = early.createHotObservable([.next(260, 1)])
        #expect(early.start(disposed: 250) { ys.startWith(0) }.events == [.next(200, 0)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }
}
