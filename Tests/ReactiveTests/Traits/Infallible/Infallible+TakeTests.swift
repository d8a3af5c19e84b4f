import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct InfallibleTakeTests {
    private static let numbers: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ]

    /// Runs `operation` on an infallible of a hot source of 1…4 (at 210…240, completing at 250).
    private func apply(
        _ operation: @escaping (Infallible<Int>, TestScheduler) -> Infallible<Int>
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.numbers)
        let res = scheduler.start { operation(xs.asInfallible(onErrorJustReturn: -1), scheduler) }
        return (res.events, xs.subscriptions)
    }

    @Test func takeCountCompletesAndDisposesTheSource() {
        let taken = apply { source, _ in source.take(2) }
        #expect(taken.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(taken.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeUntilAnotherSequenceEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.numbers)
        let stop = scheduler.createHotObservable([.next(225, 0)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).take(until: stop.asInfallible(onErrorJustReturn: 0))
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(stop.subscriptions == [Subscription(200, 225)])

        let observableStop = run { scheduler in
            Infallible.from([1, 2], scheduler: scheduler).take(
                until: Observable<Int>.timer(.seconds(2), scheduler: scheduler))
        }
        #expect(observableStop == [.next(201, 1), .completed(202)])
    }

    @Test func takeUntilAndWhileAPredicate() {
        #expect(
            apply { source, _ in source.take(until: { $0 == 3 }) }.events == [
                .next(210, 1), .next(220, 2), .completed(230),
            ])
        #expect(
            apply { source, _ in source.take(until: { $0 == 3 }, behavior: .inclusive) }.events
                == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)]
        )
        #expect(apply { source, _ in source.take(while: { $0 < 2 }) }.events == [.next(210, 1), .completed(220)])
        #expect(
            apply { source, _ in source.take(while: { $0 < 2 }, behavior: .inclusive) }.events
                == [.next(210, 1), .next(220, 2), .completed(220)]
        )
    }

    @Test func takeForADurationCompletesWhenTheTimeIsUp() {
        let taken = apply { source, scheduler in source.take(for: .seconds(25), scheduler: scheduler) }
        #expect(taken.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(taken.subscriptions == [Subscription(200, 225)])
    }

    @Test func skipWhileAndUntil() {
        #expect(
            apply { source, _ in source.skip(while: { $0 < 3 }) }.events
                == [.next(230, 3), .next(240, 4), .completed(250)]
        )
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.numbers)
        let gate = scheduler.createHotObservable([.next(225, 0)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).skip(until: gate) }
        #expect(res.events == [.next(230, 3), .next(240, 4), .completed(250)])
        #expect(gate.subscriptions == [Subscription(200, 225)])
    }

    @Test func debounceAndThrottleUseTheGivenScheduler() {
        let debounced = apply { source, scheduler in source.debounce(.seconds(15), scheduler: scheduler) }
        #expect(debounced.events == [.next(250, 4), .completed(250)])
        let throttled = apply { source, scheduler in source.throttle(.seconds(15), scheduler: scheduler) }
        #expect(throttled.events == [.next(210, 1), .next(225, 2), .next(240, 4), .completed(250)])
        let leading = apply { source, scheduler in source.throttle(.seconds(15), latest: false, scheduler: scheduler) }
        #expect(leading.events == [.next(210, 1), .next(230, 3), .completed(250)])
    }
}
