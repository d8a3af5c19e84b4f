import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SkipUntilTests {
    @Test func emitsAfterTheOtherEmits() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let l = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
            ])
            let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
            let res = scheduler.start { l.skip(until: r) }
            #expect(res.events == [.next(230, 4), .next(240, 5), .completed(250)])
            #expect(l.subscriptions == [Subscription(200, 250)])
            #expect(r.subscriptions == [Subscription(200, 225)])
        }
        #expect(leaked == 0)
    }

    @Test func sourceCompletingFirstEndsWithoutCompletedAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events.isEmpty)
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 250)])
    }

    @Test func errorsFromEitherSideFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let r = scheduler.createHotObservable([.error(225, TestError())] as [Recorded<Event<Int>>])
        #expect(scheduler.start { l.skip(until: r) }.events == [.error(225, TestError())])
        #expect(l.subscriptions == [Subscription(200, 225)])

        let sourceFails = TestScheduler(initialClock: 0)
        let ls = sourceFails.createHotObservable([.next(210, 2), .error(230, TestError("source"))])
        let rs = sourceFails.createHotObservable([.next(205, 1)])
        #expect(sourceFails.start { ls.skip(until: rs) }.events == [.next(210, 2), .error(230, TestError("source"))])
    }

    @Test func disposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let r = scheduler.createHotObservable([.next(205, 1)])
        #expect(scheduler.start(disposed: 250) { l.skip(until: r) }.events == [.next(210, 2)])
        #expect(l.subscriptions == [Subscription(200, 250)])
    }
}
