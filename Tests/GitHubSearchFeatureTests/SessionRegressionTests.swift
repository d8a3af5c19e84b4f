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
}
