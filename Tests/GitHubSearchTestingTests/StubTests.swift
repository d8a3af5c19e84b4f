import GitHubSearch
import GitHubSearchTesting
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct StubTests {
    @Test func repositoryStubsAreStableAndComplete() {
        let repository = Repository.stub("ReactiveX/RxSwift", stars: 24_000)
        #expect(repository.name == "RxSwift")
        #expect(repository.ownerLogin == "ReactiveX")
        #expect(repository.htmlURL.absoluteString == "https://github.com/ReactiveX/RxSwift")
        #expect(repository.stars == 24_000)
        #expect(repository.id == Repository.stub("ReactiveX/RxSwift").id)
        #expect(repository.id != Repository.stub("ReactiveX/RxJava").id)
        #expect(repository.id >= 0)
    }

    @Test func namesWithoutAnOwnerOrWithUnicodeStillMakeURLs() {
        #expect(Repository.stub("dotfiles").fullName == "octocat/dotfiles")
        #expect(
            Repository.stub("宇宙/🚀 rocket").htmlURL.absoluteString
                == "https://github.com/%E5%AE%87%E5%AE%99/%F0%9F%9A%80%20rocket")
    }

    @Test func pageStubsPointAtTheNextPageOnlyWhenAsked() {
        let request = SearchRequest(query: "rx", page: 2, perPage: 2, sort: .stars)
        let page = SearchPage.stub(for: request, ["a/b", "c/d"], totalCount: 9, hasNextPage: true)
        #expect(page.repositories.map(\.fullName) == ["a/b", "c/d"])
        #expect(page.totalCount == 9)
        #expect(page.nextPage == SearchRequest(query: "rx", page: 3, perPage: 2, sort: .stars))
        #expect(SearchPage.stub(for: request, []).isLastPage)
    }
}
