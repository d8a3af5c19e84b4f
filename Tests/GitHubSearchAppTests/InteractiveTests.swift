// The pseudo-terminal harness uses glibc's spawn flags and pty calls; these tests run on Linux.
#if canImport(Glibc)
import Foundation
import GitHubSearch
import GitHubSearchCLI
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The full-screen mode driven through a pseudo-terminal: keystrokes in, the screen read back from
/// a VT100 model. Every wait polls with a generous deadline; nothing depends on elapsed time.
@Suite(.serialized) struct InteractiveTests {
    private static let up = "\u{1B}[A"
    private static let end = "\u{1B}[F"
    private static let escape = "\u{1B}"

    /// Starts `github-search arguments` on a new terminal of `rows` × `columns`.
    private func start(
        _ arguments: [String] = [],
        rows: Int = 24,
        columns: Int = 80,
        environment: [String: String] = [:]
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(rows: rows, columns: columns)
        try terminal.spawn(
            arguments, environment: AppProcess.environment(["TERM": "xterm-256color"]).merging(environment) { $1 })
        return terminal
    }

    /// The terminal is back as it was: settings, main screen, visible cursor.
    private func expectRestored(_ terminal: PseudoTerminal, to before: termios) {
        let after = terminal.attributes
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        #expect(after.c_cflag == before.c_cflag)
        #expect(after.c_lflag == before.c_lflag)
        let (beforeControls, afterControls) = (Self.controls(before), Self.controls(after))
        #expect(afterControls == beforeControls)
        // The program has exited, but its last bytes may still be on their way to the screen model.
        terminal.waitFor("the main screen with a visible cursor") { !$0.isAlternateScreen && $0.cursorVisible }
    }

    private static func controls(_ settings: termios) -> [UInt8] {
        withUnsafeBytes(of: settings.c_cc) { Array($0) }
    }

