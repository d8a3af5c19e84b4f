import Foundation
import GitHubAPI
import GitHubHTTPClient
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct GitHubSearchResponseDecoderTests {
    private func fixture() throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: "search-repositories", withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    @Test func decodesTheRecordedResponseWithItsNullableFields() throws {
        let decoded = try GitHubSearchResponseDecoder().decodeSearchBody(try fixture())
        #expect(decoded.totalCount == 40)
        #expect(decoded.isIncomplete == false)
        #expect(
            decoded.repositories.map(\.fullName) == [
                "dtrupenn/Tetris", "a-retro-coder/tetris-asm", "Yuki-Tanaka/rx-tetris",
            ])

        let tetris = decoded.repositories[0]
        #expect(tetris.id == 3_081_286)
        #expect(tetris.name == "Tetris")
        #expect(tetris.ownerLogin == "dtrupenn")
        #expect(tetris.htmlURL.absoluteString == "https://github.com/dtrupenn/Tetris")
        #expect(tetris.description == "A C implementation of Tetris using Pennsim through LC4")
        #expect(tetris.stars == 1)
        #expect(tetris.forks == 0)
        #expect(tetris.language == "Assembly")
        #expect(tetris.topics == ["tetris", "assembly", "lc4"])
        #expect(tetris.updatedAt == Date(timeIntervalSince1970: 1_357_408_727))

        // `owner`, `description`, `language` and `updated_at` null, `topics` absent.
        let bare = decoded.repositories[1]
        #expect(bare.ownerLogin == "a-retro-coder")
        #expect(bare.description == nil)
        #expect(bare.language == nil)
        #expect(bare.topics.isEmpty)
        #expect(bare.updatedAt == nil)

        let unicode = decoded.repositories[2]
        #expect(unicode.description == "🧱 テトリス with RxSwift — 响应式俄罗斯方块 \"quoted\" \\ backslash")
        #expect(unicode.stars == 1523)
        #expect(unicode.topics.isEmpty)
    }

    @Test(arguments: [
        ("", "the body is empty"),
        ("<html>502</html>", "the body is not valid JSON"),
        ("{\"incomplete_results\":false,\"items\":[]}", "total_count is missing"),
        ("{\"total_count\":\"3\",\"incomplete_results\":false,\"items\":[]}", "total_count is not an integer"),
        ("{\"total_count\":1,\"incomplete_results\":false,\"items\":null}", "items is null"),
        ("{\"total_count\":-1,\"incomplete_results\":false,\"items\":[]}", "total_count is negative (-1)"),
        (
            "{\"total_count\":1,\"incomplete_results\":false,\"items\":[{\"id\":1,\"name\":\"a\",\"full_name\":\"o/a\","
                + "\"html_url\":\"not a url\",\"stargazers_count\":1,\"forks_count\":0}]}",
            "items[0].html_url is not a URL: not a url"
        ),
        (
            "{\"total_count\":1,\"incomplete_results\":false,\"items\":[{\"id\":1,\"name\":\"a\",\"full_name\":\"o/a\","
                + "\"html_url\":\"https://github.com/o/a\",\"stargazers_count\":1,\"forks_count\":0,\"updated_at\":\"yesterday\"}]}",
            "items[0].updated_at is not an ISO 8601 date: yesterday"
        ),
    ])
    func malformedBodiesSayWhatWasWrong(body: String, reason: String) {
        #expect {
            try GitHubSearchResponseDecoder().decodeSearchBody(Data(body.utf8))
        } throws: { error in
            guard case .malformedResponse(let text) = error as? GitHubSearchError else { return false }
            return text.hasPrefix(reason)
        }
    }

    @Test func aNumberThatDoesNotFitIsNotCalledInvalidJSON() {
        let body =
            #"{"total_count":1,"incomplete_results":false,"items":[{"id":1,"name":"a","full_name":"o/a","#
            + #""html_url":"https://github.com/o/a","stargazers_count":1.5,"forks_count":0}]}"#
        #expect {
            try GitHubSearchResponseDecoder().decodeSearchBody(Data(body.utf8))
        } throws: { error in
            // Darwin names the field, corelibs Foundation only the kind of problem.
            guard case .malformedResponse(let text) = error as? GitHubSearchError else { return false }
            return !text.contains("not valid JSON")
        }
    }

    @Test func errorBodiesSummariseTheirDetails() throws {
        let decoder = GitHubSearchResponseDecoder()
        let missing = #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}]}"#
        #expect(decoder.decodeErrorBody(Data(missing.utf8))?.summary == "Validation Failed: q missing")
        let invalid =
            #"{"message":"Validation Failed","errors":[{"message":"The listed users cannot be searched.","code":"invalid"}]}"#
        #expect(
            decoder.decodeErrorBody(Data(invalid.utf8))?.summary
                == "Validation Failed: The listed users cannot be searched.")
        #expect(decoder.decodeErrorBody(Data("<html>".utf8)) == nil)
    }
}
