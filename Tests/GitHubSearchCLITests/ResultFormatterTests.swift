import Foundation
import GitHubSearch
import GitHubSearchCLI
import Testing

@Suite struct ResultFormatterTests {
    static let swift = Repository(
        id: 1,
        name: "swift",
        fullName: "apple/swift",
        htmlURL: URL(string: "https://github.com/apple/swift")!,
        stars: 67_512,
        description: "The Swift\nProgramming Language",
        language: "Swift"
    )
    static let bare = Repository(
        id: 2, name: "notes", fullName: "kim/notes", htmlURL: URL(string: "https://github.com/kim/notes")!, stars: 0)

    @Test func threeLinesPerRepository() {
        let formatter = ResultFormatter(style: TextStyle(isEnabled: false))
        #expect(
            formatter.lines(for: Self.swift) == [
                "apple/swift  ★ 67,512  Swift",
                "  The Swift Programming Language",
                "  https://github.com/apple/swift",
            ])
        #expect(formatter.lines(for: Self.bare) == ["kim/notes  ★ 0", "  https://github.com/kim/notes"])
    }

    @Test func repositoriesAreSeparatedByABlankLine() {
        let text = ResultFormatter(style: TextStyle(isEnabled: false)).text(for: [Self.bare, Self.bare])
        #expect(
            text == "kim/notes  ★ 0\n  https://github.com/kim/notes\n\nkim/notes  ★ 0\n  https://github.com/kim/notes\n"
        )
        #expect(ResultFormatter(style: TextStyle(isEnabled: false)).text(for: []) == "")
    }

    @Test func descriptionsAreCutToTheTerminalWidth() {
        let lines = ResultFormatter(style: TextStyle(isEnabled: false), width: 20).lines(for: Self.swift)
        #expect(lines[1] == "  The Swift Program…")
    }

    @Test func stylesMarkTheParts() {
        let head = ResultFormatter(style: TextStyle(isEnabled: true)).lines(for: Self.swift)[0]
        #expect(head == "\u{1B}[1mapple/swift\u{1B}[0m  \u{1B}[33m★ 67,512\u{1B}[0m  \u{1B}[36mSwift\u{1B}[0m")
    }

    @Test func groupsThousandsTheSameEverywhere() {
        #expect(ResultFormatter.grouped(0) == "0")
        #expect(ResultFormatter.grouped(999) == "999")
        #expect(ResultFormatter.grouped(1000) == "1,000")
        #expect(ResultFormatter.grouped(1_234_567) == "1,234,567")
        #expect(ResultFormatter.grouped(-4200) == "-4,200")
    }

    @Test func theFooterSaysWhereTheDataCameFrom() {
        let offline = ResultFormatter.footer(shown: 30, query: "swift", source: .offline, hasMore: true)
        #expect(offline.hasPrefix("30 repositories for \"swift\" (more with --pages) · sample data"))
        let live = ResultFormatter.footer(shown: 1, query: "x", source: .live, hasMore: false)
        #expect(live == "1 repository for \"x\" · api.github.com")
    }
}
