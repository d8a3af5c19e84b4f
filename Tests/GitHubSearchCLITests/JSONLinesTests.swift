import Foundation
import GitHubSearch
import GitHubSearchCLI
import Testing

@Suite struct JSONLinesTests {
    @Test func oneObjectWithGitHubsNamesAndExplicitNulls() {
        let repository = Repository(
            id: 7, name: "notes", fullName: "kim/notes", htmlURL: URL(string: "https://github.com/kim/notes")!,
            stars: 3, forks: 1, topics: ["a"], updatedAt: Date(timeIntervalSince1970: 0))
        #expect(
            JSONLines.line(for: repository)
                == #"{"description":null,"forks":1,"full_name":"kim/notes","html_url":"https://github.com/kim/notes","#
                + #""id":7,"language":null,"name":"notes","owner":"kim","stargazers_count":3,"topics":["a"],"#
                + #""updated_at":"1970-01-01T00:00:00Z"}"#)
    }

    @Test func newlinesInDescriptionsStayEscapedOnOneLine() throws {
        let repository = Repository(
            id: 1, name: "a", fullName: "o/a", htmlURL: URL(string: "https://github.com/o/a")!, stars: 0,
            description: "two\nlines 🚀")
        let text = JSONLines.text(for: [repository, repository])
        #expect(text.split(separator: "\n").count == 2)
        let object = try JSONSerialization.jsonObject(with: Data(JSONLines.line(for: repository).utf8))
        let description = (object as? [String: Any])?["description"] as? String
        #expect(description == "two\nlines 🚀")
    }
}
