import Testing

/// The test harness's VT100 model, checked on its own so a screen assertion failing means the app.
@Suite struct ScreenModelTests {
    private func screen(_ output: String, rows: Int = 3, columns: Int = 6) -> ScreenModel {
        var model = ScreenModel(rows: rows, columns: columns)
        model.feed(Array(output.utf8))
        return model
    }

    @Test func printsAndPositionsTheCursor() {
        let model = screen("ab\u{1B}[2;3Hcd\r\nx")
        #expect(model.text == "ab\n  cd\nx")
        #expect((model.cursorRow, model.cursorColumn) == (2, 1))
    }

    @Test func wideCharactersTakeTwoCellsAndCombiningMarksNone() {
        let model = screen("日e\u{301}🚀")
        #expect(model.line(0) == "日é🚀")
        #expect(model.cursorColumn == 5)
    }

    @Test func wrapsOnlyWhenTheNextCharacterComes() {
        var model = screen("abcdef")
        #expect(model.cursorRow == 0)  // deferred wrap: the cursor waits at the margin
        model.feed(Array("g".utf8))
        #expect(model.text == "abcdef\ng\n")
    }

    @Test func scrollsAtTheBottom() {
        #expect(screen("1\r\n2\r\n3\r\n4").text == "2\n3\n4")
    }

    @Test func erasesLinesAndTheScreen() {
        #expect(screen("abcdef\u{1B}[1;3H\u{1B}[K").line(0) == "ab")
        #expect(screen("abc\r\ndef\u{1B}[2J").text == "\n\n")
    }

    @Test func theAlternateScreenIsLeftAsItWasEntered() {
        var model = screen("main")
        model.feed(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[Hfull".utf8))
        #expect(model.isAlternateScreen)
        #expect(!model.cursorVisible)
        #expect(model.line(0) == "full")
        model.feed(Array("\u{1B}[?25h\u{1B}[?1049l".utf8))
        #expect(model.line(0) == "main")
        #expect(model.cursorVisible)
    }

    @Test func sequencesSplitAcrossReadsWaitForTheRest() {
        var model = screen("")
        model.feed([0x1B, UInt8(ascii: "["), UInt8(ascii: "2")])
        model.feed(Array(";2H".utf8) + Array("日".utf8).prefix(1))
        model.feed(Array(Array("日".utf8).suffix(2)))
        #expect(model.line(1) == " 日")
    }

    @Test func stylesAreIgnored() {
        #expect(screen("\u{1B}[1;33mok\u{1B}[0m").line(0) == "ok")
    }
}
