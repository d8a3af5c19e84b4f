// The pseudo-terminal harness uses glibc's spawn flags and pty calls; these tests run on Linux.
#if canImport(Glibc)
import Foundation
import Testing

/// The README's sample of the interactive screen is a real capture: this test draws the same
/// screen through the pseudo-terminal and compares it with the README, row by row.
@Suite struct ReadmeScreenTests {
    /// The README, found from this file's path (Tests/GitHubSearchAppTests/ → the package root).
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test func readmeShowsTheScreenTheAppDraws() throws {
        let terminal = try PseudoTerminal(rows: 14, columns: 78)
        try terminal.spawn([], environment: AppProcess.environment(["TERM": "xterm-256color"]))
        defer { terminal.stop() }
        terminal.waitFor(text: "Type to search.")
        terminal.type("reactive language:swift")
        terminal.waitFor(text: "30 repositories, more below")
        terminal.type("\u{1B}[B\u{1B}[B")
        terminal.waitFor("the third result selected") { $0.line(5).hasPrefix("› ") }
        let captured = terminal.snapshot.text
        terminal.type("\u{1B}")
        #expect(terminal.waitForExit() == 0)

        if let path = ProcessInfo.processInfo.environment["GITHUB_SEARCH_CAPTURE"] {
            try captured.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let sample = try #require(Self.sample(in: text), "README.md has no ```text block after <!-- screen -->")
        #expect(sample == captured)
    }

    /// The text block that follows the `<!-- screen -->` marker.
    private static func sample(in readme: String) -> String? {
        guard let marker = readme.range(of: "<!-- screen -->\n```text\n"),
            let end = readme.range(of: "\n```", range: marker.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[marker.upperBound..<end.lowerBound])
    }
}
#endif
