import Reactive
import ReactiveTesting
import Testing

/// A pipeline and a second subscription to it: when it starts and when it is disposed.
struct TwoSubscribersCase: CustomStringConvertible {
    var pipeline: PipelineCase
    var second: (subscribe: TestTime, dispose: TestTime)

    var description: String {
        "\(pipeline)\nsecond subscriber: subscribed at \(second.subscribe), disposed at \(second.dispose)"
    }

    var shrinkCandidates: [TwoSubscribersCase] {
        pipeline.shrinkCandidates.map { TwoSubscribersCase(pipeline: $0, second: second) }
    }
}

/// An `Observable` is a recipe: subscribing to one pipeline twice must give each subscriber
/// exactly what it would get subscribing alone, so no operator may keep per-subscription state in
/// the shared sequence. (Sharing operators, which break this on purpose, are not in the table.)
@Suite(.leakChecked) struct IndependenceTests {
    static var property: Property<TwoSubscribersCase> {
        Property(
            name: "two subscriptions are independent",
            unit: "pipelines × 1 timeline × 2 subscribers",
            defaultCount: 1000,
            generate: { rng in
                var pipeline = PipelineCase.random(&rng, operators: OperatorTable.independent)
                pipeline.disposeAfterEvents = nil
                let subscribe = rng.int(200...320)
                let dispose = rng.chance(0.3) ? TestScheduler.Defaults.disposed : rng.int(subscribe...(subscribe + 250))
                return TwoSubscribersCase(pipeline: pipeline, second: (subscribe, dispose))
            },
            check: { twoCase in
                let first = (TestScheduler.Defaults.subscribed, twoCase.pipeline.disposal)
                let together = PipelineRun.runSubscribers(twoCase.pipeline, subscriptions: [first, twoCase.second])
                    .events
                let alone = [first, twoCase.second].map {
                    PipelineRun.runSubscribers(twoCase.pipeline, subscriptions: [$0]).events[0]
                }
                for (index, name) in ["first", "second"].enumerated() {
                    if let difference = TimelineAssertion.failureMessage(
                        actual: together[index], expected: alone[index])
                    {
                        return
                            "the \(name) subscriber (actual) differs from a lone subscriber (expected):\n\(difference)"
                    }
                }
                return nil
            },
            shrink: \.shrinkCandidates
        )
    }

    @Test func subscribingTwiceIsSubscribingAloneTwice() {
        Self.property.verify()
    }
}
