import Foundation
import GitHubSearch
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// Every scenario against every architecture, in virtual time: the whole state timeline, the URLs
/// opened, the requests made and cancelled, and what disposal released.
@Suite(.leakChecked) struct SearchArchitectureTests {
    @Test(arguments: SearchScenario.all, SearchArchitecture.allCases)
    func scenario(_ scenario: SearchScenario, _ architecture: SearchArchitecture) {
        let outcome = scenario.run(architecture)
        let expected = scenario.expectation(for: architecture)
        expectEvents(outcome.states, expected.states)
        #expect(outcome.urls == expected.urls)
        #expect(outcome.log == expected.log)
        let values = outcome.states.compactMap(\.value.element)
        let repeated = zip(values, values.dropFirst()).filter { $0 == $1 }
        #expect(repeated.isEmpty, "two equal states in a row")
        let releasedBy = expected.inputsReleasedBy ?? scenario.disposed
        let stillSubscribed = outcome.inputSubscriptions.filter { $0.unsubscribe > releasedBy }
        #expect(!outcome.inputSubscriptions.isEmpty)
        #expect(stillSubscribed.isEmpty, "inputs still subscribed after disposal")
        #expect(outcome.liveAfterDisposal == 0, "resources left alive after disposal")
    }

    @Test(arguments: SearchArchitecture.allCases)
    func makeBuildsTheNamedArchitecture(_ architecture: SearchArchitecture) {
        let environment = SearchEnvironment(
            service: ScriptedGitHubService(scheduler: TestScheduler(initialClock: 0)),
            scheduler: TestScheduler(initialClock: 0))
        let search = architecture.make(environment: environment)
        let typeName = "\(type(of: search))"
        let expected = ["feedback": "FeedbackSearch", "reactor": "ReactorSearch", "mvvm": "CachingMVVMSearch"]
        #expect(typeName == expected[architecture.rawValue])
    }
}
