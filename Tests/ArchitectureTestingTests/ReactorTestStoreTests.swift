import ArchitectureTesting
import Reactive
import ReactiveTesting
import ReactorArchitecture
import Testing

@Suite(.leakChecked) struct ReactorTestStoreTests {
    private func searchStore(
        _ scheduler: TestScheduler,
        search: ((String) -> Observable<[String]>)? = nil
    ) -> ReactorTestStore<SearchReactor> {
        let answer =
            search ?? { query in
                scheduler.createColdObservable([.next(10, ["\(query)-1"]), .completed(10)]).asObservable()
            }
        return ReactorTestStore(reactor: SearchReactor(search: answer), scheduler: scheduler)
    }

    @Test func aSendWithAnAssertionTakesTheMutationsMadeAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = ReactorTestStore(reactor: CounterReactor(), scheduler: scheduler)
        store.send(.increase) {
            $0.count = 1
            $0.history = [1]
        }
        store.send(.decrease) {
            $0.count = 0
            $0.history = [1, 0]
        }
        #expect(store.state == CounterReactor.State(count: 0, history: [1, 0]))
        #expect(store.reactor.currentState == store.state)
        store.finish()
    }

    @Test func theStoreRunsTheReactorsStepsAsTheRuntimeDoes() {
        let plain = StepLogReactor()
        plain.action.onNext(["a"])
        let scheduler = TestScheduler(initialClock: 0)
        let store = ReactorTestStore(reactor: StepLogReactor(), scheduler: scheduler)
        #expect(store.reactor.currentState == ["transformedState"])
        // What `reduce` made is checked; `transform(state:)` applies to what the reactor shows.
        store.send(["a"]) { $0 = ["a", "transformedAction", "mutation", "transformedMutation", "reduce"] }
        #expect(
            plain.currentState == [
                "a", "transformedAction", "mutation", "transformedMutation", "reduce", "transformedState",
            ])
        #expect(store.reactor.currentState == plain.currentState)
        store.finish()
    }

    @Test func eachMutationIsReceivedInOrderWithItsChangeOfState() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = searchStore(scheduler)
        store.send(.updateQuery("rx"))
        store.receive(.setQuery("rx")) { $0.query = "rx" }
        store.receive(.setLoading(true)) { $0.isLoading = true }
        store.advance(by: 10)
        store.receive(.setResults(["rx-1"])) { $0.results = ["rx-1"] }
        store.receive(.setLoading(false)) { $0.isLoading = false }
        #expect(scheduler.clock == 10)
        store.finish()
    }

    @Test func actionsSentToTheReactorItselfAreObservedToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = ReactorTestStore(reactor: CounterReactor(), scheduler: scheduler)
        store.reactor.action.onNext(.increase)
        store.receive(.increase) {
            $0.count = 1
            $0.history = [1]
        }
        let states = scheduler.createObserver(Int.self)
        let subscription = store.reactor.state.map(\.count).subscribe(states)
        #expect(states.events == [.next(0, 1)])
        subscription.dispose()
        store.finish()
    }

    @Test func anUnstatedChangeOfStateFailsWithTheDiff() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.send(.updateQuery("rx"))
            store.receive(.setQuery("rx"))
            store.receive(.setLoading(true)) {
                $0.isLoading = true
                $0.results = ["stale"]
            }
            store.advance(by: 10)
            store.receive(.setResults(["rx-1"])) { $0.results = ["rx-1"] }
            store.receive(.setLoading(false)) { $0.isLoading = false }
            store.finish()
        }
        #expect(
            messages == [
                """
                The state after receiving .setQuery("rx") @ 0 is not the expected one (no change was stated):
                  .query: expected "", actual "rx"
                """,
                """
                The state after receiving .setLoading(true) @ 0 is not the expected one:
                  .results: expected 1 elements, actual 0 (1 removed)
                  .results[0]: only expected: "stale"
                """,
            ])
    }

    @Test func aMutationNotReceivedFailsAtFinishWithTheChangeItMade() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.send(.updateQuery("rx"))
            store.receive(.setQuery("rx")) { $0.query = "rx" }
            store.receive(.setLoading(true)) { $0.isLoading = true }
            store.advance(by: 10)
            store.receive(.setResults(["rx-1"])) { $0.results = ["rx-1"] }
            store.finish()
        }
        #expect(
            messages == [
                """
                1 mutation was received but not asserted:
                  .setLoading(false) @ 10, changing the state:
                    .isLoading: true → false
                """
            ])
    }

    @Test func workInFlightAtFinishFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.send(.updateQuery("rx"))
            store.receive(.setQuery("rx")) { $0.query = "rx" }
            store.receive(.setLoading(true)) { $0.isLoading = true }
            store.finish()
        }
        #expect(
            messages == [
                """
                Work was still in flight when the test finished at 0: running the clock on produced:
                  .setResults(["rx-1"]) @ 10, changing the state:
                    .results: 0 → 1 elements (1 inserted)
                    .results[0]: inserted "rx-1"
                """,
                """
                1 effect was still running when the test finished:
                  mutate(action: .updateQuery("rx")), started @ 0
                """,
            ])
    }

    @Test func anEffectThatNeverEndsFailsAtFinish() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = searchStore(scheduler, search: { _ in .never() })
            store.send(.updateQuery("rx"))
            store.receive(.setQuery("rx")) { $0.query = "rx" }
            store.receive(.setLoading(true)) { $0.isLoading = true }
            store.finish()
        }
        #expect(
            messages == [
                """
                1 effect was still running when the test finished:
                  mutate(action: .updateQuery("rx")), started @ 0
                """
            ])
    }

    @Test func aDifferentMutationFailsWithTheDiffOfTheMutations() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = searchStore(scheduler)
            store.send(.updateQuery("rx"))
            store.receive(.setQuery("rxswift")) { $0.query = "rx" }
            store.receive(.setLoading(true)) { $0.isLoading = true }
            store.advance(by: 10)
            store.receive(.setResults(["rx-1"])) { $0.results = ["rx-1"] }
            store.receive(.setLoading(false)) { $0.isLoading = false }
        }
        #expect(
            messages == [
                """
                Received mutation .setQuery("rx") @ 0, not the expected .setQuery("rxswift"):
                  (.setQuery): expected "rxswift", actual "rx"
                """
            ])
    }

    @Test func sendingBeforeReceivingFailsOnceAndCatchesUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = ReactorTestStore(reactor: CounterReactor(), scheduler: scheduler)
            store.send(.increase)
            store.send(.increase)
            store.receive(.increase) {
                $0.count = 2
                $0.history = [1, 2]
            }
            store.finish()
        }
        #expect(
            messages == [
                """
                1 mutation must be received before sending .increase, but was not:
                  .increase @ 0, changing the state:
                    .count: 0 → 1
                    .history: 0 → 1 elements (1 inserted)
                    .history[0]: inserted 1
                """
            ])
    }

    @Test func receivingWhenNothingCameFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = ReactorTestStore(reactor: CounterReactor(), scheduler: scheduler)
            store.receive(.increase)
            store.finish()
        }
        #expect(messages == ["Expected to receive mutation .increase by 0, but no mutation was received."])
    }

    @Test func aStoreReleasedWithoutFinishChecksAtItsCreation() {
        let scheduler = TestScheduler(initialClock: 0)
        let line = #line + 3
        let failures = recordedFailures {
            let reactor = CounterReactor()
            let store = ReactorTestStore(reactor: reactor, scheduler: scheduler)
            store.send(.increase)
        }
        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.message.hasPrefix("1 mutation was received but not asserted:\n  .increase @ 0") == true)
    }

    @Test func aFailingEffectIsReceivedAsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = searchStore(scheduler, search: { _ in .error(SearchFailure()) })
        store.send(.updateQuery("rx"))
        store.receive(.setQuery("rx")) { $0.query = "rx" }
        store.receive(.setLoading(true)) { $0.isLoading = true }
        store.receiveError { $0 is SearchFailure }
        store.finish()

        let messages = failureMessages {
            let other = searchStore(TestScheduler(initialClock: 0))
            other.send(.updateQuery("rx"))
            other.receiveError()
            other.finish()
        }
        #expect(messages.first == #"Expected an error, but received mutation .setQuery("rx") @ 0."#)
    }

    @Test func aReactorWhoseStateStreamExistsCannotBeObserved() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CounterReactor()
        _ = reactor.state
        let messages = failureMessages {
            let store = ReactorTestStore(reactor: reactor, scheduler: scheduler)
            store.finish()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("The reactor's state stream already existed") == true)
    }

    @Test func sendingAfterFinishFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = ReactorTestStore(reactor: CounterReactor(), scheduler: scheduler)
            store.finish()
            store.send(.increase)
        }
        #expect(messages == ["Sending .increase after the store finished: create a new store for another run."])
    }
}
