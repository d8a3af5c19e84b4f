import Reactive
import ReactiveTesting
import Testing

/// The runtime's contract over random pipelines of up to six operators from `OperatorTable`, on
/// random hot and cold timelines, disposed at random times.
@Suite(.leakChecked) struct RuntimeInvariantTests {
    /// The pipeline property over `operators` whose check is `invariant` on the case's outcome.
    static func pipelineProperty(
        _ name: String,
        operators: [OperatorEntry] = OperatorTable.all,
        count: Int = 10_000,
        invariant: @escaping (PipelineCase, PipelineOutcome<Int>) -> String?
    ) -> Property<PipelineCase> {
        Property(
            name: name,
            unit: "pipelines × 1 timeline",
            defaultCount: count,
            generate: { PipelineCase.random(&$0, operators: operators) },
            check: { invariant($0, PipelineRun.run($0)) },
            shrink: \.shrinkCandidates
        )
    }

    static var grammar: Property<PipelineCase> {
        pipelineProperty("grammar", invariant: grammarHolds)
    }

    /// The grammar, nothing after a disposal from inside `on(_:)`, and only generated errors.
    static func grammarHolds(_ pipelineCase: PipelineCase, _ outcome: PipelineOutcome<Int>) -> String? {
        Invariants.grammar(outcome.events, disposal: pipelineCase.disposal)
            ?? Invariants.nothingAfterDisposal(outcome)
            ?? Invariants.onlyGeneratedErrors(outcome.events, allowingSequenceErrors: pipelineCase.raisesSequenceErrors)
    }

    static var subscriptions: Property<PipelineCase> {
        pipelineProperty("upstream subscriptions disposed") { pipelineCase, outcome in
            Invariants.subscriptionsEnded(
                outcome, disposal: pipelineCase.disposal, disposalLag: pipelineCase.disposalLag)
        }
    }

    static var resources: Property<PipelineCase> {
        pipelineProperty("no live resources or anomalies") { pipelineCase, outcome in
            Invariants.clean(outcome, allowingReentrancy: pipelineCase.sharesThroughSubject)
        }
    }

    @Test func outputObeysTheGrammar() {
        Self.grammar.verify()
    }

    @Test func everyUpstreamSubscriptionIsDisposed() {
        Self.subscriptions.verify()
    }

    @Test func nothingStaysAliveAndNoAnomalyIsReported() {
        Self.resources.verify()
    }
}
