import Dispatch
import ReactiveTesting
import Testing

@testable import Reactive

// Ported from RxCocoa's Driver+Test drive cases, run on a mocked sharing scheduler.
@Suite(.leakChecked) struct DriverSubscriptionTests {
    @Test func drivesObserversAndOptionalObservers() {
        withSharingScheduler { scheduler in
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            let optional = EventLog<Int?>()
            _ = Driver.just(1).drive(first.observer, second.observer)
            _ = Driver.just(2).drive(optional.observer)
            scheduler.start()
            #expect(first.rendered == "next(1) completed")
            #expect(second.rendered == "next(1) completed")
            #expect(optional.rendered == "next(Optional(2)) completed")
        }
    }

    @Test func drivesBehaviorAndReplayRelays() {
        withSharingScheduler { scheduler in
            let relay = BehaviorRelay(value: 0)
            let optionalRelay = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
            let subscriptions = [
                Driver.of(1, 2).drive(relay, relay),
                Driver.just(3).drive(optionalRelay),
                Driver.of(4, 5).drive(replay),
                Driver.just(6).drive(optionalReplay),
            ]
            scheduler.start()
            #expect(relay.value == 2)
            #expect(optionalRelay.value == 3)
            var replayed: [Int] = []
            _ = replay.subscribe(onNext: { replayed.append($0) })
            #expect(replayed == [4, 5])
            var optionalReplayed: [Int?] = []
            _ = optionalReplay.subscribe(onNext: { optionalReplayed.append($0) })
            #expect(optionalReplayed == [6])
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    @Test func driveClosuresReceiveElementsCompletionAndDisposal() {
        withSharingScheduler { scheduler in
            var log: [String] = []
            let cold = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .completed(30)])
            let subscription = cold.asDriver(onErrorJustReturn: -1).drive(
                onNext: { log.append("next \($0) @ \(scheduler.clock)") },
                onCompleted: { log.append("completed @ \(scheduler.clock)") },
                onDisposed: { log.append("disposed @ \(scheduler.clock)") }
            )
            scheduler.start()
            subscription.dispose()
            #expect(log == ["next 0 @ 10", "next 1 @ 20", "completed @ 30", "disposed @ 30"])
        }
    }

    @Test func driveWithHoldsTheObjectWeakly() {
        final class Owner {
            var values: [Int] = []
        }
        withSharingScheduler { scheduler in
            var owner: Owner? = Owner()
            // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
            // `weak var` that is never set.
            weak var weakOwner: Owner?
            weakOwner = owner
            var disposedWithOwner = false
            let cold = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .completed(40)])
            let subscription = cold.asDriver(onErrorJustReturn: -1).drive(
                with: owner!,
                onNext: { owner, value in owner.values.append(value) },
                onDisposed: { _ in disposedWithOwner = true }
            )
            scheduler.scheduleAt(25) {
                #expect(owner?.values == [0, 1])
                owner = nil
            }
            scheduler.start()
            #expect(weakOwner == nil, "drive(with:) must not retain its object")
            #expect(!disposedWithOwner, "closures are skipped once the object is gone")
            subscription.dispose()
        }
    }

    @Test func driveWithoutArgumentsKeepsTheSideEffectsRunning() {
        withSharingScheduler { scheduler in
            var seen: [Int] = []
            let subscription = Driver.of(1, 2).do(onNext: { seen.append($0) }).drive()
            scheduler.start()
            subscription.dispose()
            #expect(seen == [1, 2])
        }
    }

    @Test func anErrorReachingDriveIsReportedNotFatal() {
        // Only reachable through the internal initialiser: every public way to build a driver
        // handles the error first.
        let anomalies = AnomalyLog()
        let log = EventLog<Int>()
        withSharingScheduler { _ in
            Hooks.withAnomalyHandler(anomalies.record) {
                let broken = Driver<Int>(raw: .error(TestError()))
                _ = broken.drive(onNext: { _ in })
                _ = broken.drive(log.observer)
            }
        }
        #expect(anomalies.kinds == [.bindingError, .bindingError])
        #expect(log.events.isEmpty)
    }
}

// Off the main queue, with the real MainScheduler: the driver's replay happens on the subscribing
// thread, so `drive` moves it to the main queue rather than stopping the program as RxCocoa does.
@Suite(.serialized) struct DriverMainQueueDeliveryTests {
    @Test func driveOffTheMainQueueDeliversTheReplayOnTheMainQueue() {
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
        let first = LockedValue<[String]>([])
        let connected = DispatchSemaphore(value: 0)
        let keepAlive = Shared(driver)
        let firstSubscription = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            firstSubscription.setDisposable(
                keepAlive.value.drive(onNext: { value in
                    first.withLock { $0.append("\(value) main=\(MainScheduler.isMainContext)") }
                    connected.signal()
                }))
        }
        #expect(connected.waitOrHang())
        let late = LockedValue<[String]>([])
        let replayed = DispatchSemaphore(value: 0)
        #expect(!MainScheduler.isMainContext)
        let subscription = driver.drive(onNext: { value in
            late.withLock { $0.append("\(value) main=\(MainScheduler.isMainContext)") }
            replayed.signal()
        })
        #expect(replayed.waitOrHang())
        #expect(first.value == ["1 main=true"])
        #expect(late.value == ["1 main=true"])
        subscription.dispose()
        firstSubscription.dispose()
    }

    @Test func drivesATransformationAndACurriedFunction() {
        withSharingScheduler { scheduler in
            let log = EventLog<Int>()
            let curriedLog = EventLog<Int>()
            let subscription = Driver.of(1, 2).drive { $0.map { $0 * 10 }.subscribe(log.observer) }
            func bind(_ source: Observable<Int>) -> (Int) -> any Disposable {
                { offset in source.map { $0 + offset }.subscribe(curriedLog.observer) }
            }
            let curried = Driver.just(5).drive(bind, curriedArgument: 100)
            scheduler.start()
            #expect(log.rendered == "next(10) next(20) completed")
            #expect(curriedLog.rendered == "next(105) completed")
            subscription.dispose()
            curried.dispose()
        }
    }
}
