import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// `CachingGitHubSearchViewModel`'s three outputs, each on its own, as a view binds them.
@Suite(.leakChecked) struct CachingGitHubSearchViewModelTests {
    private struct Run {
        var data: [Recorded<Event<SearchResults>>] = []
        var error: [Recorded<Event<String?>>] = []
        var processing: [Recorded<Event<Bool>>] = []
    }

    /// Binds a view model to `queries` and `nearBottom`, subscribes each output at 200, disposes at 1000.
    private func run(
        queries: [Recorded<Event<String>>], nearBottom: [TestTime] = [], script: (ScriptedGitHubService) -> Void
    ) -> Run {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        script(service)
        var run = Run()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = CachingGitHubSearchViewModel(
                search: scheduler.createHotObservable(queries).asObservable(),
                nearBottom: scheduler.createHotObservable(nearBottom.map { Recorded.next($0, ()) }).asObservable(),
                searchService: service, searchCache: SharedSearchCache(capacity: 5), pageSize: 30, clock: scheduler)
            let data = scheduler.createObserver(SearchResults.self)
            let error = scheduler.createObserver(String?.self)
            let processing = scheduler.createObserver(Bool.self)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(200) {
                _ = bag.insert(viewModel.data.drive(data))
                _ = bag.insert(viewModel.error.drive(error))
                _ = bag.insert(viewModel.processing.drive(processing))
            }
            scheduler.scheduleAt(1000) { bag.dispose() }
            scheduler.start()
            run = Run(data: data.events, error: error.events, processing: processing.events)
        }
        return run
    }

    private func results(_ query: String, _ names: [String], next: SearchRequest? = nil) -> SearchResults {
        SearchResults(query: query, repositories: RepositoryList(names.map { Repository.stub($0) }), nextPage: next)
    }

    @Test func theOutputsChangeTogetherOncePerStep() {
        let run = run(queries: [.next(210, "swift")], nearBottom: [250]) { service in
            service.script(query: "swift", after: 10, .success(SearchHarness.page("swift", ["a/b"], more: true)))
            service.script(query: "swift", page: 2, after: 10, .failure(.offline))
        }
        let page2 = SearchHarness.request("swift", page: 2)
        let offline = GitHubSearchError.offline.displayMessage
        #expect(
            run.data == [
                .next(201, SearchResults(query: "")), .next(211, results("swift", [])),
                .next(221, results("swift", ["a/b"], next: page2)), .next(251, results("swift", ["a/b"], next: page2)),
                .next(261, results("swift", ["a/b"], next: page2)),
            ])
        #expect(run.error == [.next(201, nil), .next(211, nil), .next(221, nil), .next(251, nil), .next(261, offline)])
        #expect(
            run.processing == [
                .next(201, false), .next(211, true), .next(221, false), .next(251, true), .next(261, false),
            ])
    }

    @Test func aFailedFirstPageShowsNoResultsAndNoNextPage() {
        let run = run(queries: [.next(210, "rust")], nearBottom: [250]) { service in
            service.script(query: "rust", after: 10, .failure(.serverError(status: 502)))
        }
        #expect(run.data.last == .next(221, results("rust", [])))
        #expect(run.error.last == .next(221, GitHubSearchError.serverError(status: 502).displayMessage))
        #expect(run.processing.last == .next(221, false))
        #expect(run.data.count == 3)  // nearBottom at 250 loaded nothing
    }
}
