import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift's retryWhen cases (Observable+RetryWhenTests.swift) in virtual time, plus how one error
/// is answered exactly once and how synchronous failures stay off the stack.
@Suite(.leakChecked) struct RetryWhenTests {
    private struct RetryError: Error, Equatable {}
    private struct OtherError: Error {}

    /// The cold source that fails once per attempt, as in RxSwift's tests.
    private func failingTwice(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, RetryError()), .completed(40)])
    }

    @Test func aTriggerThatCompletesBeforeAnyErrorChangesNothing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start(disposed: 300) { xs.retry(when: { (_: Observable<any Error>) in empty }) }
            #expect(res.events == [.completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func aSilentTriggerLeavesTheResultWaitingAfterAnError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .error(250, RetryError()),
            ])
            let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
            let res = scheduler.start { xs.retry(when: { (_: Observable<any Error>) in never }) }
            #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func aSourceThatCompletesCompletesTheResult() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
            ])
            let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
            let res = scheduler.start { xs.retry(when: { (_: Observable<any Error>) in never }) }
            #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func aColdSourceThatSucceedsIsSubscribedOnce() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
            let empty = scheduler.createHotObservable([.next(150, 0), .completed(0)])
            let res = scheduler.start { xs.retry(when: { (_: Observable<any Error>) in empty }) }
            #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
            #expect(xs.subscriptions == [Subscription(200, 450)])
        }
    }

    @Test func aTriggerErrorFailsTheResult() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = failingTwice(scheduler)
            let res = scheduler.start(disposed: 300) {
                xs.retry(when: { (errors: Observable<RetryError>) in
                    errors.scan(0) { count, _ in
                        if count + 1 == 2 { throw TestError("second failure") }
                        return count + 1
                    }
                })
            }
            #expect(
                res.events == [
                    .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2),
                    .error(260, TestError("second failure")),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
        }
    }

    @Test func aTriggerThatHasCompletedCompletesTheResultAtTheNextError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = failingTwice(scheduler)
            let empty = scheduler.createHotObservable([.next(150, 1), .completed(230)])
            let res = scheduler.start { xs.retry(when: { (_: Observable<any Error>) in empty.asObservable() }) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func aTriggerCompletingAfterAnErrorCompletesTheResult() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = failingTwice(scheduler)
            let res = scheduler.start(disposed: 300) {
                xs.retry(when: { (errors: Observable<RetryError>) in
                    errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
                })
            }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
        }
    }

    @Test func anEndlessSilentTriggerWaitsForEver() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = failingTwice(scheduler)
            let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
            let res = scheduler.start { xs.retry(when: { (_: Observable<any Error>) in never }) }
            #expect(res.events == [.next(210, 1), .next(220, 2)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func incrementalBackOffRetriesAfterGrowingDelaysThenGivesUp() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .error(10, RetryError())])
            let maxAttempts = 4
            let res = scheduler.start(disposed: 800) {
                xs.retry(when: { (errors: Observable<any Swift.Error>) in
                    var attempt = 0
                    return errors.flatMap { error -> Observable<Int> in
                        defer { attempt += 1 }
                        if attempt >= maxAttempts - 1 { return .error(error) }
                        return .timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
                    }
                })
            }
            #expect(
                res.events == [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, RetryError())]
            )
            #expect(
                xs.subscriptions == [
                    Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540),
                ]
            )
        }
    }

    @Test func errorsOfAnotherTypeThanTheHandlersAreForwarded() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .error(10, RetryError())])
            var handled = 0
            let res = scheduler.start(disposed: 800) {
                xs.retry(when: { (errors: Observable<OtherError>) in errors.do(onNext: { _ in handled += 1 }) })
            }
            #expect(res.events == [.next(205, 1), .error(210, RetryError())])
            #expect(xs.subscriptions == [Subscription(200, 210)])
            #expect(handled == 0)
        }
    }

    @Test func anUnannotatedHandlerReceivesEveryError() {
        expectNoLeaks {
            var handled: [String] = []
            let log = StringEventLog<Int>()
            _ = Observable<Int>.error(TestError("any"))
                .retry(when: { errors in errors.do(onNext: { handled.append("\($0)") }).take(1) })
                .record(into: log)
            #expect(handled == ["any"])
            #expect(log.events == ["completed"])
        }
    }

    @Test func theHandlerIsCalledOncePerSubscription() {
        expectNoLeaks {
            var calls = 0
            let retried = Observable<Int>.just(1).retry(when: { (errors: Observable<any Error>) in
                calls += 1
                return errors
            })
            _ = retried.subscribe()
            _ = retried.subscribe()
            #expect(calls == 2)
        }
    }

    /// The diagram in the doc comment, whose first frame is the subscription (`^` here).
    @Test func theDocumentationMarbleHolds() throws {
        try expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createColdObservable("-1-#", values: ["1": 1])
            let res = scheduler.start { xs.retry(when: { (errors: Observable<any Error>) in errors.take(2) }) }
            expectEvents(res.events, marble: "^1--1--1-|", values: ["1": 1])
        }
    }

    // MARK: one answer per error

    @Test func aTriggerEmittingTwiceForOneErrorResubscribesOnce() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RetryError())])
            let res = scheduler.start(disposed: 300) {
                xs.retry(when: { (errors: Observable<RetryError>) in errors.flatMap { _ in Observable.of(1, 2) } })
            }
            #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .next(270, 1), .next(290, 1)])
            #expect(
                xs.subscriptions == [
                    Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 280),
                    Subscription(280, 300),
                ]
            )
        }
    }

    @Test func aTriggerThatEmitsThenCompletesRetriesAndCompletesAtTheNextError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RetryError())])
            let res = scheduler.start(disposed: 300) {
                xs.retry(when: { (errors: Observable<RetryError>) in errors.take(1) })
            }
            #expect(res.events == [.next(210, 1), .next(230, 1), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
        }
    }

    @Test func disposingMidStreamDisposesTheAttemptAndTheTrigger() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = failingTwice(scheduler)
            let trigger = scheduler.createHotObservable([.next(300, 0), .next(400, 0)])
            let res = scheduler.start(disposed: 350) { xs.retry(when: { (_: Observable<any Error>) in trigger }) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(310, 1), .next(320, 2)])
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
            #expect(trigger.subscriptions == [Subscription(200, 350)])
        }
    }

    // MARK: synchronous failures

    @Test func aSourceFailingWhileSubscribedIsRetriedAfterItsSubscriptionReturns() {
        expectNoLeaks {
            let anomalies = AnomalyLog()
            Hooks.withAnomalyHandler(anomalies.record) {
                var attempts = 0
                let source = Observable<Int>.create { observer in
                    attempts += 1
                    observer.onNext(0)
                    observer.onNext(1)
                    if attempts < 2 { observer.onError(RetryError()) }
                    observer.onNext(2)  // dropped after a failure, as RxSwift drops it
                    observer.onCompleted()
                    return Disposables.create()
                }
                let log = StringEventLog<Int>()
                _ = source.retry(when: { (errors: Observable<any Error>) in errors }).record(into: log)
                #expect(log.events == ["next(0)", "next(1)", "next(0)", "next(1)", "next(2)", "completed"])
                #expect(attempts == 2)
            }
            #expect(anomalies.kinds == [.eventAfterStopEvent, .eventAfterStopEvent])
        }
    }

    @Test func aResubscriptionThatFailsAtOnceDoesNotReenterTheErrorsSequence() {
        // RxSwift resubscribes inside the delivery of the error to the handler, so a source that
        // fails at once sends its error into the errors subject re-entrantly.
        expectNoLeaks {
            let anomalies = AnomalyLog()
            Hooks.withAnomalyHandler(anomalies.record) {
                let scheduler = TestScheduler(initialClock: 0)
                let firstAttempt = scheduler.createColdObservable([.next(5, 0), .error(10, RetryError())])
                var attempts = 0
                let source = Observable<Int>.deferred {
                    attempts += 1
                    switch attempts {
                    case 1: return firstAttempt.asObservable()
                    case 2, 3: return .error(RetryError())
                    default: return .just(attempts)
                    }
                }
                let res = scheduler.start { source.retry(when: { (errors: Observable<RetryError>) in errors }) }
                #expect(res.events == [.next(205, 0), .next(210, 4), .completed(210)])
            }
            #expect(anomalies.kinds.isEmpty)
        }
    }

    @Test func manySynchronousFailuresRunInConstantStackSpace() {
        expectNoLeaks {
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts < 10_000 ? .error(RetryError()) : .just(attempts)
            }
            let log = StringEventLog<Int>()
            _ = source.retry(when: { (errors: Observable<any Error>) in errors }).record(into: log)
            #expect(log.events == ["next(10000)", "completed"])
        }
    }

    @Test func releasesEverythingWhenTheResultEnds() {
        expectNoLeaks {
            let completed = StringEventLog<Int>()
            _ = Observable<Int>.just(1).retry(when: { (errors: Observable<any Error>) in errors }).record(
                into: completed)
            #expect(completed.events == ["next(1)", "completed"])

            let completedByTrigger = StringEventLog<Int>()
            _ = Observable<Int>.error(TestError()).retry(when: { (errors: Observable<any Error>) in errors.take(1) })
                .record(into: completedByTrigger)
            #expect(completedByTrigger.events == ["completed"])

            let failed = StringEventLog<Int>()
            _ = Observable<Int>.error(TestError())
                .retry(when: { (errors: Observable<any Error>) in
                    errors.flatMapLatest { Observable<Int>.error($0) }
                })
                .record(into: failed)
            #expect(failed.events == ["error(test error)"])
        }
    }
}
