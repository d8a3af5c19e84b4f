import ReactiveTesting
import Testing

@testable import Reactive

/// Renders a single's event, so whole event lists compare with `==`, errors included.
func describe<Element>(_ event: SingleEvent<Element>) -> String {
    switch event {
    case .success(let element): "success(\(element))"
    case .failure(let error): "failure(\(error))"
    }
}

// Ported from RxSwift's SingleTest: the same events at the same ticks.
@Suite(.leakChecked) struct SingleTests {
    @Test func subscribeDeliversSuccess() {
        let leaked = Resources.countLive {
            var events: [String] = []
            _ = Single.just(1).subscribe { events.append(describe($0)) }
            #expect(events == ["success(1)"])
        }
        #expect(leaked == 0)
    }

    @Test func subscribeDeliversFailure() {
        let leaked = Resources.countLive {
            var events: [String] = []
            _ = Single<Int>.error(TestError()).subscribe { events.append(describe($0)) }
            #expect(events == ["failure(test error)"])
        }
        #expect(leaked == 0)
    }

    @Test func onDisposedRunsOnceWhenDisposedBeforeTheEvent() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Single<Int>.SingleObserver?
            var subscription: (any Disposable)?
            var received: [String] = []
            var disposedCount = 0
            scheduler.scheduleAt(201) {
                subscription = Single<Int>.create {
                    observer = $0
                    return Disposables.create()
                }
                .subscribe(onSuccess: { received.append("\($0)") }, onDisposed: { disposedCount += 1 })
            }
            scheduler.scheduleAt(202) { subscription?.dispose() }
            scheduler.scheduleAt(203) { observer?(.failure(TestError())) }
            scheduler.start()
            #expect(received.isEmpty)
            #expect(disposedCount == 1)
            observer = nil
            subscription = nil
        }
        #expect(leaked == 0)
    }

    @Test func onDisposedRunsAfterSuccessAndAfterFailure() {
        let leaked = Resources.countLive {
            var log: [String] = []
            _ = Single.just(1).subscribe(
                onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
            _ = Single<Int>.error(TestError()).subscribe(
                onFailure: { log.append("failure \($0)") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == ["success 1", "disposed", "failure test error", "disposed"])
        }
        #expect(leaked == 0)
    }

    @Test func createDeliversTheFirstSuccessAndDisposesAtOnce() {
        let anomalies = AnomalyLog()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Single<Int>.SingleObserver?
            var disposedTime: Int?
            scheduler.scheduleAt(201) { observer?(.success(1)) }
            scheduler.scheduleAt(202) { observer?(.success(1)) }
            scheduler.scheduleAt(203) { observer?(.failure(TestError())) }
            let res = Hooks.withAnomalyHandler(anomalies.record) {
                scheduler.start {
                    Single<Int>.create {
                        observer = $0
                        return Disposables.create { disposedTime = scheduler.clock }
                    }
                }
            }
            #expect(res.events == [.next(201, 1), .completed(201)])
            #expect(disposedTime == 201)
            observer = nil
        }
        #expect(leaked == 0)
        #expect(anomalies.kinds == [.eventAfterStopEvent, .eventAfterStopEvent, .eventAfterStopEvent])
    }

    @Test func createDeliversTheFirstFailure() {
        let anomalies = AnomalyLog()
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Single<Int>.SingleObserver?
            var disposedTime: Int?
            scheduler.scheduleAt(201) { observer?(.failure(TestError())) }
            scheduler.scheduleAt(202) { observer?(.success(1)) }
            scheduler.scheduleAt(203) { observer?(.failure(TestError())) }
            let res = Hooks.withAnomalyHandler(anomalies.record) {
                scheduler.start {
                    Single<Int>.create {
                        observer = $0
                        return Disposables.create { disposedTime = scheduler.clock }
                    }
                }
            }
            #expect(res.events == [.error(201, TestError())])
            #expect(disposedTime == 201)
            observer = nil
        }
        #expect(leaked == 0)
        #expect(anomalies.kinds == [.eventAfterStopEvent, .eventAfterStopEvent, .eventAfterStopEvent])
    }

    @Test func disposingACreatedSingleDropsLaterEvents() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Single<Int>.SingleObserver?
            var disposedTime: Int?
            var subscription: (any Disposable)?
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(201) {
                subscription = Single<Int>.create {
                    observer = $0
                    return Disposables.create { disposedTime = scheduler.clock }
                }
                .asObservable()
                .subscribe(res)
            }
            scheduler.scheduleAt(202) { subscription?.dispose() }
            scheduler.scheduleAt(203) { observer?(.success(1)) }
            scheduler.scheduleAt(204) { observer?(.failure(TestError())) }
            scheduler.start()
            #expect(res.events.isEmpty)
            #expect(disposedTime == 202)
            observer = nil
            subscription = nil
        }
        #expect(leaked == 0)
    }

    @Test func factoriesProduceTheirEvents() {
        let leaked = Resources.countLive {
            let just = run { Single.just(1) }
            #expect(just == [.next(200, 1), .completed(200)])
            let scheduled = run { scheduler in Single.just(1, scheduler: scheduler) }
            #expect(scheduled == [.next(201, 1), .completed(202)])
            let failed = run { Single<Int>.error(TestError()) }
            #expect(failed == [.error(200, TestError())])
            let never = run { Single<Int>.never() }
            #expect(never.isEmpty)
            var made = 0
            let deferred = Single.deferred {
                made += 1
                return Single.just(made)
            }
            #expect(made == 0)
            let deferredEvents = run { deferred }
            #expect(deferredEvents == [.next(200, 1), .completed(200)])
        }
        #expect(leaked == 0)
    }

    @Test func catchAndCatchAndReturnRecover() {
        let leaked = Resources.countLive {
            let caught = run { Single<Int>.error(TestError()).catch { _ in Single.just(2) } }
            #expect(caught == [.next(200, 2), .completed(200)])
            let returned = run { Single<Int>.error(TestError()).catchAndReturn(2) }
            #expect(returned == [.next(200, 2), .completed(200)])
        }
        #expect(leaked == 0)
    }

    @Test func retryResubscribesUntilTheCatchRecovers() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var isFirst = true
            let res = scheduler.start {
                Single<Int>.error(TestError())
                    .catch { error in
                        defer { isFirst = false }
                        return isFirst ? Single.error(error) : Single.just(2)
                    }
                    .retry(2)
            }
            #expect(res.events == [.next(200, 2), .completed(200)])
        }
        #expect(leaked == 0)
    }

    @Test func doRunsItsCallbacksInOrder() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var log: [String] = []
            let res = scheduler.start {
                Single.just(1).do(
                    onSuccess: { log.append("success \($0)") },
                    afterSuccess: { log.append("after \($0)") },
                    onError: { _ in log.append("error") },
                    onSubscribe: { log.append("subscribe") },
                    onSubscribed: { log.append("subscribed") },
                    onDispose: { log.append("dispose") }
                )
            }
            #expect(res.events == [.next(200, 1), .completed(200)])
            #expect(log == ["subscribe", "success 1", "after 1", "subscribed", "dispose"])
        }
        #expect(leaked == 0)
    }

    // Closures stay out of `#expect(…)`: Swift 6.3 can give a closure inside a macro argument the
    // same symbol as a sibling closure outside it, and then run the wrong one.
    @Test func transformsKeepTheTimeline() {
        let leaked = Resources.countLive {
            let mapped = run { Single.just(1).map { $0 * 2 } }
            #expect(mapped == [.next(200, 2), .completed(200)])
            let filtered = run { Single.just(1).filter { _ in false } }
            #expect(filtered == [.completed(200)])
            let compacted = run { Single.just("1").compactMap(Int.init) }
            #expect(compacted == [.next(200, 1), .completed(200)])
            let compactedNil = run { Single.just("a").compactMap(Int.init) }
            #expect(compactedNil == [.completed(200)])
            let flattened = run { Single.just(1).flatMap { .just($0 * 2) } }
            #expect(flattened == [.next(200, 2), .completed(200)])
            let maybe = run { Single.just(1).flatMapMaybe { Maybe.just($0 * 2) } }
            #expect(maybe == [.next(200, 2), .completed(200)])
            let completable = run { Single.just(10).flatMapCompletable { _ in Completable.empty() } }
            #expect(completable == [.completed(200)])
        }
        #expect(leaked == 0)
    }

    @Test func conversionsKeepTheOutcome() {
        let leaked = Resources.countLive {
            let maybe = run { Single.just(1).asMaybe() }
            #expect(maybe == [.next(200, 1), .completed(200)])
            let completable = run { Single.just(5).asCompletable() }
            #expect(completable == [.completed(200)])
            let failed = run { Single<Int>.error(TestError()).asCompletable() }
            #expect(failed == [.error(200, TestError())])
        }
        #expect(leaked == 0)
    }

    @Test func aBareCompletionIsReportedAsNoElements() {
        // Only reachable through the internal initialiser: the runtime never builds such a single.
        var events: [String] = []
        _ = Single<Int>(raw: .empty()).subscribe { events.append(describe($0)) }
        #expect(events == ["failure(\(RxError.noElements))"])
    }

    @Test func subscribeWithHoldsTheObjectWeakly() {
        final class Owner {
            var values: [Int] = []
        }
        let leaked = Resources.countLive {
            var owner: Owner? = Owner()
            // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
            // `weak var` that is never set.
            weak var weakOwner: Owner?
            weakOwner = owner
            var observer: Single<Int>.SingleObserver?
            let subscription = Single<Int>.create {
                observer = $0
                return Disposables.create()
            }
            .subscribe(with: owner!, onSuccess: { owner, value in owner.values.append(value) })
            owner = nil
            #expect(weakOwner == nil, "subscribe(with:) must not retain its object")
            observer?(.success(1))
            subscription.dispose()
            observer = nil
        }
        #expect(leaked == 0)
    }

    @Test func unhandledFailuresGoToTheDefaultErrorHandler() {
        // The handler is global and tests run in parallel: record only this test's own errors.
        let marker = "unhandled trait failure \(#line)"
        let recorded = LockedValue<[String]>([])
        let original = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { stack, error in
            if "\(error)".hasPrefix(marker) {
                recorded.withLock { $0.append("\(error)") }
            } else {
                original(stack, error)
            }
        }
        defer { Hooks.defaultErrorHandler = original }
        _ = Single<Int>.error(TestError(marker + " single")).subscribe()
        _ = Maybe<Int>.error(TestError(marker + " maybe")).subscribe()
        _ = Completable.error(TestError(marker + " completable")).subscribe()
        _ = Single<Int>.error(TestError(marker + " handled")).subscribe(onFailure: { _ in })
        #expect(recorded.value == [marker + " single", marker + " maybe", marker + " completable"])
    }
}
