import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ConcatTests {
    @Test func subscribesTheNextSourceWhenThePreviousCompletes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
            #expect(xs1.subscriptions == [Subscription(200, 230)])
            #expect(xs2.subscriptions == [Subscription(230, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorStopsTheConcatenation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs1.concat(xs2) }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs2.subscriptions.isEmpty)
    }

    @Test func disposingMidStreamDisposesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .next(50, 4), .completed(60)])
        let res = scheduler.start(disposed: 240) { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(230, 3)])
        #expect(xs2.subscriptions == [Subscription(220, 240)])
    }

    @Test func concatOfJustsEqualsFrom() {
        let fromLog = EventLog<Int>()
        let concatLog = EventLog<Int>()
        _ = Observable.from([1, 2, 3]).subscribe(fromLog.observer)
        _ = Observable.concat([1, 2, 3].map { Observable.just($0) }).subscribe(concatLog.observer)
        #expect(concatLog.rendered == fromLog.rendered)
    }

    @Test func iteratesALazySequenceOneSourceAtATimeInConstantStack() {
        var made = 0
        let sources = (0..<100_000).lazy.map { index -> Observable<Int> in
            made += 1
            return .just(index)
        }
        var count = 0
        _ = Observable.concat(sources).subscribe(onNext: { _ in count += 1 })
        #expect(count == 100_000)
        #expect(made == 100_000)
    }

    @Test func concatOfInnerObservablesWaitsForEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .next(270, 2), .completed(280)])
    }
}
