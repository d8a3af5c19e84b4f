import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// One behaviour of the search feature, as data: a scripted service, scripted inputs, and the
/// outcome the contract expects, with any difference an architecture legitimately shows recorded
/// next to it rather than hidden.
///
/// Outputs deliver one tick after the change that caused them (the Driver's hop).
struct SearchScenario: Sendable, CustomTestStringConvertible {
    /// The inputs of a run, in virtual time.
    struct Inputs: Sendable {
        var queries: [Recorded<Event<String>>]
        var nearBottom: [TestTime] = []
        var selection: [Recorded<Event<Int>>] = []
    }

    /// What a run produced.
    struct Outcome: Equatable {
        var states: [Recorded<Event<SearchViewState>>] = []
        var urls: [Recorded<Event<URL>>] = []
        var log: [ScriptedGitHubService.LogEntry] = []
        var inputSubscriptions: [Subscription] = []
        /// Resources created by binding and running that are alive after the outputs are disposed.
        var liveAfterDisposal: Int32 = 0

        var requestCount: Int { log.count { if case .requested = $0 { true } else { false } } }
        var cancellationCount: Int { log.count { if case .cancelled = $0 { true } else { false } } }
    }

    /// What the contract expects of a run.
    struct Expectation: Sendable {
        var states: [Recorded<Event<SearchViewState>>]
        var log: [ScriptedGitHubService.LogEntry]
        var urls: [Recorded<Event<URL>>] = []
        /// When every input subscription has ended, at the latest; the disposal time by default.
        var inputsReleasedBy: TestTime?

        /// The same states and log entries, in the same order, at other times.
        func retimed(states stateTimes: [TestTime], log logTimes: [TestTime], inputsReleasedBy: TestTime?) -> Self {
            precondition(stateTimes.count == states.count && logTimes.count == log.count, "one time per event")
            var retimed = self
            retimed.states = zip(states, stateTimes).map { Recorded(time: $1, value: $0.value) }
            retimed.log = zip(log, logTimes).map { $0.at($1) }
            retimed.inputsReleasedBy = inputsReleasedBy
            return retimed
        }
    }

    /// An architecture's recorded departure from `expected`, and why it is legitimate.
    struct Difference: Sendable {
        var why: String
        var expected: Expectation
    }

    /// A name that states the behaviour, as a test name would.
    var name: String
    /// The behaviour in one sentence.
    var summary: String
    var cacheCapacity = 50
    var disposed: TestTime = 1000
    var scripts: [Script] = []
    var inputs: Inputs
    var expected: Expectation
    var differences: [SearchArchitecture: Difference] = [:]

    /// A scripted answer of the service.
    struct Script: Sendable {
        var query: String
        var page = 1
        var delay: TestTime = 10
        var result: Result<SearchPage, GitHubSearchError>
    }

    var testDescription: String { name }

    /// The expectation for `architecture`: the contract's, unless a difference is recorded.
    func expectation(for architecture: SearchArchitecture) -> Expectation {
        differences[architecture]?.expected ?? expected
    }

    /// The scenario with a difference recorded for `architecture`: what it shows instead of the
    /// contract's expectation, and why that is legitimate.
    func differing(
        _ architecture: SearchArchitecture, _ why: String, _ expected: (Expectation) -> Expectation
    ) -> Self {
        var scenario = self
        scenario.differences[architecture] = Difference(why: why, expected: expected(self.expected))
        return scenario
    }

    /// Runs the scenario against `architecture`.
    func run(_ architecture: SearchArchitecture) -> Outcome {
        let harness = SearchHarness()
        harness.cacheCapacity = cacheCapacity
        harness.disposed = disposed
        for script in scripts {
            harness.script(script.query, page: script.page, after: script.delay, script.result)
        }
        return harness.run(architecture, inputs: inputs)
    }
}

extension SearchScenario.Script {
    /// `query`'s page `page` answers with `names` after `delay` ticks.
    static func page(
        _ query: String, page: Int = 1, after delay: TestTime = 10, _ names: [String], more: Bool = false
    ) -> Self {
        Self(
            query: query, page: page, delay: delay,
            result: .success(SearchHarness.page(query, page: page, names, more: more)))
    }

    /// `query`'s page `page` fails with `error` after `delay` ticks.
    static func failure(_ query: String, page: Int = 1, after delay: TestTime = 10, _ error: GitHubSearchError) -> Self
    {
        Self(query: query, page: page, delay: delay, result: .failure(error))
    }
}

extension ScriptedGitHubService.LogEntry {
    /// The same entry at `time`.
    func at(_ time: TestTime) -> Self {
        switch self {
        case .requested(let request, _): .requested(request, at: time)
        case .succeeded(let request, _): .succeeded(request, at: time)
        case .failed(let request, let error, _): .failed(request, error, at: time)
        case .cancelled(let request, _): .cancelled(request, at: time)
        }
    }
}
