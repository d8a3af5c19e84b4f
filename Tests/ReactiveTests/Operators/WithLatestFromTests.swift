import ReactiveTesting
import Testing

@testable import Reactive

private let testError = TestError("test error")

/// Ports of RxSwift's Observable+WithLatestFromTests.swift: the same sources, events and
/// subscription times. Each test names the RxSwift test it mirrors; "derived" tests have no RxSwift
/// counterpart and expect what RxSwift's WithLatestFrom.swift does.
@Suite(.leakChecked) struct WithLatestFromTests {
    /// The first sequence of RxSwift's tests, up to its stop event.
    private func firstEvents(upTo last: Int, _ stop: Recorded<Event<Int>>) -> [Recorded<Event<Int>>] {
        let all: [Recorded<Event<Int>>] = [
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .next(410, 7),
            .next(420, 8), .next(470, 9), .next(550, 10),
        ]
        return Array(all.prefix(last)) + [stop]
    }

    // testWithLatestFrom_Simple1
    @Test func combinesEachElementWithTheLatestOfTheSecondEvenAfterItCompleted() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 10, .completed(590)))
            let ys = scheduler.createHotObservable([
                .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
            ])
            let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
            #expect(
                res.events == [
                    .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                    .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 590)])
            #expect(ys.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    // testWithLatestFrom_TwoObservablesWithImmediateValues
    @Test func theSecondIsSubscribedFirstSoItsImmediateElementPairsWithTheFirstElement() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = Observable<Int>.never().startWith(3)
            let ys = Observable<Int>.never().startWith(5)
            let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }.take(1) }
            #expect(res.events == [.next(200, "35"), .completed(200)])
        }
        #expect(leaked == 0)
    }

    // testWithLatestFrom_Simple2
    @Test func completesWithTheFirstAndDisposesTheSecond() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 6, .completed(390)))
            let ys = scheduler.createHotObservable([
                .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400),
            ])
            let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
            #expect(res.events == [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390)])
            #expect(xs.subscriptions == [Subscription(200, 390)])
            #expect(ys.subscriptions == [Subscription(200, 390)])
        }
        #expect(leaked == 0)
    }

    // testWithLatestFrom_Simple3
    @Test func dropsOnlyTheElementsBeforeTheSecondsFirstElement() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 6, .completed(390)))
            let ys = scheduler.createHotObservable([
                .next(245, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400),
            ])
            let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
            #expect(
                res.events == [
                    .next(250, "3bar"), .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 390)])
            #expect(ys.subscriptions == [Subscription(200, 390)])
        }
        #expect(leaked == 0)
    }

    // testWithLatestFrom_Error1
    @Test func anErrorFromTheFirstFailsTheResult() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 10, .error(590, testError)))
            let ys = scheduler.createHotObservable([
                .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
            ])
            let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
            #expect(
                res.events == [
                    .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                    .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .error(590, testError),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 590)])
            #expect(ys.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    // testWithLatestFrom_Error2
    @Test func anErrorFromTheSecondFailsTheResult() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 6, .completed(390)))
            let ys = scheduler.createHotObservable([
                .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .error(370, testError),
            ])
            let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
            #expect(
                res.events == [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .error(370, testError)]
            )
            #expect(xs.subscriptions == [Subscription(200, 370)])
            #expect(ys.subscriptions == [Subscription(200, 370)])
        }
        #expect(leaked == 0)
    }

    // testWithLatestFrom_Error3
    @Test func aThrowingSelectorFailsTheResult() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 6, .completed(390)))
            let ys = scheduler.createHotObservable([
                .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
            ])
            let res = scheduler.start {
                xs.withLatestFrom(ys) { x, y throws -> String in
                    if x == 5 { throw testError }
                    return "\(x)\(y)"
                }
            }
            #expect(res.events == [.next(260, "4bar"), .error(310, testError)])
            #expect(xs.subscriptions == [Subscription(200, 310)])
            #expect(ys.subscriptions == [Subscription(200, 310)])
        }
        #expect(leaked == 0)
    }

    // testWithLatestFrom_MakeSureDefaultOverloadTakesSecondSequenceValues
    @Test func theOverloadWithoutASelectorEmitsTheSecondsElements() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 10, .completed(590)))
            let ys = scheduler.createHotObservable([
                .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
            ])
            let res = scheduler.start { xs.withLatestFrom(ys) }
            #expect(
                res.events == [
                    .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"), .next(420, "qux"),
                    .next(470, "qux"), .next(550, "qux"), .completed(590),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 590)])
            #expect(ys.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    // Derived: a second sequence that completes without an element makes every element drop, and
    // the result still ends only with the first.
    @Test func aSecondThatCompletesEmptyDropsEverythingUntilTheFirstEnds() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 6, .completed(390)))
            let ys = scheduler.createHotObservable([.completed(230, String.self)])
            let res = scheduler.start { xs.withLatestFrom(ys) }
            #expect(res.events == [.completed(390)])
            #expect(xs.subscriptions == [Subscription(200, 390)])
            #expect(ys.subscriptions == [Subscription(200, 230)])
        }
        #expect(leaked == 0)
    }

    // Derived: an error from the second before it ever emitted fails the result too.
    @Test func anErrorFromTheSecondBeforeItEmittedFailsTheResult() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 6, .completed(390)))
            let ys = scheduler.createHotObservable([.error(255, testError, String.self)])
            let res = scheduler.start { xs.withLatestFrom(ys) }
            #expect(res.events == [.error(255, testError)])
            #expect(xs.subscriptions == [Subscription(200, 255)])
            #expect(ys.subscriptions == [Subscription(200, 255)])
        }
        #expect(leaked == 0)
    }

    // Derived: an element sent from inside the observer's handling of the stop event (before the
    // sequences are disposed) is dropped.
    @Test func nothingIsForwardedAfterTheStopEvenReentrantly() {
        let leaked = Resources.countLive {
            let first = PushSource()
            let second = PushSource()
            let checker = GrammarChecker { first.on(.next(2)) }
            let subscription = first.observable.withLatestFrom(second.observable) { "\($0) \($1)" }
                .subscribe(checker)
            second.on(.next(10))
            first.on(.next(1))
            second.on(.error(testError))
            subscription.dispose()
            #expect(checker.violations == [])
            #expect(checker.deliveredCount == 2)
        }
        #expect(leaked == 0)
    }

    // Derived: disposing the result mid-stream disposes both sequences at that time.
    @Test func disposingMidStreamDisposesBothSequences() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(firstEvents(upTo: 10, .completed(590)))
            let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .completed(400)])
            let res = scheduler.start(disposed: 320) { xs.withLatestFrom(ys) }
            #expect(res.events == [.next(260, "bar"), .next(310, "bar")])
            #expect(xs.subscriptions == [Subscription(200, 320)])
            #expect(ys.subscriptions == [Subscription(200, 320)])
        }
        #expect(leaked == 0)
    }

    // Derived: the second sequence is subscribed before the first.
    @Test func subscribesTheSecondBeforeTheFirst() {
        let subscribed = EventLog<String>()
        let leaked = Resources.countLive {
            let first = Observable<Int>.deferred {
                subscribed.record(.next("first"))
                return .never()
            }
            let second = Observable<Int>.deferred {
                subscribed.record(.next("second"))
                return .never()
            }
            first.withLatestFrom(second).subscribe(EventLog<Int>().observer).dispose()
        }
        #expect(leaked == 0)
        #expect(subscribed.elements == ["second", "first"])
    }

    // testWithLatestFromReleasesResourcesOnComplete1/2, _OnError1/2 (the delays and timeouts are
    // cold observables on the test scheduler)
    @Test func everyWayToEndReleasesEverything() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let late = scheduler.createColdObservable([.next(20, 1), .completed(20)])
            let lateError = scheduler.createColdObservable([.error(20, testError, Int.self)])
            let logs = (0..<4).map { _ in EventLog<Int>() }
            _ = late.withLatestFrom(Observable.just(1)).subscribe(logs[0].observer)
            _ = Observable.just(1).withLatestFrom(late).subscribe(logs[1].observer)
            _ = lateError.withLatestFrom(Observable.just(1)).subscribe(logs[2].observer)
            _ = Observable.just(1).withLatestFrom(lateError).subscribe(logs[3].observer)
            scheduler.start()
            #expect(logs.map(\.rendered) == ["next(1) completed", "completed", "error(test error)", "completed"])
        }
        #expect(leaked == 0)
    }
}
