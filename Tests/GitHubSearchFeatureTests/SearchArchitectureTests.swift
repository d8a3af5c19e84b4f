import Foundation
import GitHubSearchFeature
import GitHubSearchTesting
import OfflineGitHubServer
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
        let expected = [
            "feedback": "FeedbackSearch", "reactor": "ReactorSearch", "mvvm": "CachingMVVMSearch",
            "concurrency": "ConcurrencySearch",
        ]
        #expect(typeName == expected[architecture.rawValue])
    }

    /// The example in docs/GitHubSearch.md, verbatim: building and binding start nothing.
    @Test func documentationExample() {
        let queryText = PublishRelay<String>()
        let nearBottom = PublishRelay<Void>()
        let environment = SearchEnvironment(service: OfflineGitHub().makeClient(), scheduler: MainScheduler.instance)
        let search = SearchArchitecture.reactor.make(environment: environment)
        let outputs = search.bind(
            SearchInputs(searchText: queryText.asObservable(), nearBottom: nearBottom.asObservable()))
        #expect(search is ReactorSearch)
        withExtendedLifetime(outputs) {}
    }

    /// A second binding of the same search starts from an empty screen, but with the first
    /// binding's cache.
    @Test(arguments: SearchArchitecture.allCases)
    func aSecondBindingStartsEmptyWithTheCache(_ architecture: SearchArchitecture) {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(query: "swift", page: 1, after: 10, .success(SearchHarness.page("swift", ["a/b"])))
        var secondStates: [SearchViewState] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let search = architecture.make(
                environment: SearchEnvironment(service: service, scheduler: scheduler, throttle: .seconds(3)))
            let first = search.bind(SearchInputs(searchText: .just("swift"), nearBottom: .never()))
            let firstSubscription = first.state.drive()
            scheduler.advanceTo(100)
            firstSubscription.dispose()
            let query = scheduler.createHotObservable([.next(200, "swift")])
            let second = search.bind(SearchInputs(searchText: query.asObservable(), nearBottom: .never()))
            let secondSubscription = second.state.drive(onNext: { secondStates.append($0) })
            scheduler.advanceTo(300)
            secondSubscription.dispose()
            scheduler.start()  // the feedback loop's disposal is scheduled, through subscribe(on:)
        }
        #expect(secondStates == [SearchViewState(), .shown("swift", ["a/b"])])
        #expect(service.requests == [SearchHarness.request("swift")])
    }
}
