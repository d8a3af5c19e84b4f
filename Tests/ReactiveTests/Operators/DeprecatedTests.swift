import ReactiveTesting
import Testing

@testable import Reactive

/// Each RxSwift 5 spelling still behaves like the operator it was renamed to. The tests are
/// deprecated themselves so that using the old names does not warn.
@Suite(.leakChecked) struct DeprecatedTests {
    @available(*, deprecated)
    @Test func takeUntilOtherIsTakeUntil() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            let other = scheduler.createHotObservable([.next(225, "stop")])
            let res = scheduler.start { xs.takeUntil(other) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
    }

    @available(*, deprecated)
    @Test func takeUntilPredicateIsTakeUntilBehavior() {
        expectNoLeaks {
            let exclusive = StringEventLog<Int>()
            let inclusive = StringEventLog<Int>()
            _ = Observable.of(1, 2, 3, 4).takeUntil(.exclusive, predicate: { $0 == 3 }).record(into: exclusive)
            _ = Observable.of(1, 2, 3, 4).takeUntil(.inclusive, predicate: { $0 == 3 }).record(into: inclusive)
            #expect(exclusive.events == ["next(1)", "next(2)", "completed"])
            #expect(inclusive.events == ["next(1)", "next(2)", "next(3)", "completed"])
        }
    }

    @available(*, deprecated)
    @Test func takeWhileIsTakeWhile() {
        expectNoLeaks {
            let log = StringEventLog<Int>()
            _ = Observable.of(1, 2, 3, 1).takeWhile { $0 < 3 }.record(into: log)
            #expect(log.events == ["next(1)", "next(2)", "completed"])
        }
    }

    @available(*, deprecated)
    @Test func skipWhileIsSkipWhile() {
        expectNoLeaks {
            let log = StringEventLog<Int>()
            _ = Observable.of(1, 2, 3, 1).skipWhile { $0 < 3 }.record(into: log)
            #expect(log.events == ["next(3)", "next(1)", "completed"])
        }
    }

    @available(*, deprecated)
    @Test func skipUntilIsSkipUntil() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
            let other = scheduler.createHotObservable([.next(220, "go")])
            let res = scheduler.start { xs.skipUntil(other) }
            #expect(res.events == [.next(230, 2), .completed(250)])
        }
    }

    @available(*, deprecated)
    @Test func observeOnIsObserveOn() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.observeOn(scheduler) }
            #expect(res.events == [.next(211, 1), .completed(221)])
        }
    }

    @available(*, deprecated)
    @Test func subscribeOnIsSubscribeOn() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { xs.subscribeOn(scheduler) }
            #expect(res.events == [.next(211, 1), .completed(221)])
            // Disposed on the scheduler, one tick after the stop event, as with subscribe(on:).
            #expect(xs.subscriptions == [Subscription(201, 222)])
        }
    }

    @available(*, deprecated)
    @Test func catchErrorIsCatch() {
        expectNoLeaks {
            let log = StringEventLog<Int>()
            _ = Observable<Int>.error(TestError()).catchError { _ in .of(8, 9) }.record(into: log)
            #expect(log.events == ["next(8)", "next(9)", "completed"])
        }
    }

    @available(*, deprecated)
    @Test func catchErrorJustReturnIsCatchAndReturn() {
        expectNoLeaks {
            let log = StringEventLog<Int>()
            _ = Observable.concat(.just(1), .error(TestError())).catchErrorJustReturn(0).record(into: log)
            #expect(log.events == ["next(1)", "next(0)", "completed"])
        }
    }

    @available(*, deprecated)
    @Test func staticCatchErrorIsCatchSequence() {
        expectNoLeaks {
            let log = StringEventLog<Int>()
            _ = Observable.catchError([Observable<Int>.error(TestError()), .just(2), .just(3)]).record(into: log)
            #expect(log.events == ["next(2)", "completed"])
        }
    }

    @available(*, deprecated)
    @Test func retryWhenIsRetryWhen() {
        expectNoLeaks {
            struct RetryError: Error {}
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RetryError())])
            let typed = scheduler.start(disposed: 250) {
                xs.retryWhen { (errors: Observable<RetryError>) in errors }
            }
            #expect(typed.events == [.next(210, 1), .next(230, 1)])

            let untyped = scheduler.start(created: 300, subscribed: 400, disposed: 450) {
                xs.retryWhen { (errors: Observable<any Error>) in errors.take(1) }
            }
            #expect(untyped.events == [.next(410, 1), .next(430, 1), .completed(440)])
            #expect(
                xs.subscriptions == [
                    Subscription(200, 220), Subscription(220, 240), Subscription(240, 250), Subscription(400, 420),
                    Subscription(420, 440),
                ]
            )
        }
    }

    @available(*, deprecated)
    @Test func takeDurationIsTakeFor() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start { xs.take(.seconds(25), scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
    }

    @available(*, deprecated)
    @Test func elementAtIsElementAt() {
        expectNoLeaks {
            let found = StringEventLog<Int>()
            let missing = StringEventLog<Int>()
            _ = Observable.of(1, 2, 3).elementAt(1).record(into: found)
            _ = Observable.of(1, 2, 3).elementAt(5).record(into: missing)
            #expect(found.events == ["next(2)", "completed"])
            #expect(missing.events == ["error(Argument out of range.)"])
        }
    }
}
