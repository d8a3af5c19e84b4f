import Foundation
import GitHubAPI
import GitHubSearchTesting
import Testing

@testable import GitHubSearchFeature

/// `FeedbackSearch`'s reduce, tested as the pure function it is.
@Suite struct FeedbackSearchTests {
    typealias State = FeedbackSearch.State
    let swift = SearchHarness.request("swift")

    func searching(_ query: String) -> State {
        State.reduce(state: State(pageSize: 30, cache: SearchCache(capacity: 5)), event: .queryChanged(query))
    }

    @Test func aQueryAsksForItsFirstPage() {
        let state = searching("swift")
        #expect(state.request == swift)
        #expect(state.view == .searching("swift"))
    }

    @Test func anAnswerToARequestNoLongerMadeIsIgnored() {
        let rust = State.reduce(state: searching("swift"), event: .queryChanged("rust"))
        let late = State.reduce(state: rust, event: .loaded(swift, SearchHarness.page("swift", ["apple/swift"])))
        #expect(late.view == rust.view)
        #expect(late.request == rust.request)
    }

    @Test func nearBottomWhileAPageLoadsAsksForNothing() {
        let loaded = State.reduce(
            state: searching("swift"), event: .loaded(swift, SearchHarness.page("swift", ["apple/swift"], more: true)))
        let loading = State.reduce(state: loaded, event: .nearBottom)
        let again = State.reduce(state: loading, event: .nearBottom)
        #expect(loading.request == SearchHarness.request("swift", page: 2))
        #expect(again.request == loading.request)
        #expect(again.view == loading.view)
    }

    @Test func aLoadedFirstPageIsCachedInTheState() {
        var state = State.reduce(
            state: searching("swift"), event: .loaded(swift, SearchHarness.page("swift", ["apple/swift"])))
        #expect(state.cache.page(for: " SWIFT ") != nil)
    }
}