    @Test(arguments: SearchArchitecture.allCases)
    func typesAQueryPagesToTheEndAndPrintsTheSelection(architecture: SearchArchitecture) throws {
        let expected = try AppProcess.run(["kotlin", "--json", "--pages", "5"]).stdout.split(separator: "\n")
        let last = try #require(
            expected.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any])
        let lastName = try #require(last["full_name"] as? String)
        let lastURL = try #require(last["html_url"] as? String)

        let terminal = try start(["--architecture", architecture.rawValue])
        let before = terminal.attributes
        defer { terminal.stop() }
        terminal.waitFor(text: "Type to search.")
        let title = terminal.snapshot.line(0)
        #expect(title.contains("github-search · \(architecture.rawValue) · sample data (offline)"))
        terminal.type("kotlin")
        terminal.waitFor(text: "30 repositories, more below")
        #expect(terminal.snapshot.line(1) == "Search: kotlin_")
        #expect(terminal.snapshot.line(3).hasPrefix("› "))
        terminal.type(Self.end)
        terminal.waitFor(text: "60 repositories, more below")
        terminal.type(Self.end)
        terminal.waitFor(text: "77 repositories")
        terminal.type(Self.end)
        terminal.waitFor("the last repository selected") { screen in
            (0..<screen.rows).contains { screen.line($0).hasPrefix("› \(lastName)  ") }
        }
        #expect(!terminal.snapshot.contains("more below"))
        terminal.type("\r")
        #expect(terminal.waitForExit() == 0)
        terminal.waitFor("the URL printed on the main screen") { $0.contains(lastURL) && !$0.isAlternateScreen }
        expectRestored(terminal, to: before)
    }

    @Test func showsASpinnerWhileAPageLoads() throws {
        let terminal = try start(["--offline-latency", "2000", "--architecture", "mvvm"])
        let before = terminal.attributes
        defer { terminal.stop() }
        terminal.waitFor(text: "Type to search.")
        terminal.type("kotlin")
        terminal.waitFor("a spinner in the status line") { screen in
            let status = screen.line(screen.rows - 1)
            return SearchScreen.spinner.contains { status.hasPrefix("\($0) Searching…") }
        }
        terminal.waitFor(text: "30 repositories, more below")
        terminal.type(Self.escape)
        #expect(terminal.waitForExit() == 0)
        expectRestored(terminal, to: before)
    }

    @Test(arguments: SearchArchitecture.allCases)
    func showsAnInjectedErrorInTheStatusLine(architecture: SearchArchitecture) throws {
        let terminal = try start(["--offline-fault", "server-error", "--architecture", architecture.rawValue])
        let before = terminal.attributes
        defer { terminal.stop() }
        terminal.waitFor(text: "Type to search.")
        terminal.type("swift")
        terminal.waitFor("the error in the status line") { screen in
            screen.line(screen.rows - 1).hasPrefix("✖ GitHub is having trouble (HTTP 502).")
        }
        terminal.type(Self.escape)
        #expect(terminal.waitForExit() == 0)
        expectRestored(terminal, to: before)
    }

    @Test func redrawsForANewSizeWithWideCharacters() throws {
        let terminal = try start(rows: 24, columns: 80)
        let before = terminal.attributes
        defer { terminal.stop() }
        terminal.waitFor(text: "Type to search.")
        terminal.type("日本")
        terminal.waitFor(text: "30 repositories, more below")
        #expect(terminal.snapshot.contains("日本語のドキュメント"))

        terminal.resize(rows: 12, columns: 40)
        terminal.waitFor("the status line on the new last row") { screen in
            screen.line(11).hasPrefix("↑↓ move") && screen.line(2).hasPrefix("30 repositories")
        }
        let screen = terminal.snapshot
        for row in 0..<screen.rows {
            #expect(DisplayWidth.of(screen.line(row)) <= 40, "row \(row): \(screen.line(row))")
        }
        #expect(screen.line(3).hasPrefix("› "))
        #expect(screen.line(3).hasSuffix("…"))  // cut to the width, ellipsis included

        terminal.resize(rows: 4, columns: 16)
        terminal.waitFor(text: "Enlarge the win…")
        terminal.resize(rows: 24, columns: 80)
        terminal.waitFor(text: "30 repositories, more below")
        terminal.type("\u{03}")  // Ctrl-C
        #expect(terminal.waitForExit() == 130)
        expectRestored(terminal, to: before)
    }

    @Test func editsTheQueryAndMovesBackUp() throws {
        let terminal = try start()
        defer { terminal.stop() }
        terminal.waitFor(text: "Type to search.")
        terminal.type("kotlinx")
        terminal.waitFor(text: "No repositories found.")
        terminal.type("\u{7F}")  // Backspace
        terminal.waitFor(text: "30 repositories, more below")
        terminal.type("\u{1B}[B\u{1B}[B" + Self.up)
        terminal.waitFor("the second result selected") { $0.line(4).hasPrefix("› ") && $0.line(3).hasPrefix("  ") }
        terminal.type("\u{15}")  // Ctrl-U
        terminal.waitFor(text: "Type to search.")
        terminal.type(Self.escape)
        #expect(terminal.waitForExit() == 0)
    }

    @Test func stylesOnlyWithoutNoColor() throws {
        let styled = try start()
        styled.waitFor(text: "Type to search.")
        styled.type(Self.escape)
        #expect(styled.waitForExit() == 0)
        styled.stop()
        #expect(styled.output.contains("\u{1B}[7m"))

        let plain = try start(environment: ["NO_COLOR": "1"])
        plain.waitFor(text: "Type to search.")
        plain.type(Self.escape)
        #expect(plain.waitForExit() == 0)
        plain.stop()
        // Only the reset in the sequence that leaves the screen may appear; no style is ever set.
        let styles = ["1m", "2m", "7m", "31m", "33m", "36m"].filter { plain.output.contains("\u{1B}[" + $0) }
        #expect(styles.isEmpty)
    }

    @Test func oneShotOnATerminalIsStyledUnlessNoColor() throws {
        let styled = try start(["kotlin", "--limit", "1"])
        #expect(styled.waitForExit() == 0)
        styled.waitFor(text: "1 repository for \"kotlin\"")
        styled.stop()
        #expect(styled.output.contains("\u{1B}[1m"))

        let plain = try start(["kotlin", "--limit", "1"], environment: ["NO_COLOR": "1"])
        #expect(plain.waitForExit() == 0)
        plain.waitFor(text: "1 repository for \"kotlin\"")
        plain.stop()
        #expect(!plain.output.contains("\u{1B}["))
    }

    @Test func sigtermRestoresTheTerminalToo() throws {
        let terminal = try start()
        let before = terminal.attributes
        defer { terminal.stop() }
        terminal.waitFor(text: "Type to search.")
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit() == 1)
        terminal.waitFor("the main screen back") { !$0.isAlternateScreen }
        expectRestored(terminal, to: before)
    }

    /// The CI failure this guards against: a SIGTERM sent just after the first frame, before the
    /// program was ready for it, was ignored and left the terminal raw on the alternate screen.
    @Test func aSigtermAsSoonAsTheScreenAppearsIsNeverLost() throws {
        for _ in 0..<10 {
            let terminal = try start()
            let before = terminal.attributes
            defer { terminal.stop() }
            terminal.waitFor("the alternate screen") { $0.isAlternateScreen }
            kill(terminal.pid, SIGTERM)
            #expect(terminal.waitForExit() == 1)
            terminal.waitFor("the main screen back") { !$0.isAlternateScreen }
            expectRestored(terminal, to: before)
        }
    }
}
#endif
