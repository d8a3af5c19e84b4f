import Testing

/// Command lines `github-search` refuses: one line on standard error naming the problem, status 2.
@Suite struct UsageTests {
    static let refused: [([String], String)] = [
        (["swift", "--frobnicate"], "github-search: unknown option '--frobnicate' (see github-search --help)"),
        (
            ["swift", "--pages", "0"],
            "github-search: invalid value '0' for --pages: expected a whole number of at least 1"
        ),
        (
            ["swift", "--limit=x"],
            "github-search: invalid value 'x' for --limit: expected a whole number of at least 1"
        ),
        (
            ["swift", "--sort", "name"],
            "github-search: invalid value 'name' for --sort: expected one of stars, forks, updated"
        ),
        (
            ["swift", "--architecture", "mvc"],
            "github-search: invalid value 'mvc' for --architecture: expected one of feedback, reactor, mvvm, concurrency"
        ),
        (
            ["swift", "--api-url", "ftp://example.com"],
            "github-search: invalid value 'ftp://example.com' for --api-url: expected an http:// or https:// URL with a host"
        ),
        (["swift", "--pages"], "github-search: --pages needs a value (see github-search --help)"),
        (
            ["swift", "--state-diffs="],
            "github-search: invalid value '' for --state-diffs: expected a file path"
        ),
        (
            ["swift", "--trace-svg", "/nonexistent-folder/trace.svg"],
            "github-search: cannot write '/nonexistent-folder/trace.svg' for --trace-svg: no such folder"
        ),
        (
            ["swift", "--state-diffs", "/"],
            "github-search: invalid value '/' for --state-diffs: expected a file path"
        ),
        (["  "], "github-search: the search words are empty; try: github-search swift"),
        (
            [],
            "github-search: no search words, and standard input is not a terminal for the interactive screen; "
                + "try: github-search swift"
        ),
    ]

    @Test(arguments: refused) func refusesWithOneLine(arguments: [String], message: String) throws {
        let result = try AppProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == [message])
    }

    @Test func helpDocumentsEveryFlagAndTheExitStatuses() throws {
        let result = try AppProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        for flag in ["--pages", "--limit", "--sort", "--json", "--architecture", "--live", "--api-url", "GITHUB_TOKEN"]
        {
            #expect(result.stdout.contains(flag))
        }
        #expect(result.stdout.contains("NO_COLOR"))
        #expect(result.stdout.contains("2   usage error"))
    }
}
