import ArchitectureTesting
import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct FeedbackTestStoreTests {
    private typealias State = SearchSystem.State

    /// Without the processing delay a hop costs no time, so the answer arrives 10 ticks after the
    /// request, as the fake service says.
    private func searchStore(_ scheduler: TestScheduler) -> FeedbackTestStore<State, SearchSystem.Event> {
        let service = { (query: String) in
            scheduler.createColdObservable([.next(10, ["\(query)-1"]), .completed(10)]).asObservable()
        }
        return FeedbackTestStore(
            initialState: State(), reduce: SearchSystem.reduce, scheduler: scheduler,
            feedback: SearchSystem.search(service))
    }

    @Test func eventsSentAndEventsReceivedEachStateTheirChange() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = searchStore(scheduler)
        store.send(.queryChanged("rx")) {
            $0.query = "rx"
            $0.request = "rx"
        }
        store.advance(by: 10)
        store.receive(.response(["rx-1"])) {
            $0.results = ["rx-1"]
            $0.request = nil
        }
        #expect(store.state == State(query: "rx", results: ["rx-1"], request: nil))
        store.finish()
    }

    @Test func withTheProcessingDelayTheSystemStartsATickLaterAndEachHopCostsATick() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = searchStore(scheduler)
        #expect(scheduler.clock == 1)
        store.send(.queryChanged("rx")) {
            $0.query = "rx"
            $0.request = "rx"
        }
        store.advance(by: 10)
        let messages = failureMessages { store.receive(.response(["rx-1"])) }
        #expect(messages == ["Expected to receive event .response([\"rx-1\"]) by 11, but no event was received."])
        store.advance(by: 1)
        store.receive(.response(["rx-1"])) {
            $0.results = ["rx-1"]
            $0.request = nil
        }
        store.finish()
    }

    @Test func anUnstatedChangeOfStateFailsWithTheDiff() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.send(.queryChanged("rx")) { $0.query = "rx" }
            store.advance(by: 10)
            store.receive(.response(["rx-1"])) {
                $0.results = ["rx-1"]
                $0.request = nil
            }
            store.finish()
        }
        #expect(
            messages == [
                """
                The state after sending .queryChanged("rx") is not the expected one:
                  .request: expected nil, actual "rx"
                """
            ])
    }

    @Test func anEventNotReceivedFailsAtFinishWithTheChangeItMade() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.send(.queryChanged("rx")) {
                $0.query = "rx"
                $0.request = "rx"
            }
            store.advance(by: 10)
            store.finish()
        }
        #expect(
            messages == [
                """
                1 event was received but not asserted:
                  .response(["rx-1"]) @ 10, changing the state:
                    .results: 0 → 1 elements (1 inserted)
                    .results[0]: inserted "rx-1"
                    .request: "rx" → nil
                """
            ])
    }

    @Test func workInFlightAtFinishFails() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.advance(to: 5)
            store.send(.queryChanged("rx")) {
                $0.query = "rx"
                $0.request = "rx"
            }
            store.finish()
        }
        #expect(
            messages == [
                """
                Work was still in flight when the test finished at 5: running the clock on produced:
                  .response(["rx-1"]) @ 15, changing the state:
                    .results: 0 → 1 elements (1 inserted)
                    .results[0]: inserted "rx-1"
                    .request: "rx" → nil
                """
            ])
    }

    @Test func aDifferentEventFailsWithTheDiffOfTheEvents() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.send(.queryChanged("rx")) {
                $0.query = "rx"
                $0.request = "rx"
            }
            store.advance(by: 10)
            store.receive(.response(["rx-1", "rx-2"])) {
                $0.results = ["rx-1"]
                $0.request = nil
            }
            store.finish()
        }
        #expect(
            messages == [
                """
                Received event .response(["rx-1"]) @ 10, not the expected .response(["rx-1", "rx-2"]):
                  (.response): expected 2 elements, actual 1 (1 removed)
                  (.response)[1]: only expected: "rx-2"
                """
            ])
    }

    @Test func aStoreReleasedWithoutFinishChecksAtItsCreation() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let failures = recordedFailures {
            let store = searchStore(scheduler)
            store.send(.queryChanged("rx")) {
                $0.query = "rx"
                $0.request = "rx"
            }
            store.advance(by: 10)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("1 event was received but not asserted:") == true)
    }

    @Test func aFailingFeedbackIsReported() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let messages = failureMessages {
            let store = FeedbackTestStore<State, SearchSystem.Event>(
                initialState: State(), reduce: SearchSystem.reduce, scheduler: scheduler,
                feedback: { _ in .error(SearchFailure()) })
            store.finish()
        }
        #expect(messages == ["1 event was received but not asserted:\n  error SearchFailure() @ 0, state unchanged"])
    }
}
