/// The statuses `github-search` exits with, as documented in `--help` and docs/GitHubSearchApp.md.
package enum ExitStatus: Int32, Sendable {
    /// The search ran (or the user quit the interactive screen with Esc).
    case success = 0
    /// The search failed at run time: the network, a rate limit, a response that can't be read.
    case failure = 1
    /// The command line was wrong; nothing was searched.
    case usage = 2
    /// The interactive screen was left with Ctrl-C, as a shell reports an interrupted program.
    case interrupted = 130
}
