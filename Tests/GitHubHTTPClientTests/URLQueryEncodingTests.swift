import GitHubHTTPClient
import ReactiveTesting
import SeededRandomness
import Testing

@Suite(.leakChecked) struct URLQueryEncodingTests {
    @Test(arguments: [
        ("c++", "c%2B%2B"),
        ("a&b=c", "a%26b%3Dc"),
        ("swift language:swift", "swift%20language%3Aswift"),
        ("🚀 rx", "%F0%9F%9A%80%20rx"),
        ("issue #42", "issue%20%2342"),
        ("响应式", "%E5%93%8D%E5%BA%94%E5%BC%8F"),
        ("stars:>100 path/to?x", "stars%3A%3E100%20path%2Fto%3Fx"),
        ("Already-safe_chars.~", "Already-safe_chars.~"),
        ("100%", "100%25"),
    ])
    func encodesEverythingOutsideTheUnreservedSet(input: String, expected: String) {
        #expect(URLQueryEncoding.encode(input) == expected)
    }

    @Test func queryStringJoinsPairsInOrder() {
        let query = URLQueryEncoding.queryString([("q", "a b"), ("page", "2")])
        #expect(query == "q=a%20b&page=2")
    }

    @Test func decodingTreatsPlusAsASpaceAsGitHubsLinkURLsNeed() throws {
        let items = try #require(URLQueryEncoding.decode("q=tetris+language%3Aassembly&page=2&empty=&flag"))
        #expect(items.map(\.name) == ["q", "page", "empty", "flag"])
        #expect(items.map(\.value) == ["tetris language:assembly", "2", "", ""])
    }

    @Test func decodingKeepsAnEncodedPlusAsAPlus() throws {
        let items = try #require(URLQueryEncoding.decode("q=c%2B%2B"))
        #expect(items.first?.value == "c++")
    }

    @Test(arguments: ["q=%zz", "q=100%", "q=%E5%93"])
    func decodingRejectsBrokenEscapes(query: String) {
        #expect(URLQueryEncoding.decode(query) == nil)
    }

    @Test func randomStringsSurviveTheRoundTrip() throws {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("ab +&=#%?/:😀é中\"'<>\\\t")
        for _ in 0..<500 {
            let length = Int.random(in: 0...12, using: &generator)
            let value = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let decoded = try #require(URLQueryEncoding.decode(URLQueryEncoding.queryString([("q", value)])))
            #expect(decoded.first?.value ?? "" == value, "round trip of \(value.debugDescription)")
        }
    }
}
