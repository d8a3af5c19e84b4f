import Foundation
import GitHubAPI
import GitHubSearchFeature
import OfflineGitHubServer

/// Where searches go.
package enum DataSource: Equatable, Sendable {
    /// The bundled sample data (`OfflineGitHub`), served in-process: the default.
    case offline
    /// `https://api.github.com`, with `GH_TOKEN` or `GITHUB_TOKEN` when one is set.
    case live
    /// Another GitHub-compatible API root: GitHub Enterprise (`https://HOST/api/v3`) or a local
    /// server, with `GH_ENTERPRISE_TOKEN` or `GITHUB_ENTERPRISE_TOKEN` when one is set.
    case api(URL)
}

/// A failure the offline backend produces on every request: the hidden `--offline-fault` flag, so
/// the error paths of the app can be shown and tested without a network.
package enum OfflineFaultOption: String, CaseIterable, Sendable {
    /// 403 with `x-ratelimit-remaining: 0`, resetting in 42 s.
    case rateLimit = "rate-limit"
    /// 502 with GitHub's HTML error page.
    case serverError = "server-error"
    /// 200 with the JSON cut in half.
    case malformed
    /// The connection drops halfway through the body.
    case dropped
    /// The request times out.
    case timeout

    /// The backend's fault.
    package var fault: OfflineGitHub.Fault {
        switch self {
        case .rateLimit: .rateLimit(resetIn: 42)
        case .serverError: .serverError(status: 502)
        case .malformed: .malformedBody
        case .dropped: .droppedConnection
        case .timeout: .timeout
        }
    }
}

/// Everything a command line asks for.
package struct SearchOptions: Equatable, Sendable {
    /// The search words; empty opens the interactive screen.
    package var words: [String] = []
    /// How many pages the one-shot mode loads (each of the environment's page size).
    package var pages = 1
    /// The most repositories the one-shot mode prints; `nil` prints every loaded one.
    package var limit: Int?
    /// The sort field; `nil` is GitHub's best match.
    package var sort: SearchRequest.Sort?
    /// One JSON object per repository per line instead of text.
    package var json = false
    /// Which implementation of the search feature runs.
    package var architecture: SearchArchitecture = .mvvm
    /// Where searches go.
    package var source: DataSource = .offline
    /// A failure for the offline backend to produce on every request (hidden flag).
    package var offlineFault: OfflineFaultOption?
    /// Extra latency of the offline backend in milliseconds (hidden flag), to see the spinner.
    package var offlineLatencyMilliseconds = 0
    /// Where the state's changes are written, field by field, as they happen (`--state-diffs`).
    package var stateDiffsPath: String?
    /// Where the session's timeline is written as SVG on exit (`--trace-svg`).
    package var traceSVGPath: String?

    /// Creates the defaults: offline, first page, best match, text, MVVM.
    package init() {}

    /// The search text: the words joined by spaces, as a search field would hold them.
    package var searchText: String { words.joined(separator: " ") }
}

/// What the command line asks the program to do.
package enum ParsedCommand: Equatable, Sendable {
    /// Print the help text and exit 0.
    case help
    /// Search, once (`words` given) or interactively.
    case search(SearchOptions)
}
