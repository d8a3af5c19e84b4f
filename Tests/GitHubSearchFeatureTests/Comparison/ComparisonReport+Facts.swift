import Foundation
import GitHubSearchFeature
import GitHubSearchTesting
import ReactiveTesting

/// The measured rows of the report, and the guidance written around them.
extension ComparisonReport {
    /// What one architecture measures over all scenarios.
    struct Facts {
        var source: ImplementationSource
        var contract = 0
        var recorded = 0
        var unrecorded = 0
        var requests = 0
        var cancellations = 0
        var states = 0
        var liveAfterDisposal: Int32 = 0
        /// Ticks from the throttled query to its request.
        var inputToRequest: TestTime = 0
        /// Ticks from an answer to the state that shows it.
        var answerToScreen: TestTime = 0
        /// Ticks from disposing the outputs to cancelling the request in flight.
        var disposalToCancel: TestTime = 0
    }

    func facts(_ architecture: SearchArchitecture) throws -> Facts {
        var facts = Facts(source: try ImplementationSource(paths: ImplementationSource.files(of: architecture)))
        for scenario in SearchScenario.all {
            let outcome = outcome(scenario, architecture)
            let verdict = verdict(scenario, architecture)
            if verdict.hasPrefix("✅") {
                facts.contract += 1
            } else if verdict.hasPrefix("🔶") {
                facts.recorded += 1
            } else {
                facts.unrecorded += 1
            }
            facts.requests += outcome.requestCount
            facts.cancellations += outcome.cancellationCount
            facts.states += outcome.states.count
            facts.liveAfterDisposal += outcome.liveAfterDisposal
        }
        let typing = outcome(.newQueryCancelsTheSearchInFlight, architecture)
        let firstQuery = SearchScenario.newQueryCancelsTheSearchInFlight.inputs.queries[0].time
        facts.inputToRequest = (typing.log.first?.time ?? firstQuery) - firstQuery
        let paging = outcome(.nearBottomAppendsTheNextPage, architecture)
        if let answer = paging.log.first(where: { if case .succeeded = $0 { true } else { false } }),
            let shown = paging.states.first(where: { $0.time >= answer.time })
        {
            facts.answerToScreen = shown.time - answer.time
        }
        let disposing = outcome(.disposingCancelsAndReleases, architecture)
        if let cancel = disposing.log.first(where: { if case .cancelled = $0 { true } else { false } }) {
            facts.disposalToCancel = cancel.time - SearchScenario.disposingCancelsAndReleases.disposed
        }
        return facts
    }

    func facts() throws -> [String] {
        let all = try architectures.map { try facts($0) }
        func row(_ title: String, _ value: (Facts) -> String) -> String {
            "| \(title) | " + all.map(value).joined(separator: " | ") + " |"
        }
        let files = architectures.map { architecture in
            ImplementationSource.files(of: architecture)
                .map { "[\(($0 as NSString).lastPathComponent)](../\($0))" }
                .joined(separator: ", ")
        }
        let shared = try ImplementationSource(paths: ImplementationSource.shared)
        return [
            "## Measured facts", "",
            "Lines of code count lines that are neither blank nor only a comment; the contract, the state,",
            "the cache and the error messages (\(shared.codeLines) lines in \(ImplementationSource.shared.count) files) are shared",
            "and not counted. Requests, cancellations and states are summed over the \(SearchScenario.all.count) scenarios.",
            "",
            "| | " + architectures.map(\.rawValue).joined(separator: " | ") + " |",
            "|---|" + architectures.map { _ in "---|" }.joined(),
            "| Implementation | " + files.joined(separator: " | ") + " |",
            row("Lines of code") { "\($0.source.codeLines)" },
            row("Comment lines") { "\($0.source.commentLines)" },
            row("Types declared") { "\($0.source.typeCount)" },
            row("Scenarios: contract / recorded difference / unrecorded") {
                "\($0.contract) / \($0.recorded) / \($0.unrecorded)"
            },
            row("Requests made") { "\($0.requests)" },
            row("Requests cancelled") { "\($0.cancellations)" },
            row("States emitted") { "\($0.states)" },
            row("Ticks from throttled query to request") { "\($0.inputToRequest)" },
            row("Ticks from answer to screen") { "\($0.answerToScreen)" },
            row("Ticks from disposal to cancellation") { "\($0.disposalToCancel)" },
            row("Resources alive after disposal") { "\($0.liveAfterDisposal)" },
            "",
            "Speed and memory per architecture are measured by `reactive-benchmarks`, not here: see",
            "[Benchmarks.md](Benchmarks.md).", "",
        ]
    }

