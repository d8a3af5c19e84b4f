import Reactive
import Testing

/// A failure a store recorded: its message and the line it points at.
struct RecordedFailure: Equatable {
    let message: String
    let line: Int
}

/// Runs `body`, which must record at least one issue, and returns every issue it recorded: the
/// stores' failures are known issues here, and their messages are what is tested. If `body`
/// records none, Swift Testing fails the test ("known issue was not recorded").
func recordedFailures(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) -> [RecordedFailure] {
    let failures = Failures()
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        failures.append(RecordedFailure(message: message, line: issue.sourceLocation?.line ?? 0))
        return true
    }
    return failures.all
}

/// The messages of the failures `body` recorded.
func failureMessages(sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) -> [String] {
    recordedFailures(sourceLocation: sourceLocation, body).map(\.message)
}

private final class Failures: @unchecked Sendable {
    // @unchecked: `list` is only touched under `lock`.
    private let lock = Lock()
    private var list: [RecordedFailure] = []

    var all: [RecordedFailure] {
        lock.withLock { list }
    }

    func append(_ failure: RecordedFailure) {
        lock.withLock { list.append(failure) }
    }
}
