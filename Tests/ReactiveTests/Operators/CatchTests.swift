import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct CatchTests {
    @Test func catchContinuesWithTheHandlersSequence() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(230, TestError())])
            let ys = scheduler.createHotObservable([.next(240, 3), .completed(250)])
            var handled: [String] = []
            let res = scheduler.start {
                xs.catch { error in
                    handled.append("\(error)")
                    return ys.asObservable()
                }
            }
            #expect(res.events == [.next(210, 2), .next(240, 3), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(230, 250)])
            #expect(handled == ["test error"])
        }
        #expect(leaked == 0)
    }

    @Test func catchHandlerThrowingFailsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError("source"))])
        let res = scheduler.start { xs.catch { _ in throw TestError("handler") } }
        #expect(res.events == [.next(210, 2), .error(230, TestError("handler"))])
    }

    @Test func catchPassesCompletionAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let res = scheduler.start { xs.catch { _ in .just(0) } }
        #expect(res.events == [.next(210, 2), .completed(230)])

        let disposedEarly = TestScheduler(initialClock: 0)
        let never = disposedEarly.createHotObservable([.next(210, 2), .error(500, TestError())])
        let early = disposedEarly.start(disposed: 300) { never.catch { _ in .just(0) } }
        #expect(early.events == [.next(210, 2)])
        #expect(never.subscriptions == [Subscription(200, 300)])
    }

    /// The sink keeps the source's and the recovery's subscriptions in slots of its own: each must
    /// be released exactly once, also when both end while the sink is being subscribed.
    @Test func aSourceThatFailsAtOnceIsReleasedOnceAndTheRecoveryOnDisposal() {
        let log = LifetimeLog()
        let source = log.source("source") { $0.onError(TestError()) }
        let recovery = log.source("recovery") { $0.onNext(1) }
        var received: [Int] = []
        let subscription = source.catch { _ in recovery }.subscribe(onNext: { received.append($0) })
        #expect(log.entries == ["source subscribed", "recovery subscribed", "source disposed"])
        subscription.dispose()
        subscription.dispose()
        #expect(log.entries.last == "recovery disposed")
        #expect(log.entries.count == 4)
        #expect(received == [1])
    }

    @Test func aRecoveryThatEndsAtOnceReleasesBothOnce() {
        let log = LifetimeLog()
        let source = log.source("source") { $0.onError(TestError()) }
        let recovery = log.source("recovery") { $0.onCompleted() }
        var completed = 0
        let subscription = source.catch { _ in recovery }.subscribe(onCompleted: { completed += 1 })
        #expect(completed == 1)
        #expect(log.entries.filter { $0.hasSuffix("disposed") }.sorted() == ["recovery disposed", "source disposed"])
        subscription.dispose()
        #expect(log.entries.count == 4)
    }

    @Test func catchAndReturnCompletesWithTheFallback() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError())])
            let res = scheduler.start { xs.catchAndReturn(-1) }
            #expect(res.events == [.next(210, 2), .next(230, -1), .completed(230)])
        }
        #expect(leaked == 0)
    }

    @Test func catchSequenceMovesOnUntilOneCompletes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs1 = scheduler.createColdObservable([
                .next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError()),
            ])
            let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, TestError())])
            let xs3 = scheduler.createColdObservable([
                .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
            ])
            let res = scheduler.start {
                Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
            }
            #expect(
                res.events == [
                    .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6),
                    .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
                ]
            )
            #expect(xs1.subscriptions == [Subscription(200, 240)])
            #expect(xs2.subscriptions == [Subscription(240, 270)])
            #expect(xs3.subscriptions == [Subscription(270, 320)])
        }
        #expect(leaked == 0)
    }

    @Test func catchSequenceFailsWithTheLastErrorWhenAllFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError("first"))])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .error(20, TestError("last"))])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(230, 2), .error(240, TestError("last"))])

        let empty = EventLog<Int>()
        _ = Observable<Int>.catch(sequence: []).subscribe(empty.observer)
        #expect(empty.rendered == "completed")
    }

    @Test func retryResubscribesForeverUntilDisposed() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([
                .next(100, 1), .next(150, 2), .next(200, 3), .error(250, TestError()),
            ])
            let res = scheduler.start(disposed: 1100) { xs.retry() }
            #expect(
                res.events == [
                    .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
                    .next(800, 1), .next(850, 2), .next(900, 3), .next(1050, 1),
                ]
            )
            #expect(
                xs.subscriptions == [
                    Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100),
                ]
            )
        }
        #expect(leaked == 0)
    }

    @Test func retryCompletesWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.retry() }
        #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        #expect(xs.subscriptions == [Subscription(200, 450)])
    }

    @Test func retryCountLimitsTheTotalNumberOfSubscriptions() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError())])
            let res = scheduler.start { xs.retry(3) }
            #expect(
                res.events == [
                    .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
                    .next(245, 1), .next(250, 2), .next(255, 3), .error(260, TestError()),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
        }
        #expect(leaked == 0)
    }

    @Test func retryCountDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError())])
        let res = scheduler.start(disposed: 231) { xs.retry(3) }
        #expect(res.events == [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 231)])
    }

    @Test func retryOfASynchronouslyFailingSourceRunsInConstantStack() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return .error(TestError())
        }
        let log = EventLog<Int>()
        _ = source.retry(100_000).subscribe(log.observer)
        #expect(attempts == 100_000)
        #expect(log.rendered == "error(test error)")
    }

    @Test func aRecursivelyNestedCatchSequenceRunsInConstantStack() {
        func failing(from level: Int, depth: Int) -> Observable<Int> {
            let failure = Observable<Int>.error(TestError("\(level)"))
            guard level < depth else { return failure }
            return .catch(sequence: [0, 1].lazy.map { $0 == 0 ? failure : failing(from: level + 1, depth: depth) })
        }
        let leaked = Resources.countLive {
            let log = EventLog<Int>()
            _ = failing(from: 0, depth: 100_000).subscribe(log.observer)
            #expect(log.rendered == "error(100000)")
        }
        #expect(leaked == 0)
    }

    @Test func aNestedConcatInsideCatchSequenceIsSubscribedNotTakenOver() {
        let log = EventLog<Int>()
        let nested = Observable.concat([Observable.just(1), .error(TestError("inner"))])
        _ = Observable.catch(sequence: [nested, .just(2)]).subscribe(log.observer)
        #expect(log.rendered == "next(1) next(2) completed")
    }
}
