import ArchitectureTesting
import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct ViewModelTestStoreTests {
    private func service(_ scheduler: TestScheduler) -> (String) -> Observable<[String]> {
        { query in scheduler.createColdObservable([.next(10, ["\(query)-1"]), .completed(10)]).asObservable() }
    }

    @Test func everyOutputElementIsReceivedInOrderAcrossOutputs() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = ViewModelTestStore(scheduler: scheduler)
        let query = store.input(String.self, "query")
        let viewModel = SearchViewModel(query: query.asObservable(), search: service(scheduler))
        let searching = store.output(viewModel.isSearching, "isSearching")
        let results = store.output(viewModel.results, "results")
        store.send(query, " rx ")
        store.receive(searching, true)
        store.advance(by: 10)
        store.receive(searching, false)
        store.receive(results, ["rx-1"])
        // Clearing the query answers at once; `isSearching` stays false, so it emits nothing.
        store.send(query, "")
        store.receive(results, [])
        store.finish()
    }

    @Test func aDifferentElementFailsWithTheDiff() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = ViewModelTestStore(scheduler: scheduler)
            let query = store.input(String.self, "query")
            let viewModel = SearchViewModel(query: query.asObservable(), search: service(scheduler))
            let results = store.output(viewModel.results, "results")
            store.send(query, "rx")
            store.advance(by: 10)
            store.receive(results, ["rx-2"])
            store.finish()
        }
        #expect(
            messages == [
                """
                Received results: ["rx-1"] @ 10, not the expected results: ["rx-2"]:
                  [0]: expected "rx-2", actual "rx-1"
                """
            ])
    }

    @Test func anElementFromAnotherOutputFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = ViewModelTestStore(scheduler: scheduler)
            let query = store.input(String.self, "query")
            let viewModel = SearchViewModel(query: query.asObservable(), search: service(scheduler))
            let searching = store.output(viewModel.isSearching, "isSearching")
            let results = store.output(viewModel.results, "results")
            store.send(query, "rx")
            store.receive(results, ["rx-1"])
            store.advance(by: 10)
            store.receive(searching, false)
            store.receive(results, ["rx-1"])
            store.finish()
        }
        #expect(messages == [#"Received isSearching: true @ 0, not the expected results: ["rx-1"]."#])
    }

    @Test func anElementNotReceivedFailsAtFinish() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = ViewModelTestStore(scheduler: scheduler)
            let query = store.input(String.self, "query")
            let viewModel = SearchViewModel(query: query.asObservable(), search: service(scheduler))
            let searching = store.output(viewModel.isSearching, "isSearching")
            store.send(query, "rx")
            store.advance(by: 10)
            store.receive(searching, true)
            store.finish()
        }
        #expect(messages == ["1 output was received but not asserted:\n  isSearching: false @ 10"])
    }

    @Test func workInFlightAtFinishFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = failureMessages {
            let store = ViewModelTestStore(scheduler: scheduler)
            let query = store.input(String.self, "query")
            let viewModel = SearchViewModel(query: query.asObservable(), search: service(scheduler))
            let results = store.output(viewModel.results, "results")
            store.send(query, "rx")
            store.finish()
            _ = results
        }
        #expect(
            messages == [
                """
                Work was still in flight when the test finished at 0: running the clock on produced:
                  results: ["rx-1"] @ 10
                """
            ])
    }

    @Test func completionAndErrorsAreReceivedToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = ViewModelTestStore(scheduler: scheduler)
        let finite = store.output(scheduler.createColdObservable([.next(5, 1), .completed(6)]), "finite")
        let failing = store.output(Observable<Int>.error(SearchFailure()), "failing")
        store.receiveError(failing) { $0 is SearchFailure }
        store.advance(by: 5)
        store.receive(finite, 1)
        store.advance(by: 1)
        store.receiveCompleted(finite)
        store.finish()
    }
}
