import Foundation
import GitHubHTTPClient
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct LinkHeaderTests {
    private let base = "https://api.github.com/search/repositories?q=tetris&page="

    @Test func readsAllFourRelationsOfARealGitHubHeader() throws {
        let value = """
            <\(base)2>; rel="prev", <\(base)4>; rel="next", <\(base)34>; rel="last", <\(base)1>; rel="first"
            """
        let links = try LinkHeader(parsing: value)
        #expect(links.prev?.absoluteString == base + "2")
        #expect(links.next?.absoluteString == base + "4")
        #expect(links.last?.absoluteString == base + "34")
        #expect(links.first?.absoluteString == base + "1")
    }

    @Test func acceptsAnyOrderExtraWhitespaceAndUnknownRelations() throws {
        let value =
            "  <\(base)9> ;rel=\"last\" ,,\t<\(base)1>;rel=first;title=\"Page, one\",<\(base)2>; rel=\"next\" ; "
            + "type=\"application/json\", <https://example.com/x>; rel=\"preconnect\""
        let links = try LinkHeader(parsing: value)
        #expect(links.next?.absoluteString == base + "2")
        #expect(links.first?.absoluteString == base + "1")
        #expect(links.last?.absoluteString == base + "9")
        #expect(links.links["preconnect"]?.host == "example.com")
        #expect(links.prev == nil)
    }

    @Test func splitsMultiValuedAndUppercaseRelations() throws {
        let links = try LinkHeader(parsing: "<\(base)5>; REL=\"Next Last\"")
        #expect(links.next?.absoluteString == base + "5")
        #expect(links.last?.absoluteString == base + "5")
    }

    @Test func theFirstLinkWinsForARepeatedRelation() throws {
        let links = try LinkHeader(parsing: "<\(base)2>; rel=next, <\(base)3>; rel=next")
        #expect(links.next?.absoluteString == base + "2")
    }

    @Test func anEmptyValueHasNoLinks() throws {
        #expect(try LinkHeader(parsing: "").links.isEmpty)
        #expect(try LinkHeader(parsing: " , ").links.isEmpty)
    }

    @Test(arguments: [
        ("https://x/y; rel=next", "expected '<' to start a link, found 'h' at offset 0"),
        ("<https://x/y; rel=next", "unterminated '<' at offset 0"),
        ("<https://x/y>; rel=\"next", "unterminated quoted string at offset 19"),
        ("<https://x/y> rel=next", "expected ';' or ',', found 'r' at offset 14"),
        ("<https://x/y>; =next", "expected a parameter name, found '=' at offset 15"),
        ("<https://x/y>; rel=", "expected a parameter value, found the end at offset 19"),
        ("<not a url>; rel=next", "'not a url' is not an absolute URL at offset 1"),
        ("<>; rel=next", "'' is not an absolute URL at offset 1"),
    ])
    func malformedValuesThrowAClearError(value: String, message: String) {
        #expect(throws: LinkHeaderError.self) { try LinkHeader(parsing: value) }
        do {
            _ = try LinkHeader(parsing: value)
        } catch {
            #expect(error.description == "Link header: " + message)
        }
    }
}
