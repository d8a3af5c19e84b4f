import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SwitchIfEmptyTests {
    private let fallbackEvents: [Recorded<Event<Int>>] = [.next(10, 7), .next(20, 8), .completed(30)]

    @Test func anEmptySourceIsFollowedByTheFallbackSubscribedAtItsCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
            let ys = scheduler.createColdObservable(fallbackEvents)
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            #expect(res.events == [.next(260, 7), .next(270, 8), .completed(280)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(250, 280)])
        }
    }

    @Test func aSourceWithElementsNeverSubscribesTheFallback() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let ys = scheduler.createColdObservable(fallbackEvents)
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            #expect(res.events == [.next(210, 1), .completed(250)])
            #expect(ys.subscriptions == [])
        }
    }

    @Test func theSourcesErrorIsPassedOnWithoutTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let ys = scheduler.createColdObservable(fallbackEvents)
        #expect(scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [])
    }

    @Test func theFallbacksErrorIsPassedOn() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220, Int.self)])
            let ys = scheduler.createColdObservable([.next(10, 7), .error(20, TestError())])
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            #expect(res.events == [.next(230, 7), .error(240, TestError())])
            #expect(ys.subscriptions == [Subscription(220, 240)])
        }
    }

    @Test func disposingDuringTheFallbackDisposesIt() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220, Int.self)])
            let ys = scheduler.createColdObservable(fallbackEvents)
            let res = scheduler.start(disposed: 235) { xs.ifEmpty(switchTo: ys.asObservable()) }
            #expect(res.events == [.next(230, 7)])
            #expect(ys.subscriptions == [Subscription(220, 235)])
        }
    }

    @Test func disposingDuringTheSourceDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(260, Int.self)])
        let ys = scheduler.createColdObservable(fallbackEvents)
        #expect(scheduler.start(disposed: 250) { xs.ifEmpty(switchTo: ys.asObservable()) }.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [])
    }

    @Test func synchronousSourcesRunToTheEndAndReleaseEverything() {
        let log = EventLog<Int>()
        expectNoLeaks {
            _ = Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)).subscribe(log.observer)
            _ = Observable.just(3).ifEmpty(switchTo: .just(9)).subscribe(log.observer)
            _ = Observable<Int>.empty().ifEmpty(switchTo: .error(TestError())).subscribe(log.observer)
        }
        #expect(log.rendered == "next(1) next(2) completed next(3) completed error(test error)")
    }
}
