import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct TakeLastTests {
    @Test func emitsTheLastElementsInOrderAtTheSourcesCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
                .completed(300),
            ])
            let res = scheduler.start { xs.takeLast(3) }
            #expect(res.events == [.next(300, 3), .next(300, 4), .next(300, 5), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func fewerElementsThanTheCountAreAllEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        #expect(scheduler.start { xs.takeLast(5) }.events == [.next(300, 1), .next(300, 2), .completed(300)])
    }

    @Test func zeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        #expect(scheduler.start { xs.takeLast(0) }.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func anErrorDropsTheKeptElements() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, TestError())])
            #expect(scheduler.start { xs.takeLast(1) }.events == [.error(300, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func disposingMidStreamEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        #expect(scheduler.start(disposed: 250) { xs.takeLast(1) }.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func aNegativeCountFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let log = EventLog<Int>()
        _ = xs.takeLast(-1).subscribe(log.observer)
        #expect(log.rendered == "error(Argument out of range.)")
        #expect(xs.subscriptions.isEmpty)
    }

    @Test func theRingKeepsOrderAcrossManyWraps() {
        let log = EventLog<Int>()
        expectNoLeaks {
            _ = Observable.range(start: 0, count: 1003).takeLast(4).subscribe(log.observer)
        }
        #expect(log.rendered == "next(999) next(1000) next(1001) next(1002) completed")
    }

    @Test func disposingWhileTheElementsGoOutStopsThem() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: (any Disposable)?
        expectNoLeaks {
            subscription = subject.takeLast(3).subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
            for value in 1...5 { subject.onNext(value) }
            subject.onCompleted()
            subscription = nil
        }
        #expect(received == [3])
    }
}
