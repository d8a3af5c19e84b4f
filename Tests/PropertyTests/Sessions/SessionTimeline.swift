import Foundation
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting

/// What a session produced, or what the contract says it must produce: the states the screen
/// received, the pages it was told to open, and the service's log (requests, answers and
/// cancellations, each with its tick).
struct SessionTimeline: Equatable {
    /// The state output's events, each at the tick the screen received it.
    var states: [Recorded<Event<SearchViewState>>] = []
    /// The `openURL` output's events.
    var urls: [Recorded<Event<URL>>] = []
    /// The service's log.
    var log: [ScriptedGitHubService.LogEntry] = []
    /// Resources created by binding and running that are alive after the outputs are disposed.
    var liveAfterDisposal: Int32 = 0

    /// The requests sent, in order.
    var requested: [ScriptedGitHubService.LogEntry] {
        log.filter { if case .requested = $0 { true } else { false } }
    }

    /// The requests cancelled, in order.
    var cancelled: [ScriptedGitHubService.LogEntry] {
        log.filter { if case .cancelled = $0 { true } else { false } }
    }

    /// The first way `actual` differs from `self`, in words, or `nil` when they are equal.
    ///
    /// - Parameter actual: What an architecture produced.
    /// - Returns: A one-line description of the first difference.
    func firstDifference(from actual: SessionTimeline) -> String? {
        if let difference = Self.firstDifference("state", states, actual.states, describe: Self.describe) {
            return difference
        }
        if let difference = Self.firstDifference("service", log, actual.log, describe: { "\($0)" }) {
            return difference
        }
        if let difference = Self.firstDifference("openURL", urls, actual.urls, describe: Self.describe) {
            return difference
        }
        if actual.liveAfterDisposal != liveAfterDisposal {
            return "\(actual.liveAfterDisposal) resources alive after disposal, expected \(liveAfterDisposal)"
        }
        return nil
    }

    private static func firstDifference<Item: Equatable>(
        _ lane: String, _ expected: [Item], _ actual: [Item], describe: (Item) -> String
    ) -> String? {
        for index in 0..<max(expected.count, actual.count) {
            let want = index < expected.count ? describe(expected[index]) : "nothing"
            let got = index < actual.count ? describe(actual[index]) : "nothing"
            if index >= expected.count || index >= actual.count || expected[index] != actual[index] {
                return "\(lane) #\(index + 1): expected \(want), got \(got)"
            }
        }
        return nil
    }

    /// `@221 swift: apple/swift +more`.
    static func describe<Value>(_ recorded: Recorded<Event<Value>>) -> String {
        switch recorded.value {
        case .next(let value): "@\(recorded.time) \(value)"
        case .error(let error): "@\(recorded.time) error \(error)"
        case .completed: "@\(recorded.time) completed"
        }
    }
}
