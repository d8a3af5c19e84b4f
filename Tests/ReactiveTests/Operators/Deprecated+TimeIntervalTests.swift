import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DeprecatedTimeIntervalTests {
    @available(*, deprecated)
    @Test func throttleInSecondsMatchesTheRxTimeIntervalForm() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(600, 3), .completed(900)])
        let seconds = scheduler.start { xs.throttle(0.3, scheduler: scheduler) }
        let modern = TestScheduler(initialClock: 0, resolution: 0.001)
        let ys = modern.createHotObservable([.next(210, 1), .next(300, 2), .next(600, 3), .completed(900)])
        let interval = modern.start { ys.throttle(.milliseconds(300), scheduler: modern) }
        #expect(seconds.events == interval.events)
        #expect(seconds.events.count > 1)
    }

    @available(*, deprecated)
    @Test func debounceInSecondsMatchesTheRxTimeIntervalForm() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(700, 3), .completed(900)])
        let res = scheduler.start { xs.debounce(0.2, scheduler: scheduler) }
        #expect(res.events == [.next(500, 2), .next(900, 3), .completed(900)])
    }

    @Test func secondsConvertToNanosecondsAndHugeValuesToNever() {
        #expect(dispatchInterval(seconds: 0.3) == .nanoseconds(300_000_000))
        #expect(dispatchInterval(seconds: .infinity) == .never)
        #expect(dispatchInterval(seconds: 1e30) == .never)
    }
}
