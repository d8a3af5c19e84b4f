import Foundation
import GitHubAPI
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

    @Test func repositoryDerivesTheOwnerFromTheFullName() throws {
        let url = try #require(URL(string: "https://github.com/apple/swift"))
        let repository = Repository(id: 1, name: "swift", fullName: "apple/swift", htmlURL: url, stars: 10)
        #expect(repository.ownerLogin == "apple")
        #expect(repository.topics.isEmpty)
        #expect(repository.description == nil)
    }
}
