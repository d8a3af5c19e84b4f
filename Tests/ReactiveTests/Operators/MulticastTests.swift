import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift's multicast, publish and replay timelines (Observable+MulticastTests.swift), in virtual
/// time, with the same events and upstream subscriptions at the same ticks.
@Suite(.leakChecked) struct MulticastTests {
    /// The hot source of RxSwift's connect-control tests; `stop` replaces nothing, or is sent at 435.
    private func connectSource(_ scheduler: TestScheduler, stopAt435 stop: Event<Int>? = nil) -> TestableObservable<Int>
    {
        var events: [Recorded<Event<Int>>] = [
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2),
        ]
        if let stop { events.append(Recorded(time: 435, value: stop)) }
        events += [
            .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24),
            .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28), .error(800, TestError()),
        ]
        return scheduler.createHotObservable(events)
    }

    /// RxSwift's connection schedule: connect at 300, disconnect at 400; connect at 420 and again at
    /// 440 (the same connection), dispose the second handle at 530; connect at 575; dispose the
    /// 420 handle at 590 (already ended) and the 575 one at 621.
    private func scheduleConnections(_ scheduler: TestScheduler, _ ys: Holder<ConnectableObservable<Int>>) {
        let connection = Holder<any Disposable>()
        let inner = Holder<any Disposable>()
        let last = Holder<any Disposable>()
        scheduler.scheduleAt(300) { connection.value = ys.value?.connect() }
        scheduler.scheduleAt(400) { connection.value?.dispose() }
        scheduler.scheduleAt(420) { connection.value = ys.value?.connect() }
        scheduler.scheduleAt(440) { inner.value = ys.value?.connect() }
        scheduler.scheduleAt(530) { inner.value?.dispose() }
        scheduler.scheduleAt(575) { last.value = ys.value?.connect() }
        scheduler.scheduleAt(590) { connection.value?.dispose() }
        scheduler.scheduleAt(621) { last.value?.dispose() }
    }

    /// Subscribes `res` at `time` and disposes it at 1000.
    private func subscribe(
        _ scheduler: TestScheduler,
        _ ys: Holder<ConnectableObservable<Int>>,
        _ res: TestableObserver<Int>,
        at time: TestTime
    ) {
        let subscription = Holder<any Disposable>()
        scheduler.scheduleAt(time) { subscription.value = ys.value?.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription.value?.dispose() }
    }

    /// Subscribes `res` at 405; when the source stops, subscribes `res` again and connects.
    private func subscribeAndReconnectOnStop(
        _ scheduler: TestScheduler,
        _ ys: Holder<ConnectableObservable<Int>>,
        _ res: TestableObserver<Int>
    ) {
        let subscription = Holder<any Disposable>()
        scheduler.scheduleAt(405) {
            let again = {
                subscription.value = ys.value?.subscribe(res)
                _ = ys.value?.connect()
            }
            subscription.value = ys.value?.do(onError: { _ in again() }, onCompleted: again).subscribe(res)
        }
        scheduler.scheduleAt(1000) { subscription.value?.dispose() }
    }

    // MARK: multicast(makeSubject:), one subject per connection

    @Test func whileConnectedConnectControlsTheSourceSubscription() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = connectSource(scheduler)
            let ys = Holder<ConnectableObservable<Int>>()
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }
            subscribe(scheduler, ys, res, at: 405)
            scheduleConnections(scheduler, ys)
            scheduler.start()

            #expect(res.events == [.next(430, 2), .next(450, 9), .next(520, 11)])
            #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
        }
    }

    @Test func whileConnectedSubscriberArrivingDuringAConnectionGetsItsReplay() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = connectSource(scheduler)
            let ys = Holder<ConnectableObservable<Int>>()
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
            subscribe(scheduler, ys, res, at: 470)
            scheduleConnections(scheduler, ys)
            scheduler.start()

            #expect(res.events == [.next(470, 9), .next(520, 11)])
            #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
        }
    }

    @Test(arguments: [Event<Int>.completed, .error(TestError())])
    func whileConnectedStopEventEndsTheConnectionAndANewSubjectServesTheNext(stop: Event<Int>) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = connectSource(scheduler, stopAt435: stop)
            let ys = Holder<ConnectableObservable<Int>>()
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
            subscribeAndReconnectOnStop(scheduler, ys, res)
            scheduleConnections(scheduler, ys)
            scheduler.start()

            #expect(res.events == [.next(430, 2), Recorded(time: 435, value: stop), .next(450, 9), .next(520, 11)])
            #expect(
                xs.subscriptions == [
                    Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621),
                ]
            )
        }
    }

    // MARK: multicast(_:), one subject for ever

    @Test func foreverSubjectKeepsItsBufferAcrossConnections() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = connectSource(scheduler)
            let ys = Holder<ConnectableObservable<Int>>()
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.multicast(ReplaySubject.create(bufferSize: 3)) }
            subscribe(scheduler, ys, res, at: 405)
            scheduleConnections(scheduler, ys)
            scheduler.start()

            #expect(
                res.events == [
                    .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
                    .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
                ]
            )
            #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
        }
    }

    @Test func foreverSubjectServesASubscriberArrivingDuringAConnection() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = connectSource(scheduler)
            let ys = Holder<ConnectableObservable<Int>>()
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
            subscribe(scheduler, ys, res, at: 470)
            scheduleConnections(scheduler, ys)
            scheduler.start()

            #expect(
                res.events == [
                    .next(470, 9), .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26),
                    .next(620, 27),
                ]
            )
            #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
        }
    }

    @Test(arguments: [Event<Int>.completed, .error(TestError())])
    func foreverSubjectReplaysItsStopEventToLaterSubscribers(stop: Event<Int>) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = connectSource(scheduler, stopAt435: stop)
            let ys = Holder<ConnectableObservable<Int>>()
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
            subscribeAndReconnectOnStop(scheduler, ys, res)
            scheduleConnections(scheduler, ys)
            scheduler.start()

            // The resubscription at 435 gets the stopped subject's replay and stop event at once;
            // connecting again subscribes the source, but the subject ignores what it sends.
            #expect(
                res.events == [
                    .next(405, 7), .next(430, 2), .next(435, 2), Recorded(time: 435, value: stop),
                    Recorded(time: 435, value: stop),
                ]
            )
            #expect(
                xs.subscriptions == [
                    Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621),
                ]
            )
        }
    }

    @Test func connectWhileConnectedReturnsTheRunningConnection() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys = xs.publish()
            let res = scheduler.createObserver(Int.self)
            let subscription = ys.subscribe(res)
            let first = Holder<any Disposable>()
            let second = Holder<any Disposable>()
            scheduler.scheduleAt(200) { first.value = ys.connect() }
            scheduler.scheduleAt(205) { second.value = ys.connect() }
            // Disposing the second handle ends the one connection; the first handle is then inert.
            scheduler.scheduleAt(220) { second.value?.dispose() }
            scheduler.scheduleAt(240) { first.value?.dispose() }
            scheduler.start()
            subscription.dispose()

            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func subscribingAloneDoesNotSubscribeTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { xs.publish() }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions.isEmpty)
        }
    }

    // MARK: multicast(_:selector:)

    private func selectorSource(_ scheduler: TestScheduler, end: Event<Int>?) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6),
            .next(340, 7),
        ]
        if let end { events.append(Recorded(time: 390, value: end)) }
        return scheduler.createHotObservable(events)
    }

    @Test(arguments: [Event<Int>.completed, .error(TestError())])
    func selectorFormForwardsTheSelectedSequence(end: Event<Int>) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = selectorSource(scheduler, end: end)
            let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
            #expect(
                res.events == [
                    .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
                    Recorded(time: 390, value: end),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 390)])
        }
    }

    @Test func selectorFormDisposesTheSourceWithTheSubscription() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = selectorSource(scheduler, end: nil)
            let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
            #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7)])
            #expect(xs.subscriptions == [Subscription(200, 1000)])
        }
    }

    @Test func selectorFormSubscribesTheSourceOnceForEveryUseOfIt() {
        // RxSwift zips the shared sequence with itself; merging two uses shows the same thing.
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = selectorSource(scheduler, end: .completed)
            let res = scheduler.start {
                xs.multicast({ PublishSubject<Int>() }, selector: { shared in .merge(shared, shared.map { $0 * 10 }) })
            }
            #expect(
                res.events == [
                    .next(210, 3), .next(210, 30), .next(240, 4), .next(240, 40), .next(270, 5), .next(270, 50),
                    .next(330, 6), .next(330, 60), .next(340, 7), .next(340, 70), .completed(390),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 390)])
        }
    }

    @Test func selectorFormFailsAtOnceWhenTheSubjectFactoryThrows() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let res = scheduler.start {
                xs.multicast({ () throws -> PublishSubject<Int> in throw TestError() }, selector: { $0 })
            }
            #expect(res.events == [.error(200, TestError())])
            #expect(xs.subscriptions.isEmpty)
        }
    }

    @Test func selectorFormFailsAtOnceWhenTheSelectorThrows() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let res = scheduler.start {
                xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError() })
            }
            #expect(res.events == [.error(200, TestError())])
            #expect(xs.subscriptions.isEmpty)
        }
    }

    // MARK: publish, replay, replayAll

    @Test func publishDeliversOnlyWhatFollowsTheSubscription() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let ys = Holder<ConnectableObservable<Int>>()
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { ys.value = xs.publish() }
            scheduler.scheduleAt(200) { _ = ys.value?.connect() }
            subscribe(scheduler, ys, res, at: 215)
            scheduler.start()

            #expect(res.events == [.next(220, 2), .next(230, 3), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
    }

    /// The cold source of RxSwift's replay tests, ending at offset `endTime` with `end`.
    private func replaySource(_ scheduler: TestScheduler, end: Event<Int>, at endTime: TestTime) -> TestableObservable<
        Int
    > {
        scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23), .next(70, 24),
            .next(80, 25), Recorded(time: endTime, value: end),
        ])
    }

    /// Connects at 400 and 650, disconnects at 520 and 700, subscribes `res` at 450 and disposes it
    /// at `disposeAt`.
    private func runReplay(
        _ scheduler: TestScheduler,
        _ makeConnectable: @escaping () -> ConnectableObservable<Int>,
        disposeAt: TestTime = 1000
    ) -> TestableObserver<Int> {
        let ys = Holder<ConnectableObservable<Int>>()
        let subscription = Holder<any Disposable>()
        let connection = Holder<any Disposable>()
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys.value = makeConnectable() }
        scheduler.scheduleAt(450) { subscription.value = ys.value?.subscribe(res) }
        scheduler.scheduleAt(disposeAt) { subscription.value?.dispose() }
        scheduler.scheduleAt(400) { connection.value = ys.value?.connect() }
        scheduler.scheduleAt(520) { connection.value?.dispose() }
        scheduler.scheduleAt(650) { connection.value = ys.value?.connect() }
        scheduler.scheduleAt(700) { connection.value?.dispose() }
        scheduler.start()
        return res
    }

    /// `replay(3)`, `replay(1)` and `replayAll()`, with what each replays to the subscriber at 450.
    static let replayVariants: [(name: String, replayed: [Int])] = [
        ("replay(3)", [9, 11, 20, 22]),
        ("replay(1)", [20, 22]),
        ("replayAll()", [5, 9, 11, 20, 22]),
    ]

    private func connectable(_ name: String, _ xs: TestableObservable<Int>) -> ConnectableObservable<Int> {
        switch name {
        case "replay(3)": xs.replay(3)
        case "replay(1)": xs.replay(1)
        default: xs.replayAll()
        }
    }

    /// What the subscriber at 450 sees: the replay (for `replay(3)` the last three elements, then
    /// 22 arriving at 450 too), then live elements.
    private func replayed(_ values: [Int]) -> [Recorded<Event<Int>>] {
        values.map { .next(450, $0) }
    }

    @Test(arguments: replayVariants)
    func replayReplaysToLateSubscribersAndAReconnectionStartsAFreshBuffer(variant: (name: String, replayed: [Int])) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = replaySource(scheduler, end: .completed, at: 130)
            let res = runReplay(scheduler) { connectable(variant.name, xs) }
            #expect(res.events == replayed(variant.replayed) + [.next(460, 23), .next(470, 24), .next(480, 25)])
            #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
        }
    }

    @Test(arguments: replayVariants)
    func replayForwardsTheSourceErrorAndTheNextConnectionSubscribesAgain(variant: (name: String, replayed: [Int])) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = replaySource(scheduler, end: .error(TestError()), at: 90)
            let res = runReplay(scheduler) { connectable(variant.name, xs) }
            #expect(
                res.events == replayed(variant.replayed) + [
                    .next(460, 23), .next(470, 24), .next(480, 25), .error(490, TestError()),
                ]
            )
            #expect(xs.subscriptions == [Subscription(400, 490), Subscription(650, 700)])
        }
    }

    @Test(arguments: replayVariants)
    func replayForwardsTheSourceCompletion(variant: (name: String, replayed: [Int])) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = replaySource(scheduler, end: .completed, at: 90)
            let res = runReplay(scheduler) { connectable(variant.name, xs) }
            #expect(
                res.events == replayed(variant.replayed) + [
                    .next(460, 23), .next(470, 24), .next(480, 25), .completed(490),
                ]
            )
            #expect(xs.subscriptions == [Subscription(400, 490), Subscription(650, 700)])
        }
    }

    @Test(arguments: replayVariants)
    func replaySubscriberDisposingMidStreamLeavesTheConnectionRunning(variant: (name: String, replayed: [Int])) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = replaySource(scheduler, end: .completed, at: 130)
            let res = runReplay(scheduler, { connectable(variant.name, xs) }, disposeAt: 475)
            #expect(res.events == replayed(variant.replayed) + [.next(460, 23), .next(470, 24)])
            #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
        }
    }

    // MARK: resources

    @Test func connectionsReleaseEverythingWhenTheSourceStops() {
        expectNoLeaks {
            for connectable in [
                Observable<Int>.just(1).multicast(makeSubject: { PublishSubject() }),
                Observable<Int>.error(TestError()).multicast(makeSubject: { PublishSubject() }),
                Observable<Int>.just(1).multicast(PublishSubject()),
                Observable<Int>.error(TestError()).multicast(PublishSubject()),
                Observable<Int>.just(1).publish(),
                Observable<Int>.error(TestError()).replay(1),
                Observable<Int>.just(1).replayAll(),
            ] {
                let log = StringEventLog<Int>()
                _ = connectable.record(into: log)
                _ = connectable.connect()
                #expect(log.events.last == "completed" || log.events.last == "error(test error)")
            }
        }
    }
}

/// A mutable slot that scheduled test actions share.
final class Holder<Value> {
    var value: Value?
}
