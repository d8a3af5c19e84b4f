import ReactiveTesting
import Testing

@testable import Reactive

// Ported from RxCocoa's Signal+Test: the same events at the same ticks.
@Suite(.leakChecked) struct SignalTests {
    @Test func sharesOneSubscriptionWithoutReplayAndEndsWithTheFallbackOnError() {
        withSharingScheduler { scheduler in
            let observers = (1...3).map { _ in scheduler.createObserver(Int.self) }
            var disposables: [(any Disposable)?] = [nil, nil, nil]
            let cold = scheduler.createColdObservable([
                .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError()),
            ])
            let signal = cold.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { disposables[0] = signal.asObservable().subscribe(observers[0]) }
            scheduler.scheduleAt(225) { disposables[1] = signal.asObservable().subscribe(observers[1]) }
            scheduler.scheduleAt(235) { disposables[0]?.dispose() }
            scheduler.scheduleAt(260) { disposables[1]?.dispose() }
            scheduler.scheduleAt(260) { disposables[2] = signal.asObservable().subscribe(observers[2]) }
            scheduler.scheduleAt(285) { disposables[2]?.dispose() }
            scheduler.start()
            #expect(observers[0].events == [.next(210, 0), .next(220, 1), .next(230, 2)])
            // No replay: the subscriber at 225 starts with the element at 230.
            #expect(observers[1].events == [.next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
            #expect(observers[2].events == [.next(270, 0), .next(280, 1)])
            #expect(cold.subscriptions == [Subscription(200, 250), Subscription(260, 285)])
        }
    }

    @Test func onErrorSignalWithAndOnErrorRecoverContinueWithAnotherSignal() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let res = scheduler.start { xs.asSignal(onErrorSignalWith: Signal.just(-1)) }
            #expect(res.events == [.next(210, 1), .next(220, -1), .completed(220)])
        }
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let res = scheduler.start { xs.asSignal(onErrorRecover: { _ in Signal.empty() }) }
            #expect(res.events == [.next(210, 1), .completed(220)])
        }
    }

    @Test func publishRelayAsSignalDeliversOnlyLaterValues() {
        withSharingScheduler(processingDelay: true) { scheduler in
            let relay = PublishRelay<Int>()
            scheduler.scheduleAt(150) { relay.accept(0) }
            scheduler.scheduleAt(210) { relay.accept(1) }
            scheduler.scheduleAt(220) { relay.accept(2) }
            let res = scheduler.start { relay.asSignal() }
            #expect(res.events == [.next(211, 1), .next(221, 2)])
        }
    }

    @Test func aDriverAsSignalStopsReplaying() {
        withSharingScheduler { scheduler in
            let relay = BehaviorRelay(value: 0)
            let signal = relay.asDriver().asSignal()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(210) { relay.accept(1) }
            scheduler.scheduleAt(220) { subscriptions.append(signal.asObservable().subscribe(late)) }
            scheduler.scheduleAt(230) { relay.accept(2) }
            scheduler.scheduleAt(300) { for subscription in subscriptions { subscription.dispose() } }
            scheduler.start()
            // The first subscriber connects to the driver, which hands over its current value.
            #expect(first.events == [.next(200, 0), .next(210, 1), .next(230, 2)])
            #expect(late.events == [.next(230, 2)])
        }
    }

    @Test func emitsToObserversAndRelays() {
        withSharingScheduler { scheduler in
            let log = EventLog<Int>()
            let optionalLog = EventLog<Int?>()
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let publish = PublishRelay<Int>()
            let optionalPublish = PublishRelay<Int?>()
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
            var published: [Int?] = []
            let listeners = [
                publish.subscribe(onNext: { published.append($0) }),
                optionalPublish.subscribe(onNext: { published.append($0) }),
            ]
            let subscriptions = [
                Signal.just(1).emit(to: log.observer),
                Signal.just(2).emit(to: optionalLog.observer),
                Signal.just(3).emit(to: behavior),
                Signal.just(4).emit(to: optionalBehavior),
                Signal.just(5).emit(to: publish),
                Signal.just(6).emit(to: optionalPublish),
                Signal.just(7).emit(to: replay),
                Signal.just(8).emit(to: optionalReplay),
            ]
            scheduler.start()
            #expect(log.rendered == "next(1) completed")
            #expect(optionalLog.rendered == "next(Optional(2)) completed")
            #expect(behavior.value == 3)
            #expect(optionalBehavior.value == 4)
            #expect(published == [5, 6])
            var replayed: [Int?] = []
            let replays = [
                replay.subscribe(onNext: { replayed.append($0) }),
                optionalReplay.subscribe(onNext: { replayed.append($0) }),
            ]
            #expect(replayed == [7, 8])
            for subscription in listeners + subscriptions + replays { subscription.dispose() }
        }
    }

    @Test func emitClosuresAndEmitWith() {
        final class Owner {
            var values: [Int] = []
        }
        withSharingScheduler { scheduler in
            var log: [String] = []
            let owner = Owner()
            let subscriptions = [
                Signal.of(1, 2).emit(
                    onNext: { log.append("next \($0)") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") }
                ),
                Signal.of(3, 4).emit(with: owner, onNext: { owner, value in owner.values.append(value) }),
                Signal.of(5).do(onNext: { log.append("side effect \($0)") }).emit(),
            ]
            scheduler.start()
            for subscription in subscriptions { subscription.dispose() }
            // Both signals step through the same scheduler, so their events interleave.
            #expect(log == ["next 1", "side effect 5", "next 2", "completed", "disposed"])
            #expect(owner.values == [3, 4])
        }
    }

    @Test func anErrorReachingEmitIsReportedNotFatal() {
        let anomalies = AnomalyLog()
        withSharingScheduler { _ in
            Hooks.withAnomalyHandler(anomalies.record) {
                _ = Signal<Int>(raw: .error(TestError())).emit(onNext: { _ in })
            }
        }
        #expect(anomalies.kinds == [.bindingError])
    }
}
