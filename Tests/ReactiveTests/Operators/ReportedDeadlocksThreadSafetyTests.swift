import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

// The deadlocks and races RxSwift users reported in 2025–2026, replayed against this runtime.
// Each lock-inversion test plays the two threads of the report with a `LockInversion`: if the
// runtime called out under its own lock, the callout cannot take the foreign lock and the test
// fails after a few seconds instead of hanging. Run under `--sanitize=thread` in CI.

/// A source whose element is replayed to every new subscriber, in each of the runtime's shapes.
enum ReplayingSource: CaseIterable, Sendable {
    /// RxSwift #2713.
    case replaySubject
    /// RxSwift #2717.
    case behaviorSubject
    /// RxSwift #2653.
    case shareReplayWhileConnected, shareReplayForever
    /// RxSwift #2698 (the replaying subject behind a connectable).
    case replayRefCount

    /// The observable to subscribe to, and what keeps it alive and connected, with 1 buffered.
    func make() -> (observable: Observable<Int>, keep: any Disposable) {
        switch self {
        case .replaySubject:
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            subject.onNext(1)
            return (subject.asObservable(), Disposables.create())
        case .behaviorSubject:
            return (BehaviorSubject(value: 1).asObservable(), Disposables.create())
        case .shareReplayWhileConnected, .shareReplayForever, .replayRefCount:
            let subject = PublishSubject<Int>()
            let shared =
                switch self {
                case .shareReplayWhileConnected: subject.share(replay: 1, scope: .whileConnected)
                case .shareReplayForever: subject.share(replay: 1, scope: .forever)
                default: subject.replay(1).refCount()
                }
            let keep = shared.subscribe()
            subject.onNext(1)
            return (shared, keep)
        }
    }
}

/// A connectable shape whose connection tears its source down.
enum ConnectingOperator: CaseIterable, Sendable {
    case multicastPublishSubject, publish, replay

    func make(_ source: Observable<Int>) -> ConnectableObservable<Int> {
        switch self {
        case .multicastPublishSubject: source.multicast(PublishSubject<Int>())
        case .publish: source.publish()
        case .replay: source.replay(1)
        }
    }
}

/// A merging shape that unsubscribes from an inner sequence when it ends.
enum MergingOperator: CaseIterable, Sendable {
    case merge, mergeMaxConcurrent, flatMap

    func make(_ first: Observable<Int>, _ second: Observable<Int>) -> Observable<Int> {
        switch self {
        case .merge: Observable.merge(first, second)
        case .mergeMaxConcurrent: Observable.of(first, second).merge(maxConcurrent: 2)
        case .flatMap: Observable.of(0, 1).flatMap { $0 == 0 ? first : second }
        }
    }
}

@Suite(.leakChecked) struct ReportedDeadlocksThreadSafetyTests {
    // RxSwift #2713, #2717, #2653: a subject or `share(replay:)` that replays its buffer to a new
    // subscriber under its lock deadlocks against a thread that holds the subscriber's lock and
    // subscribes too.
    @Test(arguments: ReplayingSource.allCases)
    func replayingToANewSubscriberHoldsNoLockOfTheSource(source: ReplayingSource) {
        let (observable, keep) = source.make()
        let shared = Shared(observable)
        let inversion = LockInversion()
        let gotLock = inversion.run(
            holder: { shared.value.subscribe().dispose() },
            trigger: { shared.value.subscribe(onNext: { _ in inversion.callout() }).dispose() }
        )
        #expect(gotLock, "the replay ran under a lock the other subscriber needed")
        keep.dispose()
    }

    // RxSwift #2698: `Connection.dispose` tore the source subscription down under the
    // connectable's lock, against a subscriber that holds the teardown's lock.
    @Test(arguments: ConnectingOperator.allCases)
    func disconnectingTearsTheSourceDownOutsideTheConnectablesLock(operator: ConnectingOperator) {
        let inversion = LockInversion()
        let source = Observable<Int>.create { _ in Disposables.create { inversion.callout() } }
        let connectable = Shared(`operator`.make(source))
        let connection = Shared(connectable.value.connect())
        let gotLock = inversion.run(
            holder: { connectable.value.subscribe().dispose() },
            trigger: { connection.value.dispose() }
        )
        #expect(gotLock, "the source was torn down under a lock the subscriber needed")
    }

    // RxSwift #2698 through `refCount`/`share`: the last subscriber leaving disconnects, and the
    // teardown must not run under the lock a new subscriber needs.
    @Test(arguments: [0, 1], [SubjectLifetimeScope.whileConnected, .forever])
    func theLastSubscriberLeavingTearsTheSourceDownOutsideTheSharingLock(replay: Int, scope: SubjectLifetimeScope) {
        let inversion = LockInversion()
        let source = Observable<Int>.create { _ in Disposables.create { inversion.callout() } }
        let shared = Shared(source.share(replay: replay, scope: scope))
        let first = Shared(shared.value.subscribe())
        let gotLock = inversion.run(
            holder: { shared.value.subscribe().dispose() },
            trigger: { first.value.dispose() }
        )
        #expect(gotLock, "the source was torn down under a lock the next subscriber needed")
    }

