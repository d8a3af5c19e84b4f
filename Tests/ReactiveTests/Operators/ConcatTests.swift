import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ConcatTests {
    @Test func subscribesTheNextSourceWhenThePreviousCompletes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
            #expect(xs1.subscriptions == [Subscription(200, 230)])
            #expect(xs2.subscriptions == [Subscription(230, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func anErrorStopsTheConcatenation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs1.concat(xs2) }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs2.subscriptions.isEmpty)
    }

    @Test func disposingMidStreamDisposesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .next(50, 4), .completed(60)])
        let res = scheduler.start(disposed: 240) { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(230, 3)])
        #expect(xs2.subscriptions == [Subscription(220, 240)])
    }

    @Test func concatOfJustsEqualsFrom() {
        let fromLog = EventLog<Int>()
        let concatLog = EventLog<Int>()
        _ = Observable.from([1, 2, 3]).subscribe(fromLog.observer)
        _ = Observable.concat([1, 2, 3].map { Observable.just($0) }).subscribe(concatLog.observer)
        #expect(concatLog.rendered == fromLog.rendered)
    }

    @Test func iteratesALazySequenceOneSourceAtATimeInConstantStack() {
        var made = 0
        let sources = (0..<100_000).lazy.map { index -> Observable<Int> in
            made += 1
            return .just(index)
        }
        var count = 0
        _ = Observable.concat(sources).subscribe(onNext: { _ in count += 1 })
        #expect(count == 100_000)
        #expect(made == 100_000)
    }

    @Test func concatOfInnerObservablesWaitsForEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .next(270, 2), .completed(280)])
    }

    @Test func theCollectionOverloadKnowsTheCountAndTheSequenceOverloadDoesNot() {
        let log = EventLog<Int>()
        _ = Observable.concat([Observable.just(1), .just(2)]).subscribe(log.observer)
        _ = Observable.concat(AnySequence([Observable.just(3), .just(4)])).subscribe(log.observer)
        _ = Observable.concat(Observable.just(5), .just(6)).subscribe(log.observer)
        #expect(log.rendered == "next(1) next(2) completed next(3) next(4) completed next(5) next(6) completed")
    }

    @Test(arguments: [true, false])
    func aRecursivelyNestedConcatRunsInConstantStack(collection: Bool) {
        let leaked = Resources.countLive {
            var count = 0
            var completed = false
            _ = nestedConcat(depth: 100_000, collection: collection) { .just($0) }
                .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
            #expect(count == 100_001)
            #expect(completed)
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [true, false])
    func aRecursivelyNestedConcatHoldsOneSubscriptionAtATime(collection: Bool) {
        func liveAtTheDeepestLevel(depth: Int) -> Int32? {
            var live: Int32?
            _ = nestedConcat(depth: depth, collection: collection) { level in
                guard level == depth else { return .just(level) }
                return .deferred {
                    live = ResourceLedger.current?.live
                    return .just(level)
                }
            }
            .subscribe()
            return live
        }
        let leaked = Resources.countLive {
            let shallow = liveAtTheDeepestLevel(depth: 10)
            #expect(shallow != nil)
            #expect(liveAtTheDeepestLevel(depth: 1_000) == shallow)
        }
        #expect(leaked == 0)
    }

    @Test func aNestedConcatIsSubscribedOnlyWhenItsTurnComes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let inner1 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let inner2 = scheduler.createColdObservable([.error(5, TestError())] as [Recorded<Event<Int>>])
        let last = scheduler.createColdObservable([.next(1, 9), .completed(2)])
        let res = scheduler.start {
            Observable.concat([
                first.asObservable(), .concat([inner1.asObservable(), inner2.asObservable()]), last.asObservable(),
            ])
        }
        #expect(res.events == [.next(210, 1), .next(225, 2), .error(235, TestError())])
        #expect(first.subscriptions == [Subscription(200, 220)])
        #expect(inner1.subscriptions == [Subscription(220, 230)])
        #expect(inner2.subscriptions == [Subscription(230, 235)])
        #expect(last.subscriptions == [])
    }
}

extension ConcatTests {
    // testConcat_TailRecursionCollection: a nested concat in last place replaces its parent, so the
    // levels already left are released; a plain sequence cannot tell its last element, so with
    // plain sequences every level stays (testConcat_TailRecursionSequence).
    @Test(arguments: [true, false])
    func levelsLeftBehindAreReleasedOnlyWhenTheirCountIsKnown(collection: Bool) {
        final class Level {}
        struct WeakLevel {
            weak var level: Level?
        }
        func aliveAtTheDeepestLevel(depth: Int) -> Int {
            var levels: [WeakLevel] = []
            var alive = -1
            func nested(from level: Int) -> Observable<Int> {
                guard level < depth else {
                    return .deferred {
                        alive = levels.filter { $0.level != nil }.count
                        return .just(level)
                    }
                }
                let token = Level()
                levels.append(WeakLevel(level: token))
                let parts = [0, 1].lazy.map { part -> Observable<Int> in
                    withExtendedLifetime(token) { part == 0 ? .just(level) : nested(from: level + 1) }
                }
                return collection ? Observable.concat(parts) : Observable.concat(AnySequence(parts))
            }
            _ = nested(from: 0).subscribe()
            return alive
        }
        let shallow = aliveAtTheDeepestLevel(depth: 10)
        let deep = aliveAtTheDeepestLevel(depth: 1_000)
        if collection {
            #expect(deep == shallow)
            #expect(deep <= 2)
        } else {
            #expect(deep >= 999)
        }
    }

    /// The counter is process-wide and other tests raise it concurrently, so only its lower bound
    /// is checked here.
    @Test func maxTailRecursiveSinkStackSizeRecordsTheDeepestStack() {
        maxTailRecursiveSinkStackSize = 0
        var count = 0
        _ = nestedConcat(depth: 100, collection: false) { .just($0) }.subscribe(onNext: { _ in count += 1 })
        #expect(count == 101)
        #expect(maxTailRecursiveSinkStackSize >= 100)
    }
}

/// `[leaf(level), nested(level + 1)]` concatenated down to `depth`, where the last level is the leaf
/// alone; built lazily, as RxSwift's tail-recursion tests build theirs, as a collection or as a plain
/// sequence.
private func nestedConcat(
    from level: Int = 0,
    depth: Int,
    collection: Bool,
    leaf: @escaping (Int) -> Observable<Int>
) -> Observable<Int> {
    guard level < depth else { return leaf(level) }
    let parts = [0, 1].lazy.map { part in
        part == 0 ? leaf(level) : nestedConcat(from: level + 1, depth: depth, collection: collection, leaf: leaf)
    }
    return collection ? Observable.concat(parts) : Observable.concat(AnySequence(parts))
}
