import Reactive
import Testing

/// Runs `body`, which must record at least one issue, and returns the texts and lines of the
/// issues it recorded (a known issue each, so the test itself passes).
func knownIssues(_ body: () -> Void) -> [(message: String, line: Int)] {
    let issues = IssueList()
    withKnownIssue {
        body()
    } matching: { issue in
        issues.append((issue.comments.map(\.rawValue).joined(separator: "\n"), issue.sourceLocation?.line ?? 0))
        return true
    }
    return issues.all
}

private final class IssueList: @unchecked Sendable {
    // @unchecked: `list` is only touched under `lock`.
    private let lock = Lock()
    private var list: [(message: String, line: Int)] = []

    var all: [(message: String, line: Int)] {
        lock.withLock { list }
    }

    func append(_ issue: (message: String, line: Int)) {
        lock.withLock { list.append(issue) }
    }
}
