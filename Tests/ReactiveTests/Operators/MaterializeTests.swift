import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct MaterializeTests {
    @Test func turnsEveryEventIntoAnElementAndCompletes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
            let res = scheduler.start { xs.materialize() }
            #expect(
                res.events == [
                    .next(210, Event.next(2)), .next(220, Event.next(3)), .next(250, Event<Int>.completed),
                    .completed(250),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorBecomesAnElementFollowedByCompletion() {
        // doc:materialize-error-begin
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError())])
        let res = scheduler.start { xs.materialize() }
        #expect(res.events == [.next(210, Event.next(2)), .next(250, Event<Int>.error(TestError())), .completed(250)])
        // doc:materialize-error-end
    }

    @Test func disposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 250) { xs.materialize() }
        #expect(res.events == [.next(210, Event.next(2))])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func dematerializeIsTheInverse() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Event.next(2)), .next(220, Event<Int>.error(TestError())), .next(230, Event.next(3)),
            ])
            let res = scheduler.start { xs.dematerialize() }
            #expect(res.events == [.next(210, 2), .error(220, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 220)])

            let roundTrip = TestScheduler(initialClock: 0)
            let ys = roundTrip.createHotObservable([.next(210, 1), .completed(250)])
            #expect(roundTrip.start { ys.materialize().dematerialize() }.events == [.next(210, 1), .completed(250)])
        }
        #expect(leaked == 0)
    }

    @Test func dematerializePassesTheOuterStopEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(2)), .error(230, TestError("outer"))])
        #expect(scheduler.start { xs.dematerialize() }.events == [.next(210, 2), .error(230, TestError("outer"))])
    }
}
