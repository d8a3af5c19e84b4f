import Foundation
import GitHubSearch
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct SearchRequestTests {
    @Test func defaultsMatchGitHubs() {
        let request = SearchRequest(query: "swift")
        #expect(request.page == 1)
        #expect(request.perPage == 30)
        #expect(request.sort == nil)
        #expect(request.order == .descending)
    }

    @Test(arguments: [
        (SearchRequest(query: ""), SearchRequestError.emptyQuery),
        (SearchRequest(query: " \t\n"), .emptyQuery),
        (SearchRequest(query: "x", page: 0), .pageOutOfRange(0)),
        (SearchRequest(query: "x", page: -3), .pageOutOfRange(-3)),
        (SearchRequest(query: "x", perPage: 0), .perPageOutOfRange(0)),
        (SearchRequest(query: "x", perPage: 101), .perPageOutOfRange(101)),
    ])
    func validationNamesTheProblem(request: SearchRequest, expected: SearchRequestError) {
        #expect(throws: expected) { try request.validate() }
    }

    @Test func validRequestsPass() throws {
        try SearchRequest(query: "x", page: 1, perPage: 1).validate()
        try SearchRequest(query: "x", page: 34, perPage: 100).validate()
    }

    @Test func errorsReadLikeSentences() {
        #expect(SearchRequestError.emptyQuery.message == "Type something to search for.")
        #expect(SearchRequestError.pageOutOfRange(0).message == "Page 0 does not exist; pages start at 1.")
        #expect(
            SearchRequestError.perPageOutOfRange(500).description
                == "A page can hold 1 to 100 repositories, not 500."
        )
    }

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

    @Test func repositoryDerivesTheOwnerFromTheFullName() throws {
        let url = try #require(URL(string: "https://github.com/apple/swift"))
        let repository = Repository(id: 1, name: "swift", fullName: "apple/swift", htmlURL: url, stars: 10)
        #expect(repository.ownerLogin == "apple")
        #expect(repository.topics.isEmpty)
        #expect(repository.description == nil)
    }
}
