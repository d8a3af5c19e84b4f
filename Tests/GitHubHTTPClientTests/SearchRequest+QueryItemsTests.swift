import Foundation
import GitHubAPI
import GitHubHTTPClient
import ReactiveTesting
import Testing

/// A request read back from the search URLs GitHub sends in its `Link` header.
@Suite(.leakChecked) struct SearchRequestQueryItemsTests {
    @Test func readsGitHubsNextLinkWithPlusForSpaces() throws {
        let url = try #require(
            URL(
                string:
                    "https://api.github.com/search/repositories?q=tetris+language%3Aassembly&sort=stars&order=asc&per_page=50&page=3"
            )
        )
        let request = try SearchRequest(searchURL: url)
        #expect(
            request
                == SearchRequest(
                    query: "tetris language:assembly", page: 3, perPage: 50, sort: .stars, order: .ascending))
    }

    @Test func missingPageAndSizeTakeGitHubsDefaultsAndAnUnknownSortIsBestMatch() throws {
        let url = try #require(URL(string: "https://api.github.com/search/repositories?q=x&sort=help-wanted-issues"))
        #expect(try SearchRequest(searchURL: url) == SearchRequest(query: "x"))
    }

    @Test(arguments: [
        "https://api.github.com/search/repositories?page=2",
        "https://api.github.com/search/repositories",
        "https://api.github.com/search/repositories?q=x&page=two",
        "https://api.github.com/search/repositories?q=x&per_page=1e3",
    ])
    func unusableNextLinksAreMalformedResponses(text: String) throws {
        let url = try #require(URL(string: text))
        #expect {
            try SearchRequest(searchURL: url)
        } throws: { error in
            guard case .malformedResponse(let reason) = error as? GitHubSearchError else { return false }
            return reason.contains("next-page URL")
        }
    }
}
