import Foundation
import GitHubSearch
import GitHubSearchTesting
import Testing

/// Runtime failures of the one-shot mode: one clear line on standard error, status 1, no trace.
@Suite struct OneShotFailureTests {
    /// A one-line error from `github-search`, with nothing on standard output.
    private func expectFailure(_ result: AppProcess.Result, saying text: String) {
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("github-search: ") == true)
        #expect(result.stderr.contains(text))
    }

    @Test func aClosedPortIsReportedAsOffline() throws {
        // Start and stop a server to get a port nothing listens on any more.
        let server = try LoopbackHTTPServer { _ in OfflineHTTPResponse(status: 200, headers: [:], body: Data()) }
        server.stop()
        let result = try AppProcess.run(["swift", "--api-url", server.apiURL])
        expectFailure(result, saying: "You appear to be offline, or GitHub can't be reached.")
    }

    @Test func aRateLimitSaysWhenToTryAgain() throws {
        let reset = Int(Date().timeIntervalSince1970) + 600
        let server = try LoopbackHTTPServer { _ in
            OfflineHTTPResponse.json(
                status: 403,
                ["message": "API rate limit exceeded for 127.0.0.1."],
                headers: [
                    "x-ratelimit-limit": "10", "x-ratelimit-remaining": "0", "x-ratelimit-used": "10",
                    "x-ratelimit-reset": String(reset), "x-ratelimit-resource": "search",
                ]
            )
        }
        defer { server.stop() }
        let result = try AppProcess.run(["swift", "--api-url", server.apiURL])
        expectFailure(result, saying: "GitHub's search limit is reached; try again in 10 min")
    }

    @Test func aMalformedResponseIsNamed() throws {
        let server = try LoopbackHTTPServer { _ in
            OfflineHTTPResponse(
                status: 200,
                headers: ["content-type": "application/json"],
                body: Data(#"{"total_count": 3, "incomplete_results": false, "items": [{"id": 1,"#.utf8)
            )
        }
        defer { server.stop() }
        let result = try AppProcess.run(["swift", "--api-url", server.apiURL])
        expectFailure(result, saying: "GitHub sent a response the app can't read")
    }

    @Test func aServerErrorIsReported() throws {
        let result = try AppProcess.run(["swift", "--offline-fault", "server-error"])
        expectFailure(result, saying: "GitHub is having trouble (HTTP 502)")
    }

    @Test func aFailedLaterPageKeepsTheEarlierResults() throws {
        let github = OfflineGitHub()
        let server = try LoopbackHTTPServer.serving(github) { request in
            request.target.hasSuffix("page=2")
                ? OfflineHTTPResponse.json(status: 503, ["message": "Service Unavailable"]) : nil
        }
        defer { server.stop() }
        let result = try AppProcess.run(
            ["kotlin", "--json", "--pages", "2", "--api-url", server.apiURL])
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 30)
        #expect(result.stderrLines == ["github-search: GitHub is having trouble (HTTP 503). Try again in a moment."])
    }
}
