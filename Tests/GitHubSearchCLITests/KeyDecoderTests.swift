import GitHubSearchCLI
import Testing

@Suite struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func printableTextBecomesCharacters() {
        #expect(keys("sw") == [.character("s"), .character("w")])
        #expect(keys("日🚀") == [.character("日"), .character("🚀")])
    }

    @Test func arrowsAndPagingKeysInBothEncodings() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}OB") == [.move(.up), .move(.down), .move(.up), .move(.down)])
        #expect(keys("\u{1B}[5~\u{1B}[6~") == [.move(.pageUp), .move(.pageDown)])
        #expect(
            keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}OF") == [
                .move(.home), .move(.end), .move(.home), .move(.end), .move(.home), .move(.end),
            ])
    }

    @Test func controlKeys() {
        #expect(keys("\r\n") == [.enter, .enter])
        #expect(keys("\u{7F}\u{8}") == [.backspace, .backspace])
        #expect(keys("\u{3}\u{15}\u{10}\u{E}") == [.interrupt, .clearLine, .move(.up), .move(.down)])
        #expect(keys("\u{14}") == [.toggleTimeline])
        #expect(keys("\u{1}\t") == [])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}x") == [.escape, .character("x")])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(keys("\u{1B}[15~a") == [.character("a")])  // F5
        #expect(keys("\u{1B}[1;5C") == [])  // Ctrl-Right
    }

    @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.decode(Array(bytes.prefix(2))) == [])
        #expect(decoder.decode(Array(bytes.suffix(1)) + [UInt8(ascii: "x")]) == [.character("日"), .character("x")])
    }
}