    func guidance() throws -> [String] {
        let feedback = try facts(.feedback)
        let reactor = try facts(.reactor)
        let mvvm = try facts(.mvvm)
        let concurrency = try facts(.concurrency)
        let ranked = [
            (SearchArchitecture.feedback, feedback), (.reactor, reactor), (.mvvm, mvvm), (.concurrency, concurrency),
        ]
        .map { (architecture: $0.0, lines: $0.1.source.codeLines) }
        .sorted { $0.lines < $1.lines }
        return [
            "## When to choose which", "",
            "All four pass the same behavioural contract, so the choice is about shape, not capability.",
            "By lines of code: " + ranked.map { "\($0.architecture.rawValue) \($0.lines)" }.joined(separator: ", ")
                + ".", "",
            "- **The view model** when one screen is one pipeline from input to state. It takes",
            "  \(mvvm.source.codeLines) lines and \(mvvm.source.typeCount) types and keeps the contract's timeline in",
            "  \(mvvm.contract) of \(SearchScenario.all.count) scenarios tick for tick, with \(mvvm.answerToScreen) tick from answer to screen. The",
            "  price is that the rules live in operator composition (`flatMapLatest` per query, `materialize`",
            "  splitting a search into data, error and processing, `withLatestFrom` of the last step to decide",
            "  whether `nearBottom` loads a page), which is correct only because the whole feature runs on one",
            "  scheduler (see [Tour.md](Tour.md)); it is tested by running it.",
            "- **The reactor** when the team wants every user intent as a named `Action` and every change as",
            "  a `Mutation` folded by a pure `reduce` — reviewable, and testable action by action. It takes",
            "  \(reactor.source.codeLines) lines and \(reactor.source.typeCount) types, and matches the contract in \(reactor.contract) scenarios; in the",
            "  others the new request starts before the old one is cancelled, within the same tick, because",
            "  cancellation comes from `take(until: action)`. A reactor only works while its state is observed",
            "  (this one is created per binding), and `mutate` reads `currentState`, which is safe only",
            "  because the reactor handles one action at a time.",
            "- **The feedback loop** when all of the screen's behaviour — which request is in flight, the",
            "  next page, even the cache — must be one value changed only by a pure `reduce`, so that every",
            "  rule is tested without running anything. It takes \(feedback.source.codeLines) lines and \(feedback.source.typeCount) types. Its",
            "  price is scheduler turns: a request starts \(feedback.inputToRequest) ticks after its query (against \(reactor.inputToRequest) for",
            "  the others), an answer shows \(feedback.answerToScreen) ticks after it arrives (against \(mvvm.answerToScreen)), and disposal",
            "  cancels \(feedback.disposalToCancel) tick later. On the main queue a tick is one run-loop turn — invisible to a",
            "  person, but visible to tests, which must advance the scheduler further.",
            "- **Plain Swift concurrency** (no Rx) when the team writes async/await everywhere else and wants",
            "  the screen's rules as ordinary statements: a method per user intent, a task per search that the",
            "  next query cancels, the throttle a task sleeping on an injected `Clock`. It takes",
            "  \(concurrency.source.codeLines) lines and \(concurrency.source.typeCount) types (the model and its adapter), and keeps the contract in",
            "  \(concurrency.contract) of \(SearchScenario.all.count) scenarios tick for tick, with \(concurrency.answerToScreen) tick from answer to screen. Async/await",
            "  wins on reading: no operator to know, cancellation is `task.cancel()`, the state is the actor's.",
            "  Rx wins on composition and on tests: the throttle, the latest-wins switch and the cache are",
            "  operators there, hand-written here (a window end, a check that an answer is for the request in flight), and the same",
            "  timeline needs a scheduler-driven executor and clock (`SchedulerExecutor`, `SchedulerClock`,",
            "  macOS 15 / iOS 18 for task executors) where Rx code takes a `TestScheduler` as it is.",
            "  Speed and allocations side by side: [Benchmarks.md](Benchmarks.md).", "",
            "Every implementation releases everything it created when its outputs are disposed",
            "(resources alive after disposal: \(feedback.liveAfterDisposal), \(reactor.liveAfterDisposal), \(mvvm.liveAfterDisposal), \(concurrency.liveAfterDisposal)).",
        ]
    }
}
