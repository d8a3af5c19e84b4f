import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift's share(replay:scope:) timelines (Observable+ShareReplayScopeTests.swift) for replay
/// counts 0 to 4 and both scopes, plus the examples of docs/Operators/Share.md.
@Suite(.leakChecked) struct ShareTests {
    /// The hot source of RxSwift's scope tests; `stop`, if any, is sent at 330 and followed by -1.
    private func scopeSource(_ scheduler: TestScheduler, stopAt330 stop: Event<Int>? = nil) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
        ]
        if let stop { events += [Recorded(time: 330, value: stop), .next(340, -1)] }
        events.append(.next(550, 7))
        return scheduler.createHotObservable(events)
    }

    /// Subscribes at 200 and 300, disposes at 350 and 400, subscribes again at 500 and disposes at
    /// 600. With `resubscribeOnStop`, the first two subscribers subscribe `res1_`/`res2_` when they
    /// receive a stop event, and those replace them (so they are the ones disposed at 350 and 400).
    private struct Run {
        let res1: TestableObserver<Int>
        let res2: TestableObserver<Int>
        let res1Again: TestableObserver<Int>
        let res2Again: TestableObserver<Int>
        let res3: TestableObserver<Int>
    }

    private func run(
        _ scheduler: TestScheduler,
        _ makeShared: @escaping () -> Observable<Int>,
        resubscribeOnStop: Bool = false
    ) -> Run {
        let run = Run(
            res1: scheduler.createObserver(Int.self),
            res2: scheduler.createObserver(Int.self),
            res1Again: scheduler.createObserver(Int.self),
            res2Again: scheduler.createObserver(Int.self),
            res3: scheduler.createObserver(Int.self)
        )
        let ys = Holder<Observable<Int>>()
        let subscription1 = Holder<any Disposable>()
        let subscription2 = Holder<any Disposable>()
        let subscription3 = Holder<any Disposable>()
        scheduler.scheduleAt(100) { ys.value = makeShared() }
        for (subscription, res, again, time) in [
            (subscription1, run.res1, run.res1Again, 200), (subscription2, run.res2, run.res2Again, 300),
        ] {
            scheduler.scheduleAt(TestTime(time)) {
                guard resubscribeOnStop else {
                    subscription.value = ys.value?.subscribe(res)
                    return
                }
                subscription.value = ys.value?.subscribe { event in
                    res.on(event)
                    if event.isStopEvent { subscription.value = ys.value?.subscribe(again) }
                }
            }
        }
        scheduler.scheduleAt(350) { subscription1.value?.dispose() }
        scheduler.scheduleAt(400) { subscription2.value?.dispose() }
        scheduler.scheduleAt(500) { subscription3.value = ys.value?.subscribe(run.res3) }
        scheduler.scheduleAt(600) { subscription3.value?.dispose() }
        scheduler.start()
        return run
    }

    /// `count` replayed elements ending just before `next`, all at `time`.
    private func replayed(_ count: Int, before next: Int, at time: TestTime) -> [Recorded<Event<Int>>] {
        (0..<count).map { .next(time, next - count + $0) }
    }

    private let firstSubscriberEvents: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

    @Test func defaultArgumentsShareWithoutReplayWhileConnected() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scopeSource(scheduler)
            let result = run(scheduler) { xs.share() }
            #expect(result.res1.events == firstSubscriberEvents)
            #expect(result.res2.events == [.next(320, 6)])
            #expect(result.res3.events == [.next(550, 7)])
            #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    @Test(arguments: 0..<5)
    func foreverReplaysTheLastConnectionsElementsToTheNextConnection(replay: Int) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scopeSource(scheduler)
            let result = run(scheduler) { xs.share(replay: replay, scope: .forever) }
            #expect(result.res1.events == firstSubscriberEvents)
            #expect(result.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6)])
            #expect(result.res3.events == replayed(replay, before: 7, at: 500) + [.next(550, 7)])
            #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    @Test(arguments: 0..<5)
    func whileConnectedStartsTheNextConnectionWithAnEmptyBuffer(replay: Int) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scopeSource(scheduler)
            let result = run(scheduler) { xs.share(replay: replay, scope: .whileConnected) }
            #expect(result.res1.events == firstSubscriberEvents)
            #expect(result.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6)])
            #expect(result.res3.events == [.next(550, 7)])
            #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    static let stops: [Event<Int>] = [.completed, .error(TestError())]

    @Test(arguments: stops, 0..<5)
    func foreverReplaysTheStopEventAndNeverResubscribes(stop: Event<Int>, replay: Int) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scopeSource(scheduler, stopAt330: stop)
            let result = run(scheduler, { xs.share(replay: replay, scope: .forever) }, resubscribeOnStop: true)
            let stopped = Recorded(time: 330, value: stop)
            #expect(result.res1.events == firstSubscriberEvents + [stopped])
            #expect(result.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6), stopped])
            #expect(result.res1Again.events == replayed(replay, before: 7, at: 330) + [stopped])
            #expect(result.res2Again.events == replayed(replay, before: 7, at: 330) + [stopped])
            #expect(result.res3.events == replayed(replay, before: 7, at: 500) + [Recorded(time: 500, value: stop)])
            #expect(xs.subscriptions == [Subscription(200, 330)])
        }
    }

    @Test(arguments: stops, 0..<5)
    func whileConnectedResubscribesAfterTheStopEvent(stop: Event<Int>, replay: Int) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scopeSource(scheduler, stopAt330: stop)
            let result = run(scheduler, { xs.share(replay: replay, scope: .whileConnected) }, resubscribeOnStop: true)
            let stopped = Recorded(time: 330, value: stop)
            #expect(result.res1.events == firstSubscriberEvents + [stopped])
            #expect(result.res2.events == replayed(replay, before: 6, at: 300) + [.next(320, 6), stopped])
            #expect(result.res1Again.events == [.next(340, -1)])
            #expect(result.res2Again.events == [.next(340, -1)])
            #expect(result.res3.events == [.next(550, 7)])
            #expect(xs.subscriptions == [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
        }
    }

    /// The diagram in the doc comment, whose first frame is the subscription (`^` here).
    @Test func theDocumentationMarbleHolds() throws {
        try expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let values = ["1": 1, "2": 2, "3": 3, "4": 4]
            let xs = try scheduler.createHotObservable("^1-2-3-4-|", values: values)
            let shared = xs.share(replay: 1)
            let b = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(204) { _ = shared.subscribe(b) }
            let a = scheduler.start { shared }
            expectEvents(a.events, marble: "^1-2-3-4-|", values: values)
            expectEvents(b.events, marble: "^---23-4-|", values: values)
            expectSubscriptions(xs.subscriptions, [Subscription(200, 209)])
        }
    }

    @Test(arguments: [SubjectLifetimeScope.whileConnected, .forever], 0..<5)
    func releasesEverythingWhenTheSourceStops(scope: SubjectLifetimeScope, replay: Int) {
        expectNoLeaks {
            for source in [Observable<Int>.just(1), .error(TestError())] {
                let log = StringEventLog<Int>()
                _ = source.share(replay: replay, scope: scope).record(into: log)
                #expect(log.events.last == "completed" || log.events.last == "error(test error)")
            }
        }
    }

    /// The source stops while a late subscriber is still being replayed to (its own replayed
    /// element makes the source stop): the connection has already let its subscribers go, so the
    /// late one is told the stop event by its replay, right after the replayed elements.
    @Test(arguments: stops, 1..<3)
    func aStopDuringALateSubscribersReplayReachesItAfterTheReplay(stop: Event<Int>, replay: Int) {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let shared = source.share(replay: replay, scope: .whileConnected)
            let first = StringEventLog<Int>()
            _ = shared.record(into: first)
            source.onNext(1)
            source.onNext(2)
            let late = StringEventLog<Int>()
            _ = shared.subscribe { event in
                late.record(event)
                if case .next = event, late.events.count == 1 { source.on(stop) }
            }
            let stopText = stop.debugDescription
            #expect(first.events == ["next(1)", "next(2)", stopText])
            #expect(late.events == (replay == 1 ? ["next(2)"] : ["next(1)", "next(2)"]) + [stopText])
            #expect(!source.hasObservers)
        }
    }

    @Test(arguments: [SubjectLifetimeScope.whileConnected, .forever], 0..<3)
    func disposingMidStreamDisposesTheSource(scope: SubjectLifetimeScope, replay: Int) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
            let res = scheduler.start(disposed: 225) { xs.share(replay: replay, scope: scope) }
            #expect(res.events == [.next(210, 1), .next(220, 2)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
    }

    /// The connection keeps the source's subscription itself: a source that ends while being
    /// subscribed, before its subscription exists, must still have it disposed, once.
    @Test(arguments: 0..<3)
    func aSourceThatEndsWhileBeingSubscribedIsDisposedOnce(replay: Int) {
        expectNoLeaks {
            let source = EndsWhileSubscribed()
            let log = StringEventLog<Int>()
            let subscription = source.share(replay: replay).record(into: log)
            #expect(log.events == ["next(1)", "completed"])
            #expect(source.disposals.value == 1)
            subscription.dispose()
            #expect(source.disposals.value == 1)
        }
    }

    @Test func whileConnectedSynchronousSourceRunsAgainForEachSubscriber() {
        expectNoLeaks {
            var subscriptions = 0
            let source = Observable<Int>.deferred {
                subscriptions += 1
                return .of(1, 2)
            }
            let shared = source.share(replay: 1)
            let first = StringEventLog<Int>()
            let second = StringEventLog<Int>()
            _ = shared.record(into: first)
            _ = shared.record(into: second)
            #expect(first.events == ["next(1)", "next(2)", "completed"])
            #expect(second.events == ["next(1)", "next(2)", "completed"])
            #expect(subscriptions == 2)
        }
    }

    @Test func aSubscriberSubscribingWhileTheSharedSourceDeliversGetsTheReplayFirst() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 2)
            let late = StringEventLog<Int>()
            var lateSubscription: (any Disposable)?
            let early = shared.subscribe(onNext: { value in
                if value == 2 { lateSubscription = shared.record(into: late) }
            })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            #expect(late.events == ["next(1)", "next(2)", "next(3)"])
            early.dispose()
            lateSubscription?.dispose()
            #expect(!subject.hasObservers)
        }
    }

    /// A subscription kept after its connection has ended, by a stop event or by its disposal,
    /// keeps nothing of it alive: not the replayed element, not the subscriber's closures, not the
    /// shared sequence or its source.
    @Test(arguments: [true, false])
    func aSubscriptionKeptAfterItsConnectionEndsKeepsNothingOfIt(endsByStop: Bool) {
        final class Payload {}
        expectNoLeaks {
            weak var source: PublishSubject<Payload>?
            weak var element: Payload?
            weak var captured: Payload?
            let subscription: any Disposable
            do {
                let subject = PublishSubject<Payload>()
                let payload = Payload()
                let capturedByTheSubscriber = Payload()
                source = subject
                element = payload
                captured = capturedByTheSubscriber
                subscription = subject.share(replay: 1).subscribe(onNext: { _ in
                    withExtendedLifetime(capturedByTheSubscriber) {}
                })
                subject.onNext(payload)
                if endsByStop {
                    subject.onCompleted()
                } else {
                    subscription.dispose()
                }
            }
            #expect(element == nil)
            #expect(captured == nil)
            #expect(source == nil)
            withExtendedLifetime(subscription) {}
        }
    }

    // MARK: documentation examples (docs/Operators/Share.md)

    /// The blocks between `doc:` markers below, dedented, must appear verbatim in the document.
    @Test func documentationQuotesTheseExamplesVerbatim() throws {
        let testsFile = URL(fileURLWithPath: #filePath)
        let root = testsFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/Operators/Share.md"), encoding: .utf8)
        let source = try String(contentsOf: testsFile, encoding: .utf8)
        let names = ["share-once", "share-while-connected", "share-forever", "share-leave"]
        for name in names {
            let block = try #require(Self.exampleBlock(named: name, in: source))
            #expect(document.contains("```swift\n" + block + "\n```"), "docs/Operators/Share.md does not quote \(name)")
        }
    }

    /// The lines between `// doc:<name>-begin` and `// doc:<name>-end`, without their common indent.
    private static func exampleBlock(named name: String, in source: String) -> String? {
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// doc:\(name)-begin") }),
            let end = lines.firstIndex(where: { $0.hasSuffix("// doc:\(name)-end") }), begin < end
        else { return nil }
        let body = lines[(begin + 1)..<end]
        let indent =
            body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
            .joined(separator: "\n")
    }

    @Test func documentationOneSubscriptionForManySubscribers() {
        expectNoLeaks {
            // doc:share-once-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
            let shared = xs.share(replay: 1)

            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            let c = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(a) }
            scheduler.scheduleAt(215) { _ = shared.subscribe(b) }
            scheduler.scheduleAt(225) { _ = shared.subscribe(c) }
            scheduler.start()

            #expect(a.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            #expect(b.events == [.next(215, 1), .next(220, 2), .next(230, 3), .completed(240)])
            #expect(c.events == [.next(225, 2), .next(230, 3), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 240)])  // one upstream subscription
            // doc:share-once-end
        }
    }

    @Test func documentationWhileConnectedScope() {
        expectNoLeaks {
            // doc:share-while-connected-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let shared = xs.share(replay: 1, scope: .whileConnected)

            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
            scheduler.scheduleAt(300) { _ = shared.subscribe(late) }  // after the source completed
            scheduler.start()

            #expect(early.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(late.events == [.next(310, 1), .next(320, 2), .completed(330)])  // a fresh run
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
            // doc:share-while-connected-end
        }
    }

    @Test func documentationForeverScope() {
        expectNoLeaks {
            // doc:share-forever-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let shared = xs.share(replay: 1, scope: .forever)

            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
            scheduler.scheduleAt(300) { _ = shared.subscribe(late) }  // after the source completed
            scheduler.start()

            #expect(early.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(late.events == [.next(300, 2), .completed(300)])  // the replay and the stop event
            #expect(xs.subscriptions == [Subscription(200, 230)])  // never subscribed again
            // doc:share-forever-end
        }
    }

    @Test func documentationLeavingAndComingBack() {
        expectNoLeaks {
            // doc:share-leave-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
            let whileConnected = xs.share(replay: 1, scope: .whileConnected)
            let forever = xs.share(replay: 1, scope: .forever)

            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions = [whileConnected.subscribe(a), forever.subscribe(b)] }
            scheduler.scheduleAt(250) {  // the last subscribers leave: both disconnect
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.scheduleAt(300) {  // and come back
                subscriptions = [whileConnected.subscribe(a), forever.subscribe(b)]
            }
            scheduler.scheduleAt(400) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()

            #expect(a.events == [.next(210, 1), .next(220, 2), .next(320, 3)])
            #expect(b.events == [.next(210, 1), .next(220, 2), .next(300, 2), .next(320, 3)])  // a stale replay
            #expect(
                xs.subscriptions == [
                    Subscription(200, 250), Subscription(200, 250), Subscription(300, 400), Subscription(300, 400),
                ]
            )
            // doc:share-leave-end
        }
    }
}

/// A source that sends `1` and `completed` from inside `subscribe`, and counts the disposals of
/// the subscription it then returns (it never disposes that subscription itself).
private struct EndsWhileSubscribed: ObservableType {
    typealias Element = Int

    let disposals = Holder<Int>()

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        observer.on(.next(1))
        observer.on(.completed)
        let disposals = self.disposals
        return Disposables.create { disposals.value = (disposals.value ?? 0) + 1 }
    }
}
