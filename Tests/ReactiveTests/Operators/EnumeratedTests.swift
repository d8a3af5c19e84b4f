import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct EnumeratedTests {
    /// The pairs are not `Equatable`, so the recorded events are compared as text.
    private func rendered(_ events: [Recorded<Event<(index: Int, element: String)>>]) -> [Recorded<Event<String>>] {
        events.map { Recorded(time: $0.time, value: $0.value.map { "\($0.index):\($0.element)" }) }
    }

    @Test func pairsEachElementWithItsIndexFromZero() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(280, "c"), .completed(300),
            ])
            let res = scheduler.start { xs.enumerated() }
            #expect(
                rendered(res.events) == [.next(210, "0:a"), .next(220, "1:b"), .next(280, "2:c"), .completed(300)]
            )
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func passesTheErrorOn() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "a"), .error(230, TestError()), .next(240, "b")])
            let res = scheduler.start { xs.enumerated() }
            #expect(rendered(res.events) == [.next(210, "0:a"), .error(230, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func disposingMidStreamDisposesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(260, "c")])
            let res = scheduler.start(disposed: 250) { xs.enumerated() }
            #expect(rendered(res.events) == [.next(210, "0:a"), .next(220, "1:b")])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func eachSubscriptionCountsFromZero() {
        let log = EventLog<String>()
        expectNoLeaks {
            let numbered = Observable.of("a", "b").enumerated().map { "\($0.index)\($0.element)" }
            _ = numbered.subscribe(log.observer)
            _ = numbered.subscribe(log.observer)
        }
        #expect(log.rendered == "next(0a) next(1b) completed next(0a) next(1b) completed")
    }
}
