import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct FlatMapLatestTests {
    /// Three cold inner sequences selected by index, as in RxSwift's own switch tests.
    private func inners(_ scheduler: TestScheduler, secondEnds: Event<Int> = .completed) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
                .completed(230),
            ]),
            scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), Recorded(time: 50, value: secondEnds),
            ]),
            scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
            ]),
        ]
    }

    @Test func mirrorsOnlyTheLatestInnerAndDisposesThePreviousOneAtTheSwitch() {
        let leaked = Resources.countLive {
            // doc:flatmaplatest-switch-begin
            let scheduler = TestScheduler(initialClock: 0)
            let ys = inners(scheduler)
            let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
            let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
            #expect(
                res.events == [
                    .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
                    .next(440, 204), .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304),
                    .completed(650),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 600)])
            #expect(ys[0].subscriptions == [Subscription(300, 400)])
            #expect(ys[1].subscriptions == [Subscription(400, 450)])
            #expect(ys[2].subscriptions == [Subscription(500, 650)])
            // doc:flatmaplatest-switch-end
        }
        #expect(leaked == 0)
    }

    @Test func anInnerErrorFailsTheResultAndDisposesEverything() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = inners(scheduler, secondEnds: .error(TestError()))
            let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
            let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
            #expect(
                res.events == [
                    .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
                    .next(440, 204), .error(450, TestError()),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 450)])
            #expect(ys[1].subscriptions == [Subscription(400, 450)])
            #expect(ys[2].subscriptions.isEmpty)
        }
        #expect(leaked == 0)
    }

    @Test func anOuterErrorFailsTheResultAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler)
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .error(500, TestError())])
        let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
        #expect(
            res.events == [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
                .next(440, 204), .error(500, TestError()),
            ]
        )
        #expect(xs.subscriptions == [Subscription(200, 500)])
        #expect(ys[0].subscriptions == [Subscription(300, 400)])
        #expect(ys[1].subscriptions == [Subscription(400, 450)])
    }

    @Test func aThrowingSelectorFailsTheResult() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = inners(scheduler)
            let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
            let res = scheduler.start {
                xs.flatMapLatest { index -> TestableObservable<Int> in
                    if index == 1 { throw TestError("selector") }
                    return ys[index]
                }
            }
            #expect(res.events == [.next(310, 101), .next(320, 102), .error(400, TestError("selector"))])
            #expect(xs.subscriptions == [Subscription(200, 400)])
            #expect(ys[0].subscriptions == [Subscription(300, 400)])
        }
        #expect(leaked == 0)
    }

    @Test func disposingMidStreamDisposesOuterAndInner() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = inners(scheduler)
            let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
            let res = scheduler.start(disposed: 415) { xs.flatMapLatest { ys[$0] } }
            #expect(res.events == [.next(310, 101), .next(320, 102), .next(410, 201)])
            #expect(xs.subscriptions == [Subscription(200, 415)])
            #expect(ys[1].subscriptions == [Subscription(400, 415)])
        }
        #expect(leaked == 0)
    }

    @Test func completesWhenTheOuterCompletesWithNoInnerRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 0), .completed(400)])
        let res = scheduler.start { xs.flatMapLatest { _ in Observable.just(7) } }
        #expect(res.events == [.next(300, 7), .completed(400)])
    }

    @Test func aReplacedInnerThatStillEmitsIsNeverDelivered() {
        // The inner ignores disposal (a misbehaving source that keeps a reference to its observer):
        // the generation check must drop what it sends after the switch.
        var staleObservers: [AnyObserver<String>] = []
        let leaked = Resources.countLive {
            let log = EventLog<String>()
            let outer = Observable<Int>.create { observer in
                observer.onNext(1)
                staleObservers.first?.onNext("stale before switch")
                observer.onNext(2)
                staleObservers.first?.onNext("stale after switch")
                staleObservers.first?.onCompleted()
                return Disposables.create()
            }
            let subscription = outer.flatMapLatest { index in
                Observable<String>.create { observer in
                    staleObservers.append(observer)
                    observer.onNext("inner \(index)")
                    return Disposables.create()
                }
            }.subscribe(log.observer)
            #expect(log.rendered == "next(inner 1) next(stale before switch) next(inner 2)")
            subscription.dispose()
            staleObservers = []
        }
        #expect(leaked == 0)
    }

    @Test func switchLatestMirrorsTheLatestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler)
        let xs = scheduler.createHotObservable([
            .next(300, ys[0].asObservable()), .next(400, ys[1].asObservable()), .completed(500),
        ])
        let res = scheduler.start { xs.switchLatest() }
        #expect(
            res.events == [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
                .next(440, 204), .completed(500),
            ]
        )
        #expect(ys[1].subscriptions == [Subscription(400, 450)])
    }

    // An inner that ends while being subscribed leaves its object to the next inner (see
    // `SwitchSink.reusableCurrent`); these pin what that must not change.

    @Test func disposingReachesAnInnerThatFollowsOneThatEndedAtOnce() {
        expectNoLeaks {
            let outer = PublishSubject<Int>()
            let live = PublishSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = outer.flatMapLatest { $0 == 0 ? Observable.just(0) : live.asObservable() }
                .record(into: log)
            outer.onNext(0)
            outer.onNext(1)
            live.onNext(5)
            #expect(live.hasObservers)
            subscription.dispose()
            #expect(!live.hasObservers)
            #expect(log.events == ["next(0)", "next(5)"])
        }
    }

    @Test func anEndedInnerThatStillHoldsItsObserverCannotSpeakForTheNextOne() {
        expectNoLeaks {
            let outer = PublishSubject<Int>()
            let keeping = HandlerKeepingObservable(emitting: 1)
            let live = PublishSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = outer.flatMapLatest { $0 == 0 ? keeping : live.asObservable() }
                .record(into: log)
            outer.onNext(0)
            outer.onNext(1)
            keeping.sendLate(99)  // from the replaced inner: dropped
            live.onNext(2)
            #expect(log.events == ["next(1)", "next(2)"])
            subscription.dispose()
            keeping.forget()
        }
    }
}