    // RxSwift #2708: `refCount` connected (subscribing to the source) under its lock, against a
    // second subscriber that holds a lock the source's subscription takes.
    @Test(arguments: [0, 1], [SubjectLifetimeScope.whileConnected, .forever])
    func theFirstSubscriberConnectsOutsideTheSharingLock(replay: Int, scope: SubjectLifetimeScope) {
        let inversion = LockInversion()
        let source = Observable<Int>.create { _ in
            inversion.callout()
            return Disposables.create()
        }
        let shared = Shared(source.share(replay: replay, scope: scope))
        let subscriptions = LockedValue<[Shared<any Disposable>]>([])
        let gotLock = inversion.run(
            holder: {
                let subscription = Shared(shared.value.subscribe())
                subscriptions.withLock { $0.append(subscription) }
            },
            trigger: {
                let subscription = Shared(shared.value.subscribe())
                subscriptions.withLock { $0.append(subscription) }
            }
        )
        #expect(gotLock, "the source was subscribed under a lock the second subscriber needed")
        for subscription in subscriptions.value { subscription.value.dispose() }
    }

    // RxSwift #2711: `merge` removed an ended inner subscription under its lock, against an
    // element arriving from a thread that holds the teardown's lock.
    @Test(arguments: MergingOperator.allCases, [false, true])
    func anEndedInnerSequenceIsTornDownOutsideTheMergeLock(operator: MergingOperator, fails: Bool) {
        let inversion = LockInversion()
        let first = PushSource()
        let second = PushSource()
        let firstWithLockedTeardown = Observable<Int>.create { observer in
            let subscription = first.observable.subscribe(observer)
            return Disposables.create {
                inversion.callout()
                subscription.dispose()
            }
        }
        let checker = GrammarChecker()
        let subscription = `operator`.make(firstWithLockedTeardown, second.observable).map { "\($0)" }
            .subscribe(checker)
        let gotLock = inversion.run(
            holder: { second.on(.next(1)) },
            trigger: { first.on(fails ? .error(TestError()) : .completed) }
        )
        #expect(gotLock, "the inner sequence was torn down under a lock the sender needed")
        subscription.dispose()
        #expect(checker.violations == [])
        // An error ends the merge before the other element arrives; a completion only ends `first`.
        #expect(checker.elements == (fails ? [] : ["1"]))
        #expect(checker.stopCount == (fails ? 1 : 0))
    }

    // RxSwift #2718: subscribers arriving at once at an unconnected `share` connected it more than
    // once, subscribing to the source several times.
    @Test(arguments: [0, 1], [SubjectLifetimeScope.whileConnected, .forever])
    func concurrentFirstSubscribersConnectOnce(replay: Int, scope: SubjectLifetimeScope) {
        let subscribers = 8
        for _ in 0..<50 {
            let sourceSubscriptions = LockedValue(0)
            let shared = Shared(
                Observable<Int>.never()
                    .do(onSubscribe: { sourceSubscriptions.withLock { $0 += 1 } })
                    .share(replay: replay, scope: scope)
            )
            let subscriptions = LockedValue<[Shared<any Disposable>]>([])
            let start = DispatchSemaphore(value: 0)
            let ready = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            for _ in 0..<subscribers {
                let job = ThreadJob {
                    ready.signal()
                    start.wait()
                    let subscription = Shared(shared.value.subscribe())
                    subscriptions.withLock { $0.append(subscription) }
                }
                Thread {
                    job.run()
                    done.signal()
                }
                .start()
            }
            for _ in 0..<subscribers { #expect(ready.waitOrHang()) }
            for _ in 0..<subscribers { start.signal() }
            for _ in 0..<subscribers { #expect(done.waitOrHang()) }
            #expect(sourceSubscriptions.value == 1)
            for subscription in subscriptions.value { subscription.value.dispose() }
        }
    }
}

/// Not leak-checked: the zip completes on a queue thread, which may still be releasing the
/// subscription's parts when the test thread wakes.
@Suite struct ReportedDeadlockScenariosThreadSafetyTests {
    // RxSwift #2653, as reported: many `take(1)`s of an immediately emitting `share(replay:)`,
    // each reached through a hop to a concurrent queue, zipped. A lock held while replaying made
    // the zip's completion deadlock against another replay.
    @Test(arguments: [1, 2], [SubjectLifetimeScope.whileConnected, .forever])
    func zippedTakesOfAnImmediatelyEmittingShareComplete(replay: Int, scope: SubjectLifetimeScope) {
        let immediate = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        .share(replay: replay, scope: scope)
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let branches = (0..<200).map { _ in
            Observable.just(0).observe(on: scheduler).flatMap { _ in immediate }.take(1)
        }
        let completed = DispatchSemaphore(value: 0)
        let subscription = Observable.zip(branches).subscribe(onCompleted: { completed.signal() })
        #expect(completed.waitOrHang(), "the zip never completed: a deadlock")
        subscription.dispose()
    }
}
