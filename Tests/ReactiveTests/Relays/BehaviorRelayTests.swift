import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct BehaviorRelayTests {
    @Test func valueIsTheInitialValueThenTheLatestAccepted() {
        expectNoLeaks {
            let relay = BehaviorRelay(value: "a")
            #expect(relay.value == "a")
            relay.accept("b")
            #expect(relay.value == "b")
        }
    }

    @Test func newSubscriberReceivesTheCurrentValueThenLaterOnes() {
        expectNoLeaks {
            let relay = BehaviorRelay(value: 0)
            relay.accept(1)
            let log = StringEventLog<Int>()
            let subscription = relay.record(into: log)
            relay.accept(2)
            #expect(log.events == ["next(1)", "next(2)"])
            subscription.dispose()
            relay.accept(3)
            #expect(log.events == ["next(1)", "next(2)"])
        }
    }

    @Test func observersAreNotifiedInSubscriptionOrderAndMayDisposeThemselves() {
        expectNoLeaks {
            let relay = BehaviorRelay(value: 0)
            var order: [String] = []
            var first: (any Disposable)?
            first = relay.subscribe(onNext: { value in
                order.append("a:\(value)")
                if value == 1 { first?.dispose() }
            })
            let second = relay.asObservable().subscribe(onNext: { order.append("b:\($0)") })
            relay.accept(1)
            relay.accept(2)
            #expect(order == ["a:0", "b:0", "a:1", "b:1", "b:2"])
            second.dispose()
            first = nil
        }
    }

    @Test func bindSetsTheValueAndCompletionLeavesTheRelayUsable() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let first = BehaviorRelay(value: 0)
            let second = BehaviorRelay(value: 0)
            let binding = source.bind(to: first, second)
            source.onNext(5)
            source.onCompleted()
            #expect(first.value == 5)
            #expect(second.value == 5)
            first.accept(6)
            #expect(first.value == 6)
            binding.dispose()
        }
    }

    @Test func bindToOptionalRelayWrapsElements() {
        expectNoLeaks {
            let source = PublishSubject<String>()
            let relay = BehaviorRelay<String?>(value: nil)
            let binding = source.bind(to: relay)
            source.onNext("x")
            #expect(relay.value == "x")
            binding.dispose()
        }
    }
}
