import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Testing

/// `GitHubPaginatedSearch`'s reduce and queries, tested as the pure functions they are.
@Suite struct GitHubPaginatedSearchTests {
    typealias State = GitHubPaginatedSearch.State
    let swift = SearchHarness.request("swift")

    func searching(_ query: String) -> State {
        State.reduce(state: .empty(pageSize: 30, cache: SearchCache(capacity: 5)), event: .searchChanged(query))
    }

    func loaded(_ state: State, _ page: SearchPage) -> State {
        State.reduce(state: state, event: .response(state.loadNextPage!, .success(page)))
    }

    @Test func aQueryAsksForItsFirstPage() {
        let state = searching("swift")
        #expect(state.loadNextPage == swift)
        #expect(state.isSearching)
        #expect(!state.wantsNextPage)
        #expect(SearchViewState(state) == .searching("swift"))
    }

    @Test func anAnswerToARequestNoLongerMadeIsIgnored() {
        let rust = State.reduce(state: searching("swift"), event: .searchChanged("rust"))
        let late = State.reduce(state: rust, event: .response(swift, .success(SearchHarness.page("swift", ["a/b"]))))
        #expect(SearchViewState(late) == SearchViewState(rust))
        #expect(late.loadNextPage == rust.loadNextPage)
    }

    @Test func theStateWantsTheNextPageOnlyWhileNoneLoads() {
        let shown = loaded(searching("swift"), SearchHarness.page("swift", ["apple/swift"], more: true))
        #expect(shown.wantsNextPage)
        let loading = State.reduce(state: shown, event: .scrollingNearBottom)
        #expect(loading.loadNextPage == SearchHarness.request("swift", page: 2))
        #expect(!loading.wantsNextPage)
        let again = State.reduce(state: loading, event: .scrollingNearBottom)
        #expect(again.loadNextPage == loading.loadNextPage)
        #expect(SearchViewState(again) == SearchViewState(loading))
    }

    @Test func aFailedNextPageIsRetriedAndAFailedFirstPageIsNot() {
        let shown = loaded(searching("swift"), SearchHarness.page("swift", ["apple/swift"], more: true))
        let loading = State.reduce(state: shown, event: .scrollingNearBottom)
        let failure = SearchFailure(GitHubSearchError.offline, now: Date(timeIntervalSince1970: 0))
        let failed = State.reduce(state: loading, event: .response(loading.loadNextPage!, .failure(failure)))
        #expect(failed.wantsNextPage)
        #expect(failed.lastError == failure.message)
        let firstFailed = State.reduce(
            state: searching("rust"), event: .response(SearchHarness.request("rust"), .failure(failure)))
        #expect(!firstFailed.wantsNextPage)
        #expect(SearchViewState(firstFailed) == SearchViewState(query: "rust", errorMessage: failure.message))
    }

    @Test func aLoadedFirstPageIsCachedInTheState() {
        var state = loaded(searching("swift"), SearchHarness.page("swift", ["apple/swift"]))
        #expect(state.cache.page(for: " SWIFT ") != nil)
        let again = State.reduce(
            state: State.reduce(state: state, event: .searchChanged("")), event: .searchChanged("Swift"))
        #expect(again.loadNextPage == nil)
        #expect(SearchViewState(again) == .shown("Swift", ["apple/swift"]))
    }
}
