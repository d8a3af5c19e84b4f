import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift 6's `Observable+GroupByTests.swift`, the essential cases ported tick for tick: groups
/// are hot, stop events reach the groups before the result, and the source stays subscribed while
/// a group is watched.
@Suite(.leakChecked) struct GroupByTests {
    /// Subscribes to each group as it is emitted and records its events apart.
    private final class GroupRecorder {
        let scheduler: TestScheduler
        var keys: [Int] = []
        var groups: [Int: TestableObserver<Int>] = [:]
        var subscriptions: [Int: any Disposable] = [:]

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func record(_ group: GroupedObservable<Int, Int>) {
            let observer = scheduler.createObserver(Int.self)
            keys.append(group.key)
            groups[group.key] = observer
            subscriptions[group.key] = group.subscribe(observer)
        }
    }

    @Test func documentedDiagram() throws {
        let leaked = try Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("^1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
            let recorder = GroupRecorder(scheduler: scheduler)
            let outer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = xs.groupBy { $0 % 2 }.do(onNext: recorder.record).map(\.key).subscribe(outer)
            }
            scheduler.start()
            expectEvents(outer.events, marble: "-x-y-----|", values: ["x": 1, "y": 0])
            expectEvents(recorder.groups[1]!.events, marble: "-1---3---|", values: ["1": 1, "3": 3])
            expectEvents(recorder.groups[0]!.events, marble: "---2---4-|", values: ["2": 2, "4": 4])
            #expect(xs.subscriptions == [Subscription(200, 209)])
        }
        #expect(leaked == 0)
    }

    // testGroupBy_OuterComplete: one group per key, in the order keys first appear.
    @Test func emitsOneGroupPerKeyInOrderOfFirstAppearance() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var keyInvocations = 0
            let xs = scheduler.createHotObservable([
                .next(220, 13), .next(240, 3), .next(270, 22), .next(310, 23), .next(350, 4), .completed(570),
                .next(580, 5),
            ])
            let res = scheduler.start {
                xs.groupBy { value -> Int in
                    keyInvocations += 1
                    return value % 10
                }.map(\.key)
            }
            #expect(res.events == [.next(220, 3), .next(270, 2), .next(350, 4), .completed(570)])
            #expect(xs.subscriptions == [Subscription(200, 570)])
            #expect(keyInvocations == 5)
        }
        #expect(leaked == 0)
    }

    // testGroupBy_InnerComplete, testGroupBy_InnerError
    @Test(arguments: [false, true])
    func aStopEventReachesEveryGroupThenTheResult(fails: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let stop: Recorded<Event<Int>> = fails ? .error(300, TestError()) : .completed(300)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), stop])
            let recorder = GroupRecorder(scheduler: scheduler)
            let outer = scheduler.createObserver(Int.self)
            var order: [String] = []
            scheduler.scheduleAt(200) {
                _ = xs.groupBy { $0 % 2 }
                    .do(onNext: { group in
                        recorder.record(group)
                        _ = group.subscribe(
                            onError: { _ in order.append("group") }, onCompleted: { order.append("group") })
                    })
                    .map(\.key)
                    .do(onError: { _ in order.append("result") }, onCompleted: { order.append("result") })
                    .subscribe(outer)
            }
            scheduler.start()
            let end: Recorded<Event<Int>> = fails ? .error(300, TestError()) : .completed(300)
            #expect(outer.events == [.next(210, 1), .next(220, 0), end])
            #expect(recorder.groups[1]!.events == [.next(210, 1), .next(230, 3), end])
            #expect(recorder.groups[0]!.events == [.next(220, 2), end])
            #expect(order == ["group", "group", "result"])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    // testGroupBy_OuterKeySelectorThrows, testGroupBy_InnerKeyThrow
    @Test func aThrowingKeySelectorFailsEveryGroupAndTheResult() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, -1), .next(230, 3), .completed(300)])
            let recorder = GroupRecorder(scheduler: scheduler)
            let outer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = xs.groupBy { value -> Int in
                    if value < 0 { throw TestError() }
                    return value % 2
                }
                .do(onNext: recorder.record).map(\.key).subscribe(outer)
            }
            scheduler.start()
            #expect(outer.events == [.next(210, 1), .error(220, TestError())])
            #expect(recorder.groups[1]!.events == [.next(210, 1), .error(220, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    // testGroupBy_OuterDispose
    @Test func disposingTheResultWithNoGroupWatchedDisposesTheSource() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.groupBy { $0 % 2 }.map(\.key) }
            #expect(res.events == [.next(210, 1), .next(220, 0)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    // testGroupBy_OuterIndependence: watched groups keep the source after the result is disposed.
    @Test func watchedGroupsKeepTheSourceAfterTheResultIsDisposed() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(260, 3), .next(270, 5), .next(280, 4), .completed(400),
            ])
            let recorder = GroupRecorder(scheduler: scheduler)
            let outer = scheduler.createObserver(Int.self)
            var outerSubscription: (any Disposable)?
            scheduler.scheduleAt(200) {
                outerSubscription = xs.groupBy { $0 % 2 }.do(onNext: recorder.record).map(\.key).subscribe(outer)
            }
            scheduler.scheduleAt(250) { outerSubscription?.dispose() }
            scheduler.scheduleAt(275) { recorder.subscriptions[1]?.dispose() }
            scheduler.scheduleAt(350) { recorder.subscriptions[0]?.dispose() }
            scheduler.start()
            #expect(outer.events == [.next(210, 1), .next(220, 0)])
            #expect(recorder.groups[1]!.events == [.next(210, 1), .next(260, 3), .next(270, 5)])
            #expect(recorder.groups[0]!.events == [.next(220, 2), .next(280, 4)])
            #expect(xs.subscriptions == [Subscription(200, 350)])
        }
        #expect(leaked == 0)
    }

    // testGroupBy_InnerEscapeComplete: a group subscribed after the end gets the stop event only.
    @Test func aGroupSubscribedAfterTheSourceEndedReceivesOnlyTheStopEvent() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 3), .completed(300)])
            let late = scheduler.createObserver(Int.self)
            var group: GroupedObservable<Int, Int>?
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(xs.groupBy { $0 % 2 }.subscribe(onNext: { group = $0 }))
            }
            scheduler.scheduleAt(400) { subscriptions.append(group!.subscribe(late)) }
            scheduler.scheduleAt(500) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            #expect(late.events == [.completed(400)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    // testGroupBy_InnerEscapeDispose: once nobody watches, the source is gone for good.
    @Test func aGroupSubscribedAfterEverythingWasDisposedReceivesNothing() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(220, 1), .next(450, 3), .completed(570)])
            let late = scheduler.createObserver(Int.self)
            var group: GroupedObservable<Int, Int>?
            var outer: (any Disposable)?
            var inner: (any Disposable)?
            scheduler.scheduleAt(200) { outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { group = $0 }) }
            scheduler.scheduleAt(400) { outer?.dispose() }
            scheduler.scheduleAt(420) { inner = group!.subscribe(late) }
            scheduler.scheduleAt(600) { inner?.dispose() }
            scheduler.start()
            #expect(late.events == [])
            #expect(xs.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    @Test func aGroupIsHotAndMissesWhatCameBeforeItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 5), .completed(300)])
        let late = scheduler.createObserver(Int.self)
        var group: GroupedObservable<Int, Int>?
        scheduler.scheduleAt(200) { _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { group = $0 }) }
        scheduler.scheduleAt(225) { _ = group!.subscribe(late) }
        scheduler.start()
        #expect(late.events == [.next(230, 5), .completed(300)])
    }

    @Test func releasesEverythingWhenASynchronousSourceEnds() {
        let leaked = Resources.countLive {
            let log = EventLog<Int>()
            _ = Observable.of(1, 2, 3).groupBy { $0 % 2 }.flatMap { $0 }.subscribe(log.observer)
            #expect(log.rendered == "next(1) next(2) next(3) completed")
            _ = Observable<Int>.error(TestError()).groupBy { $0 }.subscribe()
            _ = Observable.just(1).groupBy { _ -> Int in throw TestError() }.subscribe()
        }
        #expect(leaked == 0)
    }
}
