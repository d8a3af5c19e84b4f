import Reactive
import ReactiveTesting
import XCTest

/// Written as an RxSwift user writes RxTest tests; only the imports differ. The expected times are
/// the ones RxSwift's own tests assert (Observable+JustTests, +SequenceTests, +RangeTests,
/// +TimerTests), so a ported suite keeps passing unchanged.
final class RxTestCompatibilityTests: XCTestCase {
    func testJustWithoutASchedulerEmitsAtTheSubscriptionTime() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let res = scheduler.start {
                    Observable.just(42)
                }

                XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
            }, 0)
    }

    func testJustOnTheTestSchedulerTakesOneTickPerEvent() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let res = scheduler.start {
                    Observable.just(42, scheduler: scheduler)
                }

                XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
            }, 0)
    }

    func testOfOnTheTestSchedulerIsCutOffByDisposal() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let res = scheduler.start(disposed: 203) {
                    Observable.of(3, 1, 2, 4, scheduler: scheduler)
                }

                XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1)])
            }, 0)
    }

    func testRangeOnTheTestScheduler() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let res = scheduler.start(disposed: 204) {
                    Observable.range(start: -10, count: 5, scheduler: scheduler)
                }

                XCTAssertEqual(res.events, [.next(201, -10), .next(202, -9), .next(203, -8)])
            }, 0)
    }

    func testFromArrayOnTheTestSchedulerCompletesOneTickAfterTheLastElement() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let res = scheduler.start {
                    Observable.from([3, 1, 2, 4], scheduler: scheduler)
                }

                XCTAssertEqual(
                    res.events,
                    [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)]
                )
            }, 0)
    }

    func testTimerAndInterval() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let timer = scheduler.start {
                    Observable<Int>.timer(.seconds(100), scheduler: scheduler)
                }

                XCTAssertEqual(timer.events, [.next(300, 0), .completed(300)])
            }, 0)
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let interval = scheduler.start {
                    Observable<Int64>.interval(.seconds(100), scheduler: scheduler)
                }

                XCTAssertEqual(
                    interval.events,
                    Recorded.events(
                        .next(300, 0 as Int64), .next(400, 1), .next(500, 2), .next(600, 3),
                        .next(700, 4), .next(800, 5), .next(900, 6)
                    )
                )
            }, 0)
    }

    func testIntervalOfZeroTicksEveryTickBecauseOfTheProcessingDelay() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)

                let res = scheduler.start(disposed: 205) {
                    Observable<Int64>.interval(.seconds(0), scheduler: scheduler)
                }

                XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
            }, 0)
    }

    func testCreateForwardingAHotObservable() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([
                    .next(150, 1),
                    .next(210, 2),
                    .next(240, 3),
                    .completed(250),
                    .next(260, 4),
                ])

                let res = scheduler.start {
                    Observable<Int>.create { observer in
                        xs.subscribe(observer)
                    }
                }

                XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(250)])
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
            }, 0)
    }

    func testDeferredSubscribesToAColdObservableAtTheSubscriptionTime() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createColdObservable([
                    .next(10, "a"),
                    .error(20, TestFailure.boom),
                ])

                let res = scheduler.start {
                    Observable.deferred { xs.asObservable() }
                }

                XCTAssertEqual(res.events, [.next(210, "a"), .error(220, TestFailure.boom)])
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            }, 0)
    }

    func testUsingKeepsAHotSubscriptionUntilTheDefaultDisposalTime() {
        XCTAssertEqual(
            Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(150, 1)])

                let res = scheduler.start {
                    Observable<Int>.using({ BooleanDisposable() }, observableFactory: { _ in xs.asObservable() })
                }

                XCTAssertEqual(res.events, [])
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
            }, 0)
    }
}

private enum TestFailure: Error {
    case boom
}
