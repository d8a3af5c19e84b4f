import GitHubSearchCLI
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnEach() {
        #expect(DisplayWidth.of("swift") == 5)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func eastAsianWideCharactersTakeTwo() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ｓｗｉｆｔ") == 10)  // fullwidth forms
        #expect(DisplayWidth.of("ｶﾅ") == 2)  // halfwidth katakana stay narrow
    }

    @Test func emojiTakeTwo() {
        #expect(DisplayWidth.of("🚀") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)  // with a skin tone modifier: one cluster
        #expect(DisplayWidth.of("👩‍💻") == 2)  // a ZWJ sequence: one cluster
        #expect(DisplayWidth.of("❤️") == 2)  // text-default heart with VS16
        #expect(DisplayWidth.of("★") == 1)  // a symbol that is not emoji-presentation
    }

    @Test func combiningMarksTakeNone() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("a\u{20DD}") == 1)  // enclosing mark
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero width space
    }

    @Test func truncatesToTheColumnsWithAnEllipsis() {
        #expect(DisplayWidth.truncate("swift", to: 5) == "swift")
        #expect(DisplayWidth.truncate("swiftui", to: 5) == "swif…")
        #expect(DisplayWidth.truncate("日本語", to: 5) == "日本…")
        #expect(DisplayWidth.truncate("日本語", to: 4) == "日…")  // a wide character never straddles the edge
        #expect(DisplayWidth.truncate("x", to: 0) == "")
        #expect(DisplayWidth.truncate("🚀🚀", to: 3) == "🚀…")
    }

    @Test func fitPadsToExactlyTheWidth() {
        #expect(DisplayWidth.fit("ab", to: 4) == "ab  ")
        #expect(DisplayWidth.of(DisplayWidth.fit("日本語です", to: 7)) == 7)
        #expect(DisplayWidth.fit("日本語", to: 4) == "日… ")
    }

    @Test func sanitizingRemovesControlsAndFoldsWhitespace() {
        #expect(DisplayWidth.sanitized("  a\n\tb\u{1B}[2Jc  ") == "a b [2Jc")
        #expect(DisplayWidth.sanitized("\u{7}") == "")
        #expect(DisplayWidth.sanitized("日本  語") == "日本 語")
    }
}
