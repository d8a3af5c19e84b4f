import OfflineGitHubServer
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct OfflineQueryTests {
    @Test func readsWordsPhrasesAndQualifiers() throws {
        let query = try OfflineQuery(
            parsing: #"Reactive "state machine" language:Swift stars:>100 user:Apple topic:ios c++"#)
        #expect(query.terms == ["reactive", "state machine", "c++"])
        #expect(query.language == "swift")
        #expect(query.stars == (try OfflineStarsFilter(parsing: ">100")))
        #expect(query.owner == "apple")
        #expect(query.topics == ["ios"])
    }

    @Test func quotedLanguageNamesMayContainSpaces() throws {
        #expect(try OfflineQuery(parsing: #"language:"Vim Script""#).language == "vim script")
    }

    @Test func unknownQualifiersAreWords() throws {
        #expect(try OfflineQuery(parsing: "is:public a:b").terms == ["is:public", "a:b"])
    }

    @Test(arguments: [
        (">100", 101, Int.max), (">=100", 100, Int.max), ("<10", 0, 9), ("<=10", 0, 10), ("10..50", 10, 50),
        ("10..*", 10, Int.max), ("*..50", 0, 50), ("42", 42, 42),
    ])
    func starsFiltersFollowGitHubsSyntax(text: String, minimum: Int, maximum: Int) throws {
        let filter = try OfflineStarsFilter(parsing: text)
        #expect(filter.minimum == minimum)
        #expect(filter.maximum == maximum)
    }

    @Test(arguments: [
        ("", "The search contains no search terms or qualifiers."),
        ("   ", "The search contains no search terms or qualifiers."),
        ("stars:", "The stars qualifier needs a value, such as stars:>100."),
        ("language:", "The language qualifier needs a value, such as language:swift."),
        ("x stars:>abc", "The stars qualifier needs a whole number, not 'abc'."),
        ("stars:5..2", "The stars range 5..2 is empty: 5 is above 2."),
        ("stars:1..x", "The stars qualifier needs a whole number, not 'x'."),
        ("stars:99999999999999999999999", "The stars qualifier needs a whole number, not '99999999999999999999999'."),
        ("stars:>-5", "The stars qualifier needs a whole number, not '-5'."),
        ("language:c language:go", "The language qualifier may appear only once."),
        (String(repeating: "a", count: 257), "The search is longer than 256 characters."),
    ])
    func malformedQueriesGetAClearMessage(text: String, message: String) {
        #expect(throws: OfflineQueryError(message)) { try OfflineQuery(parsing: text) }
    }
}
