import GitHubSearchCLI
import Testing

@Suite struct TextStyleTests {
    @Test func stylesOnlyATerminalWithoutNoColor() {
        #expect(TextStyle.forOutput(isTerminal: true, environment: [:]).isEnabled)
        #expect(TextStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": ""]).isEnabled)
        #expect(!TextStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": "1"]).isEnabled)
        #expect(!TextStyle.forOutput(isTerminal: false, environment: [:]).isEnabled)
    }

    @Test func wrapsInSGRSequencesOnlyWhenEnabled() {
        #expect(TextStyle(isEnabled: true).bold("x") == "\u{1B}[1mx\u{1B}[0m")
        #expect(TextStyle(isEnabled: true).reversed("x") == "\u{1B}[7mx\u{1B}[0m")
        #expect(TextStyle(isEnabled: false).red("x") == "x")
    }
}
