import ReactiveTesting
import Testing

@testable import Reactive

// RxCocoa's interval and timer cases, and the time operators on the sharing scheduler.
@Suite(.leakChecked) struct SharedSequenceTimeTests {
    private static let numbers: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, TestError()),
    ]

    /// Runs `operation` on a driver of a hot source of 1…4 (at 210…240) that fails at 250.
    private func drive(
        disposed: TestTime = 1000,
        _ operation: @escaping (Driver<Int>) -> Driver<Int>
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        var result: ([Recorded<Event<Int>>], [Subscription]) = ([], [])
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable(Self.numbers)
            let res = scheduler.start(disposed: disposed) { operation(xs.asDriver(onErrorJustReturn: -1)) }
            result = (res.events, xs.subscriptions)
        }
        return result
    }

    @Test func throttleRunsItsWindowsOnTheSharingScheduler() {
        // 4 reaches the throttle at 240 after the window's timer, through the driver's hop onto the
        // scheduler, so the window ending at 240 emits 3 and 4 opens the next one.
        let latest = drive { $0.throttle(.seconds(15)) }
        #expect(latest.events == [.next(210, 1), .next(225, 2), .next(240, 3), .next(255, -1), .completed(255)])
        let leading = drive { $0.throttle(.seconds(15), latest: false) }
        #expect(leading.events == [.next(210, 1), .next(230, 3), .next(250, -1), .completed(250)])
    }

    @Test func debounceWaitsForAQuietTime() {
        let debounced = drive { $0.debounce(.seconds(5)) }
        #expect(
            debounced.events == [
                .next(215, 1), .next(225, 2), .next(235, 3), .next(245, 4), .next(250, -1), .completed(250),
            ]
        )
    }

    @Test func delayShiftsEveryEvent() {
        let delayed = drive { $0.delay(.seconds(3)) }
        #expect(
            delayed.events == [
                .next(213, 1), .next(223, 2), .next(233, 3), .next(243, 4), .next(253, -1), .completed(253),
            ]
        )
        let early = drive(disposed: 225) { $0.delay(.seconds(3)) }
        #expect(early.events == [.next(213, 1), .next(223, 2)])
        #expect(early.subscriptions == [Subscription(200, 225)])
    }

    @Test func intervalIsSharedByItsSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let interval = Driver<Int>.interval(.seconds(100))
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(20) { subscriptions.append(interval.asObservable().subscribe(first)) }
            scheduler.scheduleAt(170) { subscriptions.append(interval.asObservable().subscribe(second)) }
            scheduler.scheduleAt(230) { for subscription in subscriptions { subscription.dispose() } }
            scheduler.start()
        }
        #expect(first.events == [.next(120, 0), .next(220, 1)])
        #expect(second.events == [.next(170, 0), .next(220, 1)])
    }

    @Test func timerWaitsThenCountsEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let timer = Signal<Int>.timer(.seconds(100), period: .seconds(105))
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(20) { subscriptions.append(timer.asObservable().subscribe(first)) }
            scheduler.scheduleAt(170) { subscriptions.append(timer.asObservable().subscribe(second)) }
            scheduler.scheduleAt(230) { for subscription in subscriptions { subscription.dispose() } }
            scheduler.start()
        }
        #expect(first.events == [.next(120, 0), .next(225, 1)])
        #expect(second.events == [.next(225, 1)], "a signal replays nothing to a late subscriber")
    }
}
