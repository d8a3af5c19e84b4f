import Foundation
import GitHubSearch
import GitHubSearchTesting
import Testing

/// `github-search <words>` end to end: the built binary, offline and against a loopback server,
/// with its output, its exit status and its one-line errors.
@Suite struct OneShotTests {
    @Test func printsTheFirstPageOfTheOfflineSampleData() throws {
        let result = try AppProcess.run(["kotlin"])
        #expect(result.status == 0)
        let urls = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  https://github.com/") }
        #expect(urls.count == 30)
        #expect(!result.stdout.contains("\u{1B}"))  // a pipe gets no escape sequences
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.contains("30 repositories for \"kotlin\"") == true)
        #expect(result.stderrLines.first?.contains("sample data") == true)
    }

    /// `--state-diffs` and `--trace-svg` write their files, offline, whichever architecture runs.
    @Test(arguments: ["feedback", "reactor", "mvvm", "concurrency"])
    func debuggingFlagsWriteTheStateDiffsAndTheTrace(architecture: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let diffs = folder.appendingPathComponent("diffs.txt").path
        let svg = folder.appendingPathComponent("trace.svg").path
        let result = try AppProcess.run([
            "kotlin", "--pages", "2", "--architecture", architecture, "--state-diffs", diffs, "--trace-svg", svg,
        ])
        #expect(result.status == 0)
        let changes = try String(contentsOfFile: diffs, encoding: .utf8)
        #expect(changes.hasPrefix("initial @ "))
        // The first state may already be the search's (the view model's first steps share a turn).
        #expect(changes.contains(#"query: "kotlin""#) || changes.contains(#".query: "" → "kotlin""#))
        #expect(changes.contains("  .repositories: 30 → 60 elements (30 inserted)\n"))
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<?xml"))
        for text in [">keystrokes<", ">queries<", ">requests<", ">states<", "→ kotlin p1", "✓ kotlin p2"] {
            #expect(picture.contains(text), "no \(text) in the trace")
        }
    }

    @Test func pagesAndLimitsThroughTheArchitecture() throws {
        let all = try AppProcess.run(["kotlin", "--json", "--pages", "5"])
        #expect(all.status == 0)
        let lines = all.stdout.split(separator: "\n")
        #expect(lines.count == 77)  // three pages of 30, 30 and 17: the last page ends the paging
        #expect(Set(lines).count == 77)
        let limited = try AppProcess.run(["kotlin", "--json", "--pages", "3", "--limit", "45"])
        #expect(limited.stdout.split(separator: "\n") == Array(lines.prefix(45)))
        #expect(limited.stderrLines.first?.contains("45 repositories") == true)
    }

    @Test func jsonLinesAreOneObjectPerRepository() throws {
        let result = try AppProcess.run(["swift", "--sort", "stars", "--json", "--limit", "5"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        var stars: [Int] = []
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["full_name"] is String)
            #expect((object["html_url"] as? String)?.hasPrefix("https://github.com/") == true)
            stars.append(try #require(object["stargazers_count"] as? Int))
        }
        #expect(stars == stars.sorted(by: >))
    }

    @Test func searchesALoopbackServerLikeTheOfflineData() throws {
        let github = OfflineGitHub()
        let server = try LoopbackHTTPServer.serving(github)
        defer { server.stop() }
        let arguments = ["kotlin", "--json", "--pages", "2", "--sort", "forks"]
        let served = try AppProcess.run(arguments + ["--api-url", server.apiURL])
        let offline = try AppProcess.run(arguments)
        #expect(served.status == 0)
        #expect(served.stdout.split(separator: "\n").count == 60)
        #expect(served.stdout == offline.stdout)
        #expect(served.stderrLines.first?.contains(server.apiURL) == true)
        let targets = server.requests.map { $0.target }
        #expect(targets.count == 2)
        #expect(targets.first == "/search/repositories?q=kotlin&sort=forks&order=desc&per_page=30&page=1")
    }

    /// Another API root is an Enterprise host to the token rules (GitHub CLI's): it gets
    /// `GH_ENTERPRISE_TOKEN`, over plain http only because the server is on this machine.
    @Test func sendsTheTokenFromTheEnvironment() throws {
        let github = OfflineGitHub()
        let server = try LoopbackHTTPServer.serving(github)
        defer { server.stop() }
        let environment = AppProcess.environment(["GH_ENTERPRISE_TOKEN": "test-token"])
        let result = try AppProcess.run(
            ["swift", "--api-url", server.apiURL], environment: environment)
        #expect(result.status == 0)
        #expect(server.requests.first?.headers["authorization"] == "Bearer test-token")
    }

    @Test func neverSendsTheGitHubComTokenToAnotherAPIRoot() throws {
        let github = OfflineGitHub()
        let server = try LoopbackHTTPServer.serving(github)
        defer { server.stop() }
        let environment = AppProcess.environment(["GITHUB_TOKEN": "github-com-secret", "GH_TOKEN": "also-secret"])
        let result = try AppProcess.run(["swift", "--api-url", server.apiURL], environment: environment)
        #expect(result.status == 0)
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.headers["authorization"] == nil)
    }

    @Test func refusesToSendATokenOverPlainHTTPToAnotherMachineAndSaysHowToFixIt() throws {
        let environment = AppProcess.environment(["GITHUB_ENTERPRISE_TOKEN": "secret"])
        let result = try AppProcess.run(
            ["swift", "--api-url", "http://ghe.example.com/api/v3"], environment: environment)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderrLines == [
                "github-search: refusing to send GITHUB_ENTERPRISE_TOKEN to ghe.example.com over plain http, "
                    + "where anyone on the way can read it; use an https:// API URL, or unset "
                    + "GITHUB_ENTERPRISE_TOKEN to search without a token"
            ])
    }
}
