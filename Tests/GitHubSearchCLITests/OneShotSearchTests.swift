import GitHubSearch
import GitHubSearchCLI
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// The one-shot mode's driver in virtual time, against each architecture: the same scripted
/// service must give the same outcome and the same requests whichever runs.
@Suite(.leakChecked) struct OneShotSearchTests {
    /// Runs a one-shot search to its outcome; returns it with the service's log.
    private func run(
        _ architecture: SearchArchitecture,
        pages: Int,
        limit: Int? = nil,
        script: (ScriptedGitHubService) -> Void
    ) -> (outcome: OneShotSearch.Outcome?, time: TestTime, log: [ScriptedGitHubService.LogEntry]) {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        script(service)
        var outcome: OneShotSearch.Outcome?
        var finishedAt: TestTime = -1
        SharingScheduler.mock(scheduler: scheduler) {
            let environment = SearchEnvironment(service: service, scheduler: scheduler, throttle: .milliseconds(0))
            let follower = PageFollower(searchText: "swift", pages: pages, limit: limit)
            let subscription = OneShotSearch.start(
                architecture: architecture, environment: environment, follower: follower, inputScheduler: scheduler
            ) { result in
                outcome = result
                finishedAt = scheduler.clock
            }
            scheduler.scheduleAt(1000) { subscription.dispose() }
            scheduler.start()
        }
        return (outcome, finishedAt, service.log)
    }

    private static func page(_ number: Int, _ names: [String], more: Bool) -> SearchPage {
        .stub(for: SearchRequest(query: "swift", page: number), names, hasNextPage: more)
    }

    private static func scriptThreePages(_ service: ScriptedGitHubService) {
        service.script(query: "swift", page: 1, after: 10, .success(page(1, ["a/1", "a/2"], more: true)))
        service.script(query: "swift", page: 2, after: 10, .success(page(2, ["b/1", "b/2"], more: true)))
        service.script(query: "swift", page: 3, after: 10, .success(page(3, ["c/1"], more: false)))
    }

    @Test(arguments: SearchArchitecture.allCases) func loadsTheAskedPagesInOrder(architecture: SearchArchitecture) {
        let run = run(architecture, pages: 2, script: Self.scriptThreePages)
        let names = run.outcome.flatMap { outcome -> [String]? in
            guard case .finished(let state) = outcome else { return nil }
            return state.repositories.map(\.fullName)
        }
        #expect(names == ["a/1", "a/2", "b/1", "b/2"])
        let pages = run.log.map(\.request.page)
        #expect(pages == [1, 1, 2, 2])  // requested and answered, page by page
    }

    @Test(arguments: SearchArchitecture.allCases) func stopsAtTheLastPage(architecture: SearchArchitecture) {
        let run = run(architecture, pages: 10, script: Self.scriptThreePages)
        guard case .finished(let state) = run.outcome else {
            Issue.record("no outcome: \(String(describing: run.outcome))")
            return
        }
        #expect(state.repositories.count == 5)
        #expect(!state.hasNextPage)
        #expect(run.log.count == 6)
    }

    @Test(arguments: SearchArchitecture.allCases) func aFailedPageEndsWithItsMessage(architecture: SearchArchitecture) {
        let run = run(architecture, pages: 3) { service in
            service.script(query: "swift", page: 1, after: 10, .success(Self.page(1, ["a/1"], more: true)))
            service.script(query: "swift", page: 2, after: 10, .failure(.serverError(status: 502)))
        }
        guard case .failed(let message, let state) = run.outcome else {
            Issue.record("no failure: \(String(describing: run.outcome))")
            return
        }
        #expect(message == GitHubSearchError.serverError(status: 502).displayMessage)
        #expect(state.repositories.map(\.fullName) == ["a/1"])
    }

    @Test(arguments: SearchArchitecture.allCases) func aFailedFirstPageEndsAtOnce(architecture: SearchArchitecture) {
        let run = run(architecture, pages: 1) { service in
            service.script(query: "swift", page: 1, after: 10, .failure(.offline))
        }
        #expect(
            run.outcome
                == .failed(
                    message: GitHubSearchError.offline.displayMessage,
                    SearchViewState(
                        query: "swift", errorMessage: GitHubSearchError.offline.displayMessage)))
    }
}
