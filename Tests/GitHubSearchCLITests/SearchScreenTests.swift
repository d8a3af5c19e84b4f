import Foundation
import GitHubSearch
import GitHubSearchCLI
import GitHubSearchTesting
import Testing

@Suite struct SearchScreenTests {
    private static let size = TerminalSize(rows: 8, columns: 40)

    private static func repositories(_ count: Int) -> RepositoryList {
        RepositoryList((0..<count).map { Repository.stub("owner/repo\($0)", stars: 1000 + $0) })
    }

    private func texts(_ lines: [ScreenLine]) -> [String] {
        lines.map { String($0.text.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func theEmptyScreenInvitesTyping() {
        let lines = SearchScreen.render(state: SearchViewState(), model: SearchScreenModel(), size: Self.size)
        #expect(
            texts(lines) == [
                " github-search · mvvm · sample data (of…", "Search: _", "Type to search.", "", "", "", "",
                "↑↓ move · PgDn page · Enter print URL …",
            ])
        #expect(lines.map(\.style) == [.title, .plain, .dim, .plain, .plain, .plain, .plain, .dim])
    }

    @Test func everyRowIsExactlyTheWidthAndTheLastOneLess() {
        let state = SearchViewState(query: "日本", repositories: Self.repositories(10), hasNextPage: true)
        for columns in [20, 21, 40, 79] {
            let size = TerminalSize(rows: 9, columns: columns)
            let lines = SearchScreen.render(state: state, model: SearchScreenModel(typed: "日本"), size: size)
            #expect(lines.count == 9)
            let widths = lines.map { DisplayWidth.of($0.text) }
            #expect(widths == Array(repeating: columns, count: 8) + [columns - 1])
        }
    }

    @Test func resultsShowTheSelectionAndTheCount() {
        let state = SearchViewState(query: "repo", repositories: Self.repositories(10), hasNextPage: true)
        var viewport = ListViewport()
        viewport.move(.down, count: 10, visibleRows: 4)
        let model = SearchScreenModel(typed: "repo", viewport: viewport, architecture: .reactor)
        let lines = SearchScreen.render(state: state, model: model, size: Self.size)
        #expect(
            texts(lines) == [
                " github-search · reactor · sample data …", "Search: repo_", "10 repositories, more below",
                "  owner/repo0  ★ 1,000", "› owner/repo1  ★ 1,001", "  owner/repo2  ★ 1,002", "  owner/repo3  ★ 1,003",
                "↑↓ move · PgDn page · Enter print URL …",
            ])
        #expect(lines[4].style == .selected)
    }

    @Test func aSpinnerWhileSearchingOrLoading() {
        let searching = SearchViewState(query: "a", isSearching: true)
        let model = SearchScreenModel(typed: "a", spinnerFrame: 3)
        let lines = SearchScreen.render(state: searching, model: model, size: Self.size)
        #expect(texts(lines)[2] == "Searching…")
        #expect(texts(lines)[7] == "⠸ Searching…")
        let loading = SearchViewState(query: "a", repositories: Self.repositories(3), isLoadingNextPage: true)
        #expect(
            texts(SearchScreen.render(state: loading, model: model, size: Self.size))[7] == "⠸ Loading the next page…")
    }

    @Test func theQueryTypedAheadOfTheThrottleShowsAsSearching() {
        let state = SearchViewState(query: "sw", repositories: Self.repositories(2))
        let lines = SearchScreen.render(state: state, model: SearchScreenModel(typed: "swi"), size: Self.size)
        #expect(texts(lines)[2] == "Searching…")
    }

    @Test func errorsShowInTheStatusLine() {
        let state = SearchViewState(query: "a", errorMessage: "GitHub is having trouble (HTTP 502).")
        let lines = SearchScreen.render(state: state, model: SearchScreenModel(typed: "a"), size: Self.size)
        #expect(
            lines[7] == ScreenLine(DisplayWidth.fit("✖ GitHub is having trouble (HTTP 502).", to: 39), style: .error))
        #expect(texts(lines)[2] == "")
    }

    @Test func noResults() {
        let state = SearchViewState(query: "zz")
        #expect(
            texts(SearchScreen.render(state: state, model: SearchScreenModel(typed: "zz"), size: Self.size))[2]
                == "No repositories found.")
    }

    @Test func aLongQueryShowsItsEnd() {
        let typed = String(repeating: "a", count: 50) + "xyz"
        let lines = SearchScreen.render(
            state: SearchViewState(), model: SearchScreenModel(typed: typed), size: Self.size)
        #expect(lines[1].text.hasPrefix("Search: …"))
        #expect(texts(lines)[1].hasSuffix("axyz_"))
    }

    @Test func wideAndCombiningDescriptionsAreCutByColumns() {
        var repository = Repository.stub("o/r")
        repository.description = "日本語のドキュメント付きの小さなライブラリ 🦀 e\u{301}"
        let state = SearchViewState(query: "o", repositories: [repository])
        let lines = SearchScreen.render(state: state, model: SearchScreenModel(typed: "o"), size: Self.size)
        // 39 columns of text; the next wide character would straddle the edge, so a space pads it.
        #expect(lines[3].text == "› o/r  ★ 0  日本語のドキュメント付きの… ")
    }

    @Test func theTimelineTakesTheBottomOfTheListAndLeavesItOneRow() {
        let state = SearchViewState(query: "repo", repositories: Self.repositories(10))
        var model = SearchScreenModel(typed: "repo")
        model.timeline = ["keystrokes  r-e", "states      --s"]
        let lines = SearchScreen.render(state: state, model: model, size: Self.size)
        #expect(
            Array(texts(lines)[3...6]) == [
                "› owner/repo0  ★ 1,000", "── timeline, last 5 s · Ctrl-T hides ──", "keystrokes  r-e",
                "states      --s",
            ])
        #expect(lines[5].style == .dim)
        #expect(SearchScreen.visibleRows(for: Self.size, model: model) == 1)
        model.timeline = Array(repeating: "lane", count: 9)
        #expect(SearchScreen.visibleRows(for: Self.size, model: model) == 1)
        #expect(SearchScreen.render(state: state, model: model, size: Self.size).count == 8)
    }

    @Test func aTinyTerminalAsksToBeEnlarged() {
        let lines = SearchScreen.render(
            state: SearchViewState(), model: SearchScreenModel(), size: TerminalSize(rows: 3, columns: 30))
        #expect(texts(lines) == ["Enlarge the window", "", ""])
        #expect(SearchScreen.isTooSmall(TerminalSize(rows: 24, columns: 19)))
        #expect(!SearchScreen.isTooSmall(TerminalSize(rows: 5, columns: 20)))
    }
}
