import Reactive
import ReactiveTesting
import Testing

/// On a real scheduler a timer can already be running, waiting for the sink's lock, when the sink
/// replaces it; disposing it then is too late. These tests make that deterministic: the wrapped
/// scheduler ignores every cancellation, so each replaced timer still fires, and only the sinks'
/// generation numbers keep the results right (without them each of these tests fails).
@Suite(.leakChecked) struct TimingOperatorsStaleTimerTests {
    @Test func throttleIgnoresTheTimerOfAnOvertakenPendingElement() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            // "b" arms a timer for 310; "c" arrives at 310 first and is emitted at once; "d", in
            // the same tick, opens a pending window until 410. The stale 310 timer must not send it.
            let xs = scheduler.createHotObservable([
                .next(210, "a"), .next(250, "b"), .next(310, "c"), .next(310, "d"),
            ])
            let stubborn = UncancellableScheduler(scheduler)
            let res = scheduler.start { xs.throttle(.seconds(100), scheduler: stubborn) }
            #expect(res.events == [.next(210, "a"), .next(310, "c"), .next(410, "d")])
        }
        #expect(leaked == 0)
    }

    @Test func debounceIgnoresTheTimerOfAReplacedElement() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
            let stubborn = UncancellableScheduler(scheduler)
            let res = scheduler.start { xs.debounce(.seconds(50), scheduler: stubborn) }
            // The timer armed by "a" still fires at 260, but "b" is only due at 280.
            #expect(res.events == [.next(280, "b")])
        }
        #expect(leaked == 0)
    }

    @Test func timeoutIgnoresTheDeadlinesOfEarlierElements() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let stubborn = UncancellableScheduler(scheduler)
            let res = scheduler.start { xs.timeout(.seconds(50), scheduler: stubborn) }
            // Deadlines at 250 (from the subscription) and 260 (from 1) are stale; 290 is not.
            #expect(res.events == [.next(210, 1), .next(240, 2), .error(290, RxError.timeout)])
            #expect(xs.subscriptions == [Subscription(200, 290)])
        }
        #expect(leaked == 0)
    }

    @Test func bufferIgnoresTheTimerOfAWindowClosedByCount() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(400)])
            let stubborn = UncancellableScheduler(scheduler)
            let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 2, scheduler: stubborn) }
            // The first window's timer (270) is stale once 2 closed it at 240; the next is due at 310.
            #expect(
                res.events == [.next(240, [1, 2]), .next(310, [3]), .next(380, []), .next(400, []), .completed(400)])
        }
        #expect(leaked == 0)
    }
}

/// Forwards to a `TestScheduler` but ignores disposal of what it schedules, like a timer that has
/// already started running when it is cancelled.
private final class UncancellableScheduler: SchedulerType {
    private let base: TestScheduler

    init(_ base: TestScheduler) {
        self.base = base
    }

    var now: RxTime {
        base.now
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        _ = base.schedule(state, action: action)
        return Disposables.create()
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        _ = base.scheduleRelative(state, dueTime: dueTime, action: action)
        return Disposables.create()
    }
}
