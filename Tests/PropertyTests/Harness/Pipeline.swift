import Reactive
import ReactiveTesting
import SeededRandomness

/// What a step's operator may use besides its upstream: the test scheduler (for timing
/// operators) and testable observables made from the step's own timelines.
struct StepInputs {
    let scheduler: TestScheduler
    let observables: [TestableObservable<Int>]

    subscript(index: Int) -> Observable<Int> {
        observables[index].asObservable()
    }
}

/// One generated operator application. Its parameters are fixed when it is generated and its
/// auxiliary timelines (inner sequences, `other`, samplers) are data, so a case can be rebuilt on
/// a fresh scheduler, and shrunk, as often as needed.
struct Step: CustomStringConvertible {
    let name: String
    var timelines: [TimelineSpec]
    /// How many ticks after a disposal this step may still dispose its upstream: 1 for
    /// `subscribe(on:)`, which disposes on its scheduler.
    var disposalLag: TestTime = 0
    /// Whether the step shares its source through one subject, so a downstream resubscription
    /// can feed a synchronous source back into that subject while it delivers.
    var sharesThroughSubject = false
    /// Whether the step may fail with `RxError.noElements` or `.moreThanOneElement` (`asSingle`,
    /// `asMaybe`) rather than only with generated errors.
    var raisesSequenceErrors = false
    let apply: (Observable<Int>, StepInputs) -> Observable<Int>

    init(
        _ name: String,
        timelines: [TimelineSpec] = [],
        apply: @escaping (Observable<Int>, StepInputs) -> Observable<Int>
    ) {
        self.name = name
        self.timelines = timelines
        self.apply = apply
    }

    /// The same step with `disposalLag` set.
    func lagging(_ ticks: TestTime) -> Step {
        var step = self
        step.disposalLag = ticks
        return step
    }

    /// The same step marked as failing with the sequence errors of `asSingle` and `asMaybe`.
    func raisingSequenceErrors() -> Step {
        var step = self
        step.raisesSequenceErrors = true
        return step
    }

    /// The same step marked as sharing its source through one subject.
    func sharingThroughSubject() -> Step {
        var step = self
        step.sharesThroughSubject = true
        return step
    }

    var description: String {
        ([name] + timelines.enumerated().map { "    t\($0.offset) = \($0.element)" }).joined(separator: "\n")
    }
}

/// An operator the generator can draw: a name for reports and a function that draws its
/// parameters. Adding an operator to the properties is adding one of these to `OperatorTable`.
struct OperatorEntry {
    let name: String
    let make: (inout SplitMix64) -> Step

    init(_ name: String, make: @escaping (inout SplitMix64) -> Step) {
        self.name = name
        self.make = make
    }
}

/// A source timeline, a pipeline of up to `maxSteps` operators and a disposal time: one case of
/// the pipeline properties.
struct PipelineCase: CustomStringConvertible {
    static let maxSteps = 6

    var source: TimelineSpec
    var steps: [Step]
    var disposal: TestTime
    /// When set, the subscriber disposes its subscription from inside `on(_:)` once it has
    /// received this many events (re-entrant disposal), besides the disposal at `disposal`.
    var disposeAfterEvents: Int?

    static func random(
        _ rng: inout SplitMix64,
        operators: [OperatorEntry],
        steps stepCount: ClosedRange<Int> = 1...maxSteps
    ) -> PipelineCase {
        let shape = TimelineSpec.Shape(maxElements: rng.chance(0.2) ? 12 : 6)
        let source = TimelineSpec.random(&rng, errorName: "xs", shape: shape)
        let steps = (0..<rng.int(stepCount)).map { _ in rng.pick(operators).make(&rng) }
        let disposeAfterEvents = rng.chance(0.25) ? rng.int(1...3) : nil
        let disposal = randomDisposal(&rng, near: source.seen(subscribedAt: TestScheduler.Defaults.subscribed))
        return PipelineCase(source: source, steps: steps, disposal: disposal, disposeAfterEvents: disposeAfterEvents)
    }

    /// Often the default 1000 (after everything); often the tick of a source event or the one
    /// after it, where disposal races that event; otherwise a time in the busy part of the run.
    static func randomDisposal(_ rng: inout SplitMix64, near events: Events = []) -> TestTime {
        if rng.chance(0.3) { return TestScheduler.Defaults.disposed }
        if !events.isEmpty && rng.chance(0.4) {
            return max(TestScheduler.Defaults.subscribed, rng.pick(events).time + rng.int(0...1))
        }
        return rng.int(200...450)
    }

    /// Applies the steps to `source`, making each step's testable observables on `scheduler` and
    /// reporting them (with a name) to `register`.
    func build(
        _ source: Observable<Int>,
        scheduler: TestScheduler,
        register: (String, TestableObservable<Int>) -> Void
    ) -> Observable<Int> {
        var current = source
        for (index, step) in steps.enumerated() {
            let observables = step.timelines.enumerated().map { offset, timeline in
                let observable = timeline.make(on: scheduler)
                register("step \(index + 1) t\(offset)", observable)
                return observable
            }
            current = step.apply(current, StepInputs(scheduler: scheduler, observables: observables))
        }
        return current
    }

    /// The most ticks after a disposal that an upstream subscription may still end.
    var disposalLag: TestTime { steps.map(\.disposalLag).reduce(0, +) }

    /// Whether re-entrant delivery into a sharing subject is a possible, genuine feedback cycle.
    var sharesThroughSubject: Bool { steps.contains { $0.sharesThroughSubject } }

    /// Whether `RxError.noElements` or `.moreThanOneElement` may end the output.
    var raisesSequenceErrors: Bool { steps.contains { $0.raisesSequenceErrors } }

    var description: String {
        var lines = ["xs = \(source)"]
        lines += steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        lines.append(
            "disposed at \(disposal)" + (disposeAfterEvents.map { ", or from inside on(_:) at event \($0)" } ?? ""))
        return lines.joined(separator: "\n")
    }

    /// Simpler cases, simplest first: a step dropped, an earlier disposal, a simpler source
    /// timeline, a simpler auxiliary timeline.
    var shrinkCandidates: [PipelineCase] {
        var candidates: [PipelineCase] = []
        for index in steps.indices {
            var fewer = self
            fewer.steps.remove(at: index)
            candidates.append(fewer)
        }
        if let count = disposeAfterEvents {
            var candidate = self
            candidate.disposeAfterEvents = count > 1 ? count - 1 : nil
            candidates.append(candidate)
        }
        let subscribed = TestScheduler.Defaults.subscribed
        for earlier in Set([subscribed, (subscribed + disposal) / 2, disposal - 1]).sorted()
        where earlier >= subscribed && earlier < disposal {
            var disposedEarlier = self
            disposedEarlier.disposal = earlier
            candidates.append(disposedEarlier)
        }
        for simpler in source.shrinkCandidates {
            var candidate = self
            candidate.source = simpler
            candidates.append(candidate)
        }
        for (stepIndex, step) in steps.enumerated() {
            for (timelineIndex, timeline) in step.timelines.enumerated() {
                for simpler in timeline.shrinkCandidates {
                    var candidate = self
                    candidate.steps[stepIndex].timelines[timelineIndex] = simpler
                    candidates.append(candidate)
                }
            }
        }
        return candidates
    }
}
