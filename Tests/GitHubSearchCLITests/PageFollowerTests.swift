import GitHubSearch
import GitHubSearchCLI
import GitHubSearchTesting
import Testing

@Suite struct PageFollowerTests {
    private static func state(_ count: Int, more: Bool, query: String = "swift") -> SearchViewState {
        SearchViewState(
            query: query, repositories: RepositoryList((0..<count).map { Repository.stub("o/r\($0)") }),
            hasNextPage: more)
    }

    @Test func waitsForTheQuerysFirstPage() {
        var follower = PageFollower(searchText: "  swift ", pages: 1, limit: nil)
        #expect(follower.decide(after: SearchViewState()) == .wait)
        #expect(follower.decide(after: SearchViewState(query: "swift", isSearching: true)) == .wait)
        let page = Self.state(30, more: true)
        #expect(follower.decide(after: page) == .finished(page))
        #expect(follower.pagesLoaded == 1)
    }

    @Test func asksForEachFurtherPageOnce() {
        var follower = PageFollower(searchText: "swift", pages: 3, limit: nil)
        #expect(follower.decide(after: Self.state(30, more: true)) == .requestNextPage)
        var loading = Self.state(30, more: true)
        loading.isLoadingNextPage = true
        #expect(follower.decide(after: loading) == .wait)
        #expect(follower.decide(after: Self.state(60, more: true)) == .requestNextPage)
        #expect(follower.decide(after: Self.state(90, more: true)) == .finished(Self.state(90, more: true)))
        #expect(follower.pagesLoaded == 3)
    }

    @Test func stopsAtTheLastPage() {
        var follower = PageFollower(searchText: "swift", pages: 5, limit: nil)
        #expect(follower.decide(after: Self.state(12, more: false)) == .finished(Self.state(12, more: false)))
    }

    @Test func stopsOnceTheLimitIsReached() {
        var follower = PageFollower(searchText: "swift", pages: 5, limit: 40)
        #expect(follower.decide(after: Self.state(30, more: true)) == .requestNextPage)
        #expect(follower.decide(after: Self.state(60, more: true)) == .finished(Self.state(60, more: true)))
    }

    @Test func anErrorEndsItWithTheEarlierResults() {
        var follower = PageFollower(searchText: "swift", pages: 2, limit: nil)
        #expect(follower.decide(after: Self.state(30, more: true)) == .requestNextPage)
        var failed = Self.state(30, more: true)
        failed.errorMessage = "GitHub took too long to answer. Try again."
        #expect(
            follower.decide(after: failed) == .failed(message: "GitHub took too long to answer. Try again.", failed))
    }

    @Test func statesNobodyAskedForAreIgnored() {
        var follower = PageFollower(searchText: "swift", pages: 1, limit: nil)
        _ = follower.decide(after: Self.state(30, more: true))
        #expect(follower.decide(after: Self.state(31, more: true)) == .wait)
        #expect(follower.pagesLoaded == 1)
    }
}
