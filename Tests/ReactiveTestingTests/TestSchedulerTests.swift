import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TestSchedulerTests {
    @Test func scheduleRunsOneTickLaterWhenSimulatingProcessingDelay() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var times: [TestTime] = []
            scheduler.scheduleAt(10) {
                _ = scheduler.schedule(()) { _ in
                    times.append(scheduler.clock)
                    return Disposables.create()
                }
            }
            scheduler.start()
            #expect(times == [11])
        }
        #expect(leaked == 0)
    }

    @Test func scheduleRunsAtTheSameTickWithoutProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(times == [10])
    }

    @Test func adjustmentMovesOnlyTimesAtOrBeforeTheClock() {
        let delayed = TestScheduler(initialClock: 50)
        #expect(delayed.adjustScheduledTime(40) == 51)
        #expect(delayed.adjustScheduledTime(50) == 51)
        #expect(delayed.adjustScheduledTime(51) == 51)
        #expect(delayed.adjustScheduledTime(70) == 70)
        let immediate = TestScheduler(initialClock: 50, simulateProcessingDelay: false)
        #expect(immediate.adjustScheduledTime(40) == 50)
        #expect(immediate.adjustScheduledTime(70) == 70)
    }

    @Test func resolutionConvertsRealDelaysToTicksRoundingHalfUp() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var times: [TestTime] = []
        for delay in [DispatchTimeIntervalCase.milliseconds(1_000), .milliseconds(1_040), .milliseconds(1_060)] {
            _ = scheduler.scheduleRelative((), dueTime: delay.interval) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(times == [10, 10, 11])
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.5)
        #expect(converter.convertToVirtualTimeInterval(1.25) == 3)
        #expect(converter.convertFromVirtualTimeInterval(3) == 1.5)
        #expect(converter.offsetVirtualTime(7, offset: 3) == 10)
        #expect(converter.compareVirtualTime(1, 2) == .lessThan)
    }

    @Test func startUsesTheDefaultCreateSubscribeAndDisposeTimes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            var createdAt: TestTime?
            var subscribedAt: TestTime?
            var disposedAt: TestTime?
            let observer = scheduler.start { () -> Observable<Int> in
                createdAt = scheduler.clock
                return Observable.create { _ in
                    subscribedAt = scheduler.clock
                    return Disposables.create { disposedAt = scheduler.clock }
                }
            }
            #expect(observer.events.isEmpty)
            #expect(createdAt == 100)
            #expect(subscribedAt == 200)
            #expect(disposedAt == 1000)
        }
        #expect(leaked == 0)
    }

    @Test func startWithExplicitTimes() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(created: 10, subscribed: 20, disposed: 25) {
                Observable.of(1, 2, 3, 4, 5, 6, 7, scheduler: scheduler)
            }
            #expect(observer.events == [.next(21, 1), .next(22, 2), .next(23, 3), .next(24, 4)])
        }
        #expect(leaked == 0)
    }

    @Test func observerStampsEventsWithTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(5) { observer.onNext("a") }
        scheduler.scheduleAt(9) { observer.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(5, "a"), .completed(9)])
    }

    @Test func subscriptionsPrintReadablyAndDefaultToNeverEnding() {
        #expect(Subscription(200) == Subscription(200, Int.max))
        #expect(Subscription(200).debugDescription == "(200, never)")
        #expect(Subscription(200, 250).debugDescription == "(200, 250)")
        #expect(Set([Subscription(1, 2), Subscription(1, 2)]).count == 1)
        #expect(Recorded.next(5, 1).debugDescription == "next(1) @ 5")
    }
}

/// Keeps the delay table above readable while producing the runtime's interval type.
private enum DispatchTimeIntervalCase {
    case milliseconds(Int)

    var interval: RxTimeInterval {
        switch self {
        case .milliseconds(let value): return .milliseconds(value)
        }
    }
}
