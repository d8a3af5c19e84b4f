import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// Divergences the random sessions (`Tests/PropertyTests/Sessions`) found, each fixed in the
/// architecture and kept here as a scenario every architecture must pass.
@Suite(.leakChecked) struct SessionRegressionTests {
    /// A tap in the same tick as a new query opens the row the screen still shows. The reactor
    /// read the tap against its own state, which had already moved on to the new query: it
    /// opened nothing here, and where the new rows had come from the cache, another repository.
    @Test(arguments: SearchArchitecture.allCases)
    func tapOpensTheRowOnScreenWhileTheStateMovesOn(_ architecture: SearchArchitecture) {
        let harness = SearchHarness()
        harness.script("swift", .success(SearchHarness.page("swift", ["apple/swift"])))
        let outcome = harness.run(
            architecture,
            inputs: SearchScenario.Inputs(
                queries: [.next(210, "swift"), .next(300, "go")], selection: [.next(300, 0)]))
        #expect(outcome.urls == [.next(301, Repository.stub("apple/swift").htmlURL)])
    }

    /// A `nearBottom` in the ticks right after a page arrives loads the next page. The feedback
    /// loop's UI feedback listened only while the state it last saw wanted a page, as RxFeedback's
    /// example does; that state is some scheduler hops behind `reduce`, so a `nearBottom` 2 to 4
    /// ticks after the page arrived was lost (RxFeedback 4.0.0 loses it too). `reduce` decides now.
    /// (In the tick right after, the `nearBottom` reaches the loop's `reduce` before the page does:
    /// `SessionDifference.feedbackHops`.)
    @Test(arguments: SearchArchitecture.allCases, [2, 3, 4] as [TestTime])
    func nearBottomRightAfterAPageArrivesLoadsTheNextPage(_ architecture: SearchArchitecture, _ later: TestTime)
        throws
    {
        func run(nearBottom: [TestTime]) -> SearchScenario.Outcome {
            let harness = SearchHarness()
            harness.script("swift", .success(SearchHarness.page("swift", ["apple/swift"], more: true)))
            harness.script("swift", page: 2, .success(SearchHarness.page("swift", page: 2, ["apple/swift-nio"])))
            return harness.run(
                architecture, inputs: SearchScenario.Inputs(queries: [.next(210, "swift")], nearBottom: nearBottom))
        }
        let arrived = run(nearBottom: []).log.first { if case .succeeded = $0 { true } else { false } }
        let arrival = try #require(arrived?.time, "the first page never arrived")
        let pages = run(nearBottom: [arrival + later]).log.compactMap { entry in
            if case .requested(let request, _) = entry { request.page } else { nil }
        }
        #expect(pages == [1, 2])
    }
}
