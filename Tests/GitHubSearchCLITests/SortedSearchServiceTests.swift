import GitHubSearch
import GitHubSearchCLI
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct SortedSearchServiceTests {
    @Test func addsTheSortToRequestsWithout() {
        let scheduler = TestScheduler(initialClock: 0)
        let scripted = ScriptedGitHubService(scheduler: scheduler)
        let service = SortedSearchService(base: scripted, sort: .stars)
        let plain = SearchRequest(query: "swift")
        let following = SearchRequest(query: "swift", page: 2, sort: .forks)
        let bag = CompositeDisposable()
        _ = bag.insert(service.search(plain).subscribe { _ in })
        _ = bag.insert(service.search(following).subscribe { _ in })
        bag.dispose()
        #expect(scripted.requests == [SearchRequest(query: "swift", sort: .stars), following])
    }

    @Test func withoutASortRequestsPassUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let scripted = ScriptedGitHubService(scheduler: scheduler)
        let subscription = SortedSearchService(base: scripted, sort: nil).search(SearchRequest(query: "a")).subscribe {
            _ in
        }
        subscription.dispose()
        #expect(scripted.requests == [SearchRequest(query: "a")])
    }
}
