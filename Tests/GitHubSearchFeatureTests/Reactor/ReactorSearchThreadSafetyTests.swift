import Foundation
import GitHubSearchFeature
import Reactive
import ReactorArchitecture
import Testing

/// `ReactorSearch` while other threads create reactors and sweep ReactorKit's side table, as the
/// rest of an app (or of a parallel test run) does.
@Suite struct ReactorSearchThreadSafetyTests {
    /// Every scenario's requests, answers and cancellations come out the same, 300 times over,
    /// while another thread churns the side table. When disposal let the reactor go and then
    /// swept, another thread's sweep could take the dead reactor's entry first and cancel its
    /// request later, on that thread (4 runs in 3,600 differed; the comparison report's test
    /// failed about one full test run in ten).
    @Test func disposalCancelsOnItsOwnThreadWhateverOtherThreadsSweep() {
        let scenarios = SearchScenario.all
        let firstRuns = scenarios.map { $0.run(.reactor).log }
        let stop = AtomicCell<Bool>(false)
        let churn = Thread {
            while !stop.load(ordering: .relaxed) {
                for _ in 0..<64 {
                    _ = ChurningReactor().currentState
                }
                ReactorStorage.sweepSideTable()
            }
        }
        churn.start()
        var differing: [String] = []
        for _ in 0..<300 {
            for (scenario, firstRun) in zip(scenarios, firstRuns) where scenario.run(.reactor).log != firstRun {
                differing.append(scenario.name)
            }
        }
        stop.store(true, ordering: .relaxed)
        #expect(differing.isEmpty)
    }
}

/// A reactor without storage of its own, so each one takes a side-table entry.
private final class ChurningReactor: Reactor {
    typealias Action = Void
    typealias Mutation = Void
    typealias State = Int
    let initialState = 0
}
