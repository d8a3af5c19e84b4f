import Foundation
import GitHubAPI
import GitHubHTTPClient
import OfflineGitHubServer
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct OfflineSearchEngineTests {
    private static func item(
        _ id: Int, _ name: String, stars: Int, forks: Int = 0, language: String? = "Swift",
        description: String? = nil, topics: [String] = [], updated: String = "2024-01-01T00:00:00Z"
    )
        -> GitHubRepositoryItem
    {
        GitHubRepositoryItem(
            id: id, name: name, fullName: "owner\(id % 3)/\(name)", owner: .init(login: "owner\(id % 3)"),
            htmlURL: "https://github.com/owner\(id % 3)/\(name)", description: description, stargazersCount: stars,
            forksCount: forks, language: language, topics: topics, updatedAt: updated
        )
    }

    private let engine = OfflineSearchEngine(
        dataset: OfflineDataset(items: [
            item(
                1, "RxSwift", stars: 500, forks: 90, description: "Reactive Programming in Swift", topics: ["reactive"]),
            item(2, "rx-kit", stars: 20, forks: 100, language: "Kotlin", updated: "2025-02-01T00:00:00Z"),
            item(3, "swift-format", stars: 800, forks: 10, description: "Formatting technology for Swift source code"),
            item(4, "emoji", stars: 3, language: nil, description: "🚀 Ship it, c++ style", topics: ["fun"]),
            item(5, "nothing", stars: 0, description: nil, updated: "2020-05-05T00:00:00Z"),
        ])
    )

    private func names(_ q: String, sort: SearchRequest.Sort? = nil, order: SearchRequest.Order = .descending) throws
        -> [String]
    {
        engine.matches(try OfflineQuery(parsing: q), sort: sort, order: order).map(\.name)
    }

    @Test func matchesWordsCaseInsensitivelyInNameDescriptionAndTopics() throws {
        #expect(try names("SWIFT") == ["swift-format", "RxSwift"])  // name match first, then stars
        #expect(try names("reactive") == ["RxSwift"])
        #expect(try names("c++") == ["emoji"])
        #expect(try names("🚀") == ["emoji"])
        #expect(try names("fun") == ["emoji"])
        #expect(try names("rx programming") == ["RxSwift"])
    }

    @Test func filtersByLanguageAndStars() throws {
        #expect(try names("language:kotlin") == ["rx-kit"])
        #expect(try names("rx stars:>100") == ["RxSwift"])
        #expect(try names("stars:3..20", sort: .stars) == ["rx-kit", "emoji"])
        #expect(try names("stars:<1") == ["nothing"])
        #expect(try names("topic:reactive") == ["RxSwift"])
        #expect(try names("user:owner2 stars:>=0", sort: .stars, order: .ascending) == ["nothing", "rx-kit"])
    }

    @Test func sortsByStarsForksAndUpdatedInEitherOrder() throws {
        #expect(try names("stars:>=0", sort: .stars) == ["swift-format", "RxSwift", "rx-kit", "emoji", "nothing"])
        #expect(
            try names("stars:>=0", sort: .stars, order: .ascending) == [
                "nothing", "emoji", "rx-kit", "RxSwift", "swift-format",
            ])
        #expect(try names("stars:>=0", sort: .forks).prefix(2) == ["rx-kit", "RxSwift"])
        #expect(try names("stars:>=0", sort: .updated).first == "rx-kit")
        #expect(try names("stars:>=0", sort: .updated, order: .ascending).first == "nothing")
    }

    private func response(_ query: String) throws -> OfflineHTTPResponse {
        engine.response(to: try #require(URL(string: "https://offline.invalid/search/repositories?\(query)")))
    }

    @Test func servesGitHubsBodyAndLinkHeader() throws {
        let response = try response("q=stars%3A%3E%3D0&sort=stars&per_page=2&page=2")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let body = try JSONDecoder().decode(GitHubSearchResponseBody.self, from: response.body)
        #expect(body.totalCount == 5)
        #expect(body.items.map(\.name) == ["rx-kit", "emoji"])
        let root = "https://offline.invalid/search/repositories?q=stars%3A%3E%3D0&sort=stars&per_page=2&page="
        #expect(
            response.headers["link"]
                == "<\(root)1>; rel=\"prev\", <\(root)3>; rel=\"next\", <\(root)3>; rel=\"last\", <\(root)1>; rel=\"first\""
        )
        let text = try #require(String(data: response.body, encoding: .utf8))
        #expect(text.contains(#""description":null"#))  // GitHub sends nulls, not missing keys
    }

    @Test func linksWriteSpacesAsPlusLikeGitHub() throws {
        let response = try response("q=rx%20programming&per_page=1")
        #expect(response.headers["link"] == nil)  // one result: one page, no links
        let many = try self.response("q=stars%3A%3E%3D0%20language%3Aswift&per_page=1")
        #expect(
            many.headers["link"]?.contains("q=stars%3A%3E%3D0+language%3Aswift&per_page=1&page=2>; rel=\"next\"")
                == true)
    }

    @Test func aMissingOrMalformedQueryIs422() throws {
        let missing = try response("page=1")
        #expect(missing.status == 422)
        #expect(String(decoding: missing.body, as: UTF8.self).contains(#""code":"missing""#))
        let malformed = try response("q=stars%3A%3Eabc")
        #expect(malformed.status == 422)
        let body = try JSONDecoder().decode(GitHubErrorBody.self, from: malformed.body)
        #expect(body.summary == "Validation Failed: The stars qualifier needs a whole number, not 'abc'.")
    }

    @Test func pastTheCapIsGitHubs422() throws {
        for query in [
            "q=x&per_page=100&page=11", "q=x&page=35", "q=x&per_page=1&page=1001", "q=x&per_page=100&page=\(Int.max)",
        ] {
            let response = try response(query)
            #expect(response.status == 422, "\(query)")
            let body = try JSONDecoder().decode(GitHubErrorBody.self, from: response.body)
            #expect(body.message == "Only the first 1000 search results are available")
        }
        #expect(try response("q=x&per_page=100&page=10").status == 200)
        #expect(try response("q=x&page=34").status == 200)
    }

    @Test func badPageParametersFallBackToDefaultsAndOtherPathsAre404() throws {
        let response = try response("q=stars%3A%3E%3D0&per_page=abc&page=-4")
        let body = try JSONDecoder().decode(GitHubSearchResponseBody.self, from: response.body)
        #expect(body.items.count == 5)
        let other = engine.response(to: try #require(URL(string: "https://offline.invalid/search/code?q=x")))
        #expect(other.status == 404)
    }

    @Test func theBundledDataSetIsLargeAndVaried() {
        let items = OfflineDataset.bundled.items
        #expect(items.count >= 5_000)
        #expect(Set(items.map(\.id)).count == items.count)
        #expect(Set(items.map { $0.fullName.lowercased() }).count == items.count)
        #expect(Set(items.compactMap(\.language)).count >= 15)
        #expect(items.contains { $0.language == nil })
        #expect(items.contains { $0.description == nil })
        #expect(items.contains { ($0.description ?? "").count > 1_000 })
        #expect(
            items.contains {
                ($0.description ?? "").unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF }
            })
        #expect(items.contains { ($0.description ?? "").contains("响应式") })
        let stars = items.map(\.stargazersCount).sorted()
        #expect(stars[stars.count / 2] < 10)  // a long tail: the median repository has a handful
        #expect(stars.last ?? 0 > 100_000)
    }
}
