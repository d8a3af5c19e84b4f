import GitHubSearchCLI
import Testing

@Suite struct ScreenWriterTests {
    @Test func positionsEveryRowAndStylesIt() {
        let lines = [ScreenLine("title", style: .title), ScreenLine("plain"), ScreenLine("oops", style: .error)]
        #expect(
            ScreenWriter.frame(lines, style: TextStyle(isEnabled: true))
                == "\u{1B}[1;1H\u{1B}[7mtitle\u{1B}[0m\u{1B}[2;1Hplain\u{1B}[3;1H\u{1B}[31moops\u{1B}[0m")
    }

    @Test func withoutStylesOnlyThePositions() {
        let lines = [ScreenLine("a", style: .selected), ScreenLine("b", style: .dim)]
        #expect(ScreenWriter.frame(lines, style: TextStyle(isEnabled: false)) == "\u{1B}[1;1Ha\u{1B}[2;1Hb")
    }

    @Test func leavingUndoesEntering() {
        #expect(ScreenWriter.enter.contains("\u{1B}[?1049h"))
        #expect(ScreenWriter.enter.contains("\u{1B}[?25l"))
        #expect(ScreenWriter.leave.contains("\u{1B}[?25h"))
        #expect(ScreenWriter.leave.hasSuffix("\u{1B}[?1049l"))
    }
}
