import Reactive
import ReactiveTesting
import Testing

/// Relays are accepted into from many threads; `accept` is a subject's `on`, so the threads are
/// serialised by a lock, as the observer contract requires. Subscribers arrive and leave freely.
@Suite(.leakChecked) struct RelayThreadSafetyTests {
    private static let threads = 4
    private static let iterations = 1000

    /// Threads 0 and 1 accept 0, 1, 2, …; the others subscribe and dispose. Returns what the
    /// observer subscribed for the whole run received, and how many transient observers saw a gap
    /// or a repeat.
    private func stress<Relay: ObservableType & Sendable>(
        _ relay: Relay,
        accept: @escaping @Sendable (Int) -> Void
    ) -> (received: [Int], emitted: Int, broken: Int) where Relay.Element == Int {
        let next = LockedValue(0)
        let permanent = LockedValue<[Int]>([])
        let permanentSubscription = relay.subscribe(onNext: { value in permanent.withLock { $0.append(value) } })
        let broken = LockedValue(0)
        race(threads: Self.threads, iterations: Self.iterations) { thread, _ in
            if thread < 2 {
                next.withLock { counter in
                    accept(counter)
                    counter += 1
                }
            } else {
                let seen = LockedValue<[Int]>([])
                let subscription = relay.subscribe(onNext: { value in seen.withLock { $0.append(value) } })
                subscription.dispose()
                if !isConsecutive(seen.value) { broken.withLock { $0 += 1 } }
            }
        }
        permanentSubscription.dispose()
        return (permanent.value, next.value, broken.value)
    }

    @Test func publishRelayDeliversEveryAcceptedElementOnce() {
        expectNoLeaks {
            let relay = PublishRelay<Int>()
            let result = stress(relay) { relay.accept($0) }
            #expect(result.received == Array(0..<result.emitted))
            #expect(result.emitted == 2 * Self.iterations)
            #expect(result.broken == 0)
        }
    }

    @Test func behaviorRelayDeliversEveryAcceptedElementOnceAndKeepsTheLast() {
        expectNoLeaks {
            let relay = BehaviorRelay(value: -1)
            let result = stress(relay) { relay.accept($0) }
            #expect(result.received == Array(-1..<result.emitted))
            #expect(result.broken == 0)
            #expect(relay.value == result.emitted - 1)
        }
    }

    @Test func replayRelayDeliversEveryAcceptedElementOnce() {
        expectNoLeaks {
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            let result = stress(relay) { relay.accept($0) }
            #expect(result.received == Array(0..<result.emitted))
            #expect(result.broken == 0)
        }
    }
}
