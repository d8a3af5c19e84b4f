import ArchitectureTesting
import Reactive
import ReactiveTesting
import XCTest

/// The stores under XCTest: the same API, failures reported with `XCTFail` (Swift Testing's
/// `Test.current` is nil here). Only passing runs: swift-corelibs-xctest has no way to expect a
/// failure, so the failing paths are shown by the Swift Testing suites.
final class XCTestStoreTests: XCTestCase {
    func testAReactorStoreRunsUnderXCTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = ReactorTestStore(reactor: CounterReactor(), scheduler: scheduler)
        store.send(.increase) {
            $0.count = 1
            $0.history = [1]
        }
        store.finish()
        XCTAssertEqual(store.state.count, 1)
    }

    func testAFeedbackStoreRunsUnderXCTest() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = FeedbackTestStore(
            initialState: SearchSystem.State(), reduce: SearchSystem.reduce, scheduler: scheduler,
            feedback: SearchSystem.search { _ in .just(["a"]) })
        store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.request = "a"
        }
        store.receive(.response(["a"])) {
            $0.results = ["a"]
            $0.request = nil
        }
        store.finish()
    }
}
