import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct MergeTests {
    /// The outer timeline RxSwift's flatMap/flatMapFirst tests use: inners overlap in time.
    private func overlappingInners(_ scheduler: TestScheduler) -> TestableObservable<TestableObservable<Int>> {
        scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([.error(1, TestError())])),
            .next(105, scheduler.createColdObservable([.error(1, TestError())])),
            .next(
                300,
                scheduler.createColdObservable([
                    .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460),
                ])
            ),
            .next(400, scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)])),
            .next(
                550,
                scheduler.createColdObservable([
                    .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410),
                ])
            ),
            .next(750, scheduler.createColdObservable([.completed(40)])),
            .next(850, scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)])),
            .completed(900),
        ])
    }

    private func innerSubscriptions(_ xs: TestableObservable<TestableObservable<Int>>) -> [[Subscription]] {
        xs.recordedEvents.compactMap { $0.value.element?.subscriptions }
    }

    @Test func flatMapMergesEveryInnerAndCompletesAfterTheLastOne() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = overlappingInners(scheduler)
            let res = scheduler.start { xs.flatMap { $0 } }
            #expect(
                res.events == [
                    .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301),
                    .next(580, 202), .next(590, 203), .next(600, 302), .next(620, 303), .next(740, 106),
                    .next(810, 304), .next(860, 305), .next(930, 401), .next(940, 402), .completed(960),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 900)])
            #expect(
                innerSubscriptions(xs) == [
                    [], [], [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 960)],
                    [Subscription(750, 790)], [Subscription(850, 950)],
                ]
            )
        }
        #expect(leaked == 0)
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = overlappingInners(scheduler)
            let res = scheduler.start { xs.flatMapFirst { $0 } }
            #expect(
                res.events == [
                    .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                    .next(930, 401), .next(940, 402), .completed(950),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 900)])
            #expect(
                innerSubscriptions(xs) == [[], [], [Subscription(300, 760)], [], [], [], [Subscription(850, 950)]]
            )
        }
        #expect(leaked == 0)
    }

    @Test func flatMapFailsOnAnInnerErrorAndDisposesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let endless = scheduler.createColdObservable([.next(5, 9)])
        let xs = scheduler.createHotObservable([.next(300, endless), .next(310, failing), .completed(400)])
        let res = scheduler.start { xs.flatMap { $0 } }
        #expect(res.events == [.next(305, 9), .next(320, 1), .error(330, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 330)])
        #expect(endless.subscriptions == [Subscription(300, 330)])
        #expect(failing.subscriptions == [Subscription(310, 330)])
    }

    @Test func flatMapSelectorThrowingFailsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                if value == 2 { throw TestError("selector") }
                return .never()
            }
        }
        #expect(res.events == [.error(220, TestError("selector"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func flatMapDisposedMidStreamDisposesEveryInner() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = overlappingInners(scheduler)
            let res = scheduler.start(disposed: 700) { xs.flatMap { $0 } }
            #expect(res.events.last == .next(620, 303))
            #expect(innerSubscriptions(xs)[2] == [Subscription(300, 700)])
            #expect(innerSubscriptions(xs)[4] == [Subscription(550, 700)])
        }
        #expect(leaked == 0)
    }

    @Test func mergeWithMaxConcurrentQueuesInnersInOrder() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)])
            let ys2 = scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(200)])
            let ys3 = scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), .completed(130)])
            let ys4 = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
            let xs = scheduler.createHotObservable([
                .next(210, ys1), .next(260, ys2), .next(270, ys3), .next(320, ys4), .completed(400),
            ])
            let res = scheduler.start { xs.merge(maxConcurrent: 2) }
            #expect(
                res.events == [
                    .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                    .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 400)])
            #expect(ys1.subscriptions == [Subscription(210, 350)])
            #expect(ys2.subscriptions == [Subscription(260, 460)])
            #expect(ys3.subscriptions == [Subscription(350, 480)])
            #expect(ys4.subscriptions == [Subscription(460, 760)])
        }
        #expect(leaked == 0)
    }

    @Test func mergeMaxConcurrentMustBePositive() {
        let log = EventLog<Int>()
        _ = Observable.of(Observable.just(1)).merge(maxConcurrent: 0).subscribe(log.observer)
        #expect(log.rendered == "error(Argument out of range.)")
    }

    @Test func concatMapSubscribesEachInnerAfterThePreviousCompleted() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 102), .completed(20)])
            let ys2 = scheduler.createColdObservable([.next(20, 202), .completed(25)])
            let xs = scheduler.createHotObservable([.next(250, ys1), .next(300, ys2), .completed(900)])
            let res = scheduler.start { xs.concatMap { $0 } }
            #expect(res.events == [.next(260, 102), .next(320, 202), .completed(900)])
            #expect(ys1.subscriptions == [Subscription(250, 270)])
            #expect(ys2.subscriptions == [Subscription(300, 325)])
        }
        #expect(leaked == 0)
    }

    @Test func concatMapWaitsForTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
        let res = scheduler.start { xs.concatMap { $0 } }
        #expect(res.events == [.next(220, 1), .next(320, 2), .completed(330)])
        #expect(ys2.subscriptions == [Subscription(310, 330)])
    }

    @Test func staticMergeCompletesWhenEverySourceCompleted() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let b = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(270)])
            let res = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(260, 3), .completed(270)])
            #expect(a.subscriptions == [Subscription(200, 250)])
            #expect(b.subscriptions == [Subscription(200, 270)])
        }
        #expect(leaked == 0)
    }

    @Test func instanceMergeWithOthersAndEmptyMerge() {
        let log = EventLog<Int>()
        _ = Observable.just(1).merge(with: .just(2), .just(3)).subscribe(log.observer)
        #expect(log.rendered == "next(1) next(2) next(3) completed")
        let empty = EventLog<Int>()
        _ = Observable<Int>.merge([Observable<Int>]()).subscribe(empty.observer)
        #expect(empty.rendered == "completed")
    }

    // An inner that ends while being subscribed leaves its object to the next inner (see
    // `MergeSink.keepAsSpare`); these pin what that must not change.

    @Test func flatMapDisposingReachesInnersThatFollowOnesThatEndedAtOnce() {
        expectNoLeaks {
            let outer = PublishSubject<Int>()
            let live = [PublishSubject<Int>(), PublishSubject<Int>()]
            let log = StringEventLog<Int>()
            let subscription = outer.flatMap { $0 < 2 ? Observable.just($0) : live[$0 - 2].asObservable() }
                .record(into: log)
            for value in 0..<4 { outer.onNext(value) }
            live[1].onNext(30)
            live[0].onNext(20)
            #expect(live[0].hasObservers && live[1].hasObservers)
            subscription.dispose()
            #expect(!live[0].hasObservers && !live[1].hasObservers)
            #expect(log.events == ["next(0)", "next(1)", "next(30)", "next(20)"])
        }
    }

    @Test func flatMapCompletesOnceEveryInnerEndedWhetherReusedOrNot() {
        expectNoLeaks {
            let outer = PublishSubject<Int>()
            let keeping = HandlerKeepingObservable(emitting: 7)
            let log = StringEventLog<Int>()
            let subscription = outer.flatMap { $0 == 1 ? keeping : Observable.just($0) }
                .record(into: log)
            outer.onNext(0)
            outer.onNext(1)
            outer.onNext(2)
            outer.onCompleted()
            #expect(log.events == ["next(0)", "next(7)", "next(2)", "completed"])
            subscription.dispose()
            keeping.forget()
        }
    }
}
