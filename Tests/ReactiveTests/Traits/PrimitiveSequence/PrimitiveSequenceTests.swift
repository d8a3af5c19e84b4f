import ReactiveTesting
import Testing

@testable import Reactive

/// The operators every trait shares (`retry(when:)`, `debug`, `using`), with RxSwift's ticks.
@Suite(.leakChecked) struct PrimitiveSequenceTests {
    private struct RetryError: Error, Equatable {}

    /// Attempt 1 fails at +10, attempt 2 succeeds at +10, as cold sequences on `scheduler`.
    private struct Attempts {
        let failing: TestableObservable<Int>
        let succeeding: TestableObservable<Int>
        let single: Single<Int>

        init(_ scheduler: TestScheduler, error: any Error = RetryError()) {
            let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, error)])
            let succeeding = scheduler.createColdObservable([.next(10, 2), .completed(10)])
            var attempt = 0
            self.failing = failing
            self.succeeding = succeeding
            single = Single.deferred {
                attempt += 1
                return attempt == 1 ? failing.asSingle() : succeeding.asSingle()
            }
        }
    }

    @Test func retryWhenResubscribesWhenTheTriggerEmits() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let attempts = Attempts(scheduler)
            let res = scheduler.start { attempts.single.retry(when: { (errors: Observable<any Error>) in errors }) }
            #expect(res.events == [.next(220, 2), .completed(220)])
            #expect(attempts.failing.subscriptions == [Subscription(200, 210)])
            #expect(attempts.succeeding.subscriptions == [Subscription(210, 220)])
        }
    }

    @Test func typedRetryWhenForwardsOtherErrors() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let attempts = Attempts(scheduler, error: TestError())
            let res = scheduler.start {
                attempts.single.retry(when: { (errors: Observable<RetryError>) in errors })
            }
            #expect(res.events == [.error(210, TestError())])
            #expect(attempts.failing.subscriptions == [Subscription(200, 210)])
            #expect(attempts.succeeding.subscriptions.isEmpty)
        }
    }

    @Test func typedRetryWhenRetriesItsOwnErrors() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let attempts = Attempts(scheduler)
            let res = scheduler.start {
                attempts.single.retry(when: { (errors: Observable<RetryError>) in errors })
            }
            #expect(res.events == [.next(220, 2), .completed(220)])
        }
    }

    @Test func retryWhenEndsWithTheTrigger() {
        expectNoLeaks {
            let completed = run {
                Completable.error(TestError()).retry(when: { (errors: Observable<any Error>) in errors.take(0) })
            }
            #expect(completed == [.completed(200)])
            let failed = run {
                Maybe<Int>.error(TestError()).retry(when: { (errors: Observable<any Error>) in
                    errors.map { _ -> Int in throw TestError("trigger") }
                })
            }
            #expect(failed == [.error(200, TestError("trigger"))])
        }
    }

    @Test func retryWhenDisposedMidAttemptDisposesTheAttempt() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let attempts = Attempts(scheduler)
            let res = scheduler.start(disposed: 215) {
                attempts.single.retry(when: { (errors: Observable<any Error>) in errors })
            }
            #expect(res.events.isEmpty)
            #expect(attempts.succeeding.subscriptions == [Subscription(210, 215)])
        }
    }

    @Test func debugPassesEveryEventOn() {
        expectNoLeaks {
            let success = run { Single.just(1).debug("single") }
            #expect(success == [.next(200, 1), .completed(200)])
            let failure = run { Maybe<Int>.error(TestError()).debug("maybe", trimOutput: true) }
            #expect(failure == [.error(200, TestError())])
            let completion = run { Completable.empty().debug() }
            #expect(completion == [.completed(200)])
        }
    }

    /// A resource that records when it is disposed.
    private final class Resource: Disposable {
        private let scheduler: TestScheduler
        private(set) var disposedAt: [TestTime] = []

        init(_ scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func dispose() {
            disposedAt.append(scheduler.clock)
        }
    }

    @Test func usingDisposesTheResourceWhenTheSequenceEnds() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var resource: Resource?
            var xs: TestableObservable<Int>?
            let res = scheduler.start {
                Single.using({ () -> Resource in
                    let made = Resource(scheduler)
                    resource = made
                    return made
                }) { (made: Resource) -> Single<Int> in
                    #expect(made === resource)
                    let source = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(100)])
                    xs = source
                    return source.asSingle()
                }
            }
            #expect(res.events == [.next(300, 200), .completed(300)])
            #expect(xs?.subscriptions == [Subscription(200, 300)])
            #expect(resource?.disposedAt == [300])
        }
    }

    /// A maybe over a resource whose source fails at +30, with the resources it made.
    private func failingMaybe(_ scheduler: TestScheduler) -> (maybe: Maybe<Int>, resources: () -> [Resource]) {
        var resources: [Resource] = []
        let maybe = Maybe<Int>.using(
            { () -> Resource in
                let made = Resource(scheduler)
                resources.append(made)
                return made
            },
            primitiveSequenceFactory: { _ in
                scheduler.createColdObservable([Recorded<Event<Int>>.error(30, TestError())]).asMaybe()
            })
        return (maybe, { resources })
    }

    @Test func usingDisposesTheResourceOnErrorAndOnDisposal() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let failing = failingMaybe(scheduler)
            let failed = scheduler.start { failing.maybe }
            #expect(failed.events == [.error(230, TestError())])
            #expect(failing.resources().map(\.disposedAt) == [[230]])

            let early = TestScheduler(initialClock: 0)
            let disposing = failingMaybe(early)
            let disposed = early.start(disposed: 210) { disposing.maybe }
            #expect(disposed.events.isEmpty)
            #expect(disposing.resources().map(\.disposedAt) == [[210]])
        }
    }

    @Test func usingFailsWhenAFactoryThrows() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var resource: Resource?
            let res = scheduler.start {
                Completable.using({ () -> Resource in
                    let made = Resource(scheduler)
                    resource = made
                    return made
                }) { _ in throw TestError() }
            }
            #expect(res.events == [.error(200, TestError())])
            #expect(resource?.disposedAt == [200])
            let unmade = run {
                Completable.using({ () throws -> Resource in throw TestError("no resource") }) { _ in .empty() }
            }
            #expect(unmade == [.error(200, TestError("no resource"))])
        }
    }
}
