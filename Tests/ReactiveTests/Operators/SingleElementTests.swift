import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SingleElementTests {
    @Test func oneElementIsEmittedAtOnceAndCompletesWithTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
            let res = scheduler.start { xs.single() }
            #expect(res.events == [.next(210, 2), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func aSecondElementFailsWithMoreThanOneElementAndDisposesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
            let res = scheduler.start { xs.single() }
            #expect(res.events == [.next(210, 2), .error(220, RxError.moreThanOneElement)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func anEmptySourceFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        #expect(scheduler.start { xs.single() }.events == [.error(250, RxError.noElements)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func theSourcesErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError())])
        #expect(scheduler.start { xs.single() }.events == [.next(210, 2), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingMidStreamDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        #expect(scheduler.start(disposed: 250) { xs.single() }.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func thePredicateChoosesWhichElementsCount() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 5), .completed(250),
            ])
            let res = scheduler.start { xs.single { $0 % 2 == 0 } }
            #expect(res.events == [.next(220, 2), .completed(250)])
        }
    }

    @Test func aSecondMatchOrNoMatchFails() {
        let many = TestScheduler(initialClock: 0)
        let xs = many.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .completed(250)])
        let manyEvents = many.start { xs.single { $0 % 2 == 0 } }.events
        #expect(manyEvents == [.next(220, 2), .error(230, RxError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 230)])

        let none = TestScheduler(initialClock: 0)
        let ys = none.createHotObservable([.next(210, 1), .completed(250)])
        #expect(none.start { ys.single { $0 % 2 == 0 } }.events == [.error(250, RxError.noElements)])
    }

    @Test func aThrowingPredicateFailsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.single { _ in throw TestError() } }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func anElementSentBackFromTheObserverIsTheSecond() {
        // The element counts before it is delivered, so one the observer sends back in fails.
        let subject = BehaviorSubject(value: 1)
        let log = EventLog<Int>()
        _ = subject.single().subscribe { event in
            log.record(event)
            if case .next(let value) = event { subject.onNext(value + 1) }
        }
        #expect(log.rendered == "next(1) error(\(RxError.moreThanOneElement))")
    }
}
