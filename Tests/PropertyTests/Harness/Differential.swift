import Reactive
import ReactiveTesting
import SeededRandomness

/// The recorded events of one testable observable or operator output.
typealias Events = [Recorded<Event<Int>>]

/// What a reference implementation sees: the generated timelines and the subscription time.
struct ReferenceInput {
    let source: TimelineSpec
    let others: [TimelineSpec]
    let subscribed: TestTime = TestScheduler.Defaults.subscribed

    /// The source's events as a subscriber at `subscribed` receives them, at absolute times.
    var events: Events { source.seen(subscribedAt: subscribed) }

    /// `others[index]`'s events for a subscriber at `subscribed`.
    func other(_ index: Int) -> Events {
        others[index].seen(subscribedAt: subscribed)
    }
}

/// One side of a differential check: the real operator applied to the source (and the others),
/// and a naive reference computing the same output from plain arrays.
struct Implementation<Output: Equatable> {
    let label: String
    let real: (Observable<Int>, StepInputs) -> Observable<Output>
    let reference: (ReferenceInput) -> [Recorded<Event<Output>>]
}

/// A differential case: the operator's fixed parameters, the timelines and the disposal time;
/// `compare` runs the real operator and the reference and describes any difference.
struct DifferentialCase: CustomStringConvertible {
    let label: String
    var source: TimelineSpec
    var others: [TimelineSpec]
    var disposal: TestTime
    let compare: (DifferentialCase) -> String?

    var description: String {
        var lines = ["xs = \(source)"]
        lines += others.enumerated().map { "t\($0.offset) = \($0.element)" }
        lines += ["operator: \(label)", "disposed at \(disposal)"]
        return lines.joined(separator: "\n")
    }

    /// An earlier disposal, then a simpler source, then simpler other timelines.
    var shrinkCandidates: [DifferentialCase] {
        var candidates: [DifferentialCase] = []
        let first = TestScheduler.Defaults.subscribed + 1
        for earlier in Set([first, (first + disposal) / 2, disposal - 1]).sorted()
        where earlier >= first && earlier < disposal {
            var candidate = self
            candidate.disposal = earlier
            candidates.append(candidate)
        }
        for simpler in source.shrinkCandidates {
            var candidate = self
            candidate.source = simpler
            candidates.append(candidate)
        }
        for (index, other) in others.enumerated() {
            for simpler in other.shrinkCandidates {
                var candidate = self
                candidate.others[index] = simpler
                candidates.append(candidate)
            }
        }
        return candidates
    }
}

/// An operator with a reference implementation, for the differential properties.
struct DifferentialEntry {
    let name: String
    let make: (inout SplitMix64) -> DifferentialCase

    /// An entry whose source (and `others`) are generated with the given temperatures (random
    /// when nil) and whose parameters `draw` picks.
    ///
    /// Disposal is after the subscription (201 or later): at the disposal tick the disposal runs
    /// before anything else (`start` scheduled it first), so the reference keeps exactly the
    /// events before that tick.
    static func make<Output: Equatable>(
        _ name: String,
        source: TimelineSpec.Temperature? = nil,
        others: [TimelineSpec.Temperature?] = [],
        draw: @escaping (inout SplitMix64) -> Implementation<Output>
    ) -> DifferentialEntry {
        DifferentialEntry(name: name) { rng in
            let implementation = draw(&rng)
            let sourceTimeline = TimelineSpec.random(&rng, temperature: source, errorName: "xs")
            let otherTimelines = others.enumerated().map { index, temperature in
                TimelineSpec.random(
                    &rng, temperature: temperature, errorName: "t\(index)", shape: .init(maxElements: 4, span: 100))
            }
            let seen = sourceTimeline.seen(subscribedAt: TestScheduler.Defaults.subscribed)
            let disposal = max(201, PipelineCase.randomDisposal(&rng, near: seen))
            return DifferentialCase(
                label: implementation.label, source: sourceTimeline, others: otherTimelines, disposal: disposal
            ) { differentialCase in
                compare(differentialCase, implementation)
            }
        }
    }

    private static func compare<Output: Equatable>(
        _ differentialCase: DifferentialCase,
        _ implementation: Implementation<Output>
    ) -> String? {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: differentialCase.disposal) {
            let source = differentialCase.source.make(on: scheduler)
            let others = differentialCase.others.map { $0.make(on: scheduler) }
            return implementation.real(source.asObservable(), StepInputs(scheduler: scheduler, observables: others))
        }
        let input = ReferenceInput(source: differentialCase.source, others: differentialCase.others)
        let expected = implementation.reference(input).filter { $0.time < differentialCase.disposal }
        return TimelineAssertion.failureMessage(actual: observer.events, expected: expected)
    }
}

/// Same-tick order on a `TestScheduler`: actions due at one tick run in the order they were
/// scheduled. A hot observable schedules all its events when it is created (at 100, before any
/// subscription), a cold one schedules its events when it is subscribed. So at one tick: hot
/// events first, in creation order, then cold events, in subscription order.
enum Arrival {
    /// One stream's events with its rank among hot (creation order) or cold (subscription order)
    /// streams.
    struct Stream {
        let events: Events
        let temperature: TimelineSpec.Temperature
        let order: Int
    }

    /// The events of `streams` in the order they arrive, each with the index of its stream.
    static func interleave(_ streams: [Stream]) -> [(stream: Int, recorded: Recorded<Event<Int>>)] {
        var tagged: [(key: [Int], stream: Int, recorded: Recorded<Event<Int>>)] = []
        for (streamIndex, stream) in streams.enumerated() {
            for (position, recorded) in stream.events.enumerated() {
                let key = [recorded.time, stream.temperature == .hot ? 0 : 1, stream.order, position]
                tagged.append((key, streamIndex, recorded))
            }
        }
        tagged.sort { $0.key.lexicographicallyPrecedes($1.key) }
        return tagged.map { ($0.stream, $0.recorded) }
    }
}
