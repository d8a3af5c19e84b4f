import ReactorArchitecture
import Testing

/// ReactorKit's `StateRelayTests`, ported.
@Suite(.leakChecked) struct StateRelayTests {
    @Test func aSubscriberReceivesTheCurrentValueThenEveryAssignmentEvenEqualOnes() {
        let relay = StateRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        relay.value = 2
        relay.value = 3
        #expect(received == [1, 2, 2, 3])
        #expect(relay.value == 3)
        subscription.dispose()
    }

    @Test func aLateSubscriberReceivesTheLatestValue() {
        let relay = StateRelay(value: "a")
        relay.accept("b")
        var received: [String] = []
        let subscription = relay.asObservable().subscribe(onNext: { received.append($0) })
        #expect(received == ["b"])
        subscription.dispose()
    }

    @Test func theRelaySendsNoStopEventWhenReleased() {
        var events: [Event<Int>] = []
        var relay: StateRelay<Int>? = StateRelay(value: 0)
        let subscription = relay?.subscribe { events.append($0) }
        relay = nil
        #expect(events.count == 1)
        #expect(events.first?.element == 0)
        subscription?.dispose()
    }
}
