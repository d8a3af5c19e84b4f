import ReactiveTesting
import Testing

@testable import Reactive

/// Renders a maybe's event, so whole event lists compare with `==`, errors included.
private func describe<Element>(_ event: MaybeEvent<Element>) -> String {
    switch event {
    case .success(let element): "success(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}

// Ported from RxSwift's MaybeTest: the same events at the same ticks.
@Suite(.leakChecked) struct MaybeTests {
    @Test func subscribeDeliversEachKindOfEvent() {
        let leaked = Resources.countLive {
            var events: [String] = []
            _ = Maybe.just(1).subscribe { events.append(describe($0)) }
            _ = Maybe<Int>.empty().subscribe { events.append(describe($0)) }
            _ = Maybe<Int>.error(TestError()).subscribe { events.append(describe($0)) }
            #expect(events == ["success(1)", "completed", "error(test error)"])
        }
        #expect(leaked == 0)
    }

    @Test func subscribeClosuresRunThenOnDisposed() {
        let leaked = Resources.countLive {
            var log: [String] = []
            _ = Maybe.just(1).subscribe(
                onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
            _ = Maybe<Int>.empty().subscribe(
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
            _ = Maybe<Int>.error(TestError()).subscribe(
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == ["success 1", "disposed", "completed", "disposed", "error test error", "disposed"])
        }
        #expect(leaked == 0)
    }

    /// Runs a `Maybe.create` whose observer receives `first` at 201 and three more events after it.
    private func createTimeline(first: MaybeEvent<Int>) -> (events: [Recorded<Event<Int>>], disposedAt: Int?) {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Maybe<Int>.MaybeObserver?
        var disposedTime: Int?
        scheduler.scheduleAt(201) { observer?(first) }
        scheduler.scheduleAt(202) { observer?(.success(1)) }
        scheduler.scheduleAt(203) { observer?(.error(TestError())) }
        scheduler.scheduleAt(204) { observer?(.completed) }
        let res = scheduler.start {
            Maybe<Int>.create {
                observer = $0
                return Disposables.create { disposedTime = scheduler.clock }
            }
        }
        observer = nil
        return (res.events, disposedTime)
    }

    @Test func createDeliversOnlyTheFirstEventAndDisposesAtOnce() {
        let anomalies = AnomalyLog()
        let leaked = Resources.countLive {
            Hooks.withAnomalyHandler(anomalies.record) {
                let success = createTimeline(first: .success(1))
                #expect(success.events == [.next(201, 1), .completed(201)])
                #expect(success.disposedAt == 201)
                let completed = createTimeline(first: .completed)
                #expect(completed.events == [.completed(201)])
                #expect(completed.disposedAt == 201)
                let failed = createTimeline(first: .error(TestError()))
                #expect(failed.events == [.error(201, TestError())])
                #expect(failed.disposedAt == 201)
            }
        }
        #expect(leaked == 0)
        // The late events are dropped and reported: 4 after a success, 4 after completion, 4 after an error.
        #expect(anomalies.kinds == Array(repeating: .eventAfterStopEvent, count: 12))
    }

    @Test func operatorsKeepTheTimeline() {
        let leaked = Resources.countLive {
            let mapped = run { Maybe.just(1).map { $0 * 2 } }
            #expect(mapped == [.next(200, 2), .completed(200)])
            let filtered = run { Maybe.just(1).filter { _ in false } }
            #expect(filtered == [.completed(200)])
            let flattened = run { Maybe.just(1).flatMap { Maybe.just($0 * 2) } }
            #expect(flattened == [.next(200, 2), .completed(200)])
            let flattenedEmpty = run { Maybe<Int>.empty().flatMap { Maybe.just($0 * 2) } }
            #expect(flattenedEmpty == [.completed(200)])
            let returned = run { Maybe<Int>.error(TestError()).catchAndReturn(2) }
            #expect(returned == [.next(200, 2), .completed(200)])
            let caught = run { Maybe<Int>.error(TestError()).catch { _ in .empty() } }
            #expect(caught == [.completed(200)])
            let never = run { Maybe<Int>.never() }
            #expect(never.isEmpty)
        }
        #expect(leaked == 0)
    }

    @Test func justOnASchedulerSucceedsThere() {
        expectNoLeaks {
            let scheduled = run { scheduler in Maybe.just(1, scheduler: scheduler) }
            #expect(scheduled == [.next(201, 1), .completed(202)])
        }
    }

    @Test func subscribeWithPassesTheObjectWhileItLives() {
        final class Owner {
            var log: [String] = []
        }
        expectNoLeaks {
            let owner = Owner()
            _ = Maybe.just(1).subscribe(
                with: owner,
                onSuccess: { owner, value in owner.log.append("success \(value)") },
                onDisposed: { owner in owner.log.append("disposed") }
            )
            _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { owner in owner.log.append("completed") })
            _ = Maybe<Int>.error(TestError()).subscribe(
                with: owner, onError: { owner, error in owner.log.append("\(error)") })
            #expect(owner.log == ["success 1", "disposed", "completed", "test error"])
        }
    }

    @Test func subscribeWithHoldsTheObjectWeakly() {
        final class Owner {
            var values: [Int] = []
        }
        expectNoLeaks {
            var owner: Owner? = Owner()
            // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
            // `weak var` that is never set.
            weak var weakOwner: Owner?
            weakOwner = owner
            var observer: Maybe<Int>.MaybeObserver?
            var calls = 0
            let subscription = Maybe<Int>.create {
                observer = $0
                return Disposables.create()
            }
            .subscribe(
                with: owner!, onSuccess: { owner, value in owner.values.append(value) }, onDisposed: { _ in calls += 1 }
            )
            owner = nil
            #expect(weakOwner == nil, "subscribe(with:) must not retain its object")
            observer?(.success(1))
            subscription.dispose()
            #expect(calls == 0)
            observer = nil
        }
    }
}
