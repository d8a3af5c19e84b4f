import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DefaultIfEmptyTests {
    @Test func anEmptySourceGetsTheDefaultAtItsCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
            let res = scheduler.start { xs.ifEmpty(default: 9) }
            #expect(res.events == [.next(250, 9), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func aSourceWithElementsPassesUnchanged() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            let res = scheduler.start { xs.ifEmpty(default: 9) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func anErrorFromAnEmptySourceIsPassedOnWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
        #expect(scheduler.start { xs.ifEmpty(default: 9) }.events == [.error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingMidStreamEmitsNoDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(260, Int.self)])
        #expect(scheduler.start(disposed: 250) { xs.ifEmpty(default: 9) }.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func eachSubscriptionJudgesEmptinessAnew() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        expectNoLeaks {
            let withDefault = subject.ifEmpty(default: 9)
            _ = withDefault.subscribe(log.observer)
            subject.onNext(1)
            _ = withDefault.subscribe(log.observer)
            subject.onCompleted()
        }
        #expect(log.rendered == "next(1) completed next(9) completed")
    }
}
