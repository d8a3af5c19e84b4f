import Reactive
import ReactiveTesting
import SeededRandomness
import Testing

/// A law applied after a random prefix pipeline: `check` runs the prefix with both sides of the
/// law and describes any difference.
struct LawCase: CustomStringConvertible {
    var prefix: PipelineCase
    let law: String
    let check: (PipelineCase) -> String?

    var description: String { "\(prefix)\nlaw: \(law)" }

    /// The prefix shrinks; the law's parameters stay.
    var shrinkCandidates: [LawCase] {
        prefix.shrinkCandidates.map { LawCase(prefix: $0, law: law, check: check) }
    }
}

/// Algebraic laws of the operators, each over random prefix pipelines (up to three operators
/// from `OperatorTable`) and random timelines: both sides must record the same events at the
/// same ticks and leave the same upstream subscriptions.
@Suite(.leakChecked) struct AlgebraicLawTests {
    typealias Side = (Observable<Int>, TestScheduler) -> Observable<Int>

    static func law(
        _ name: String,
        count: Int = 500,
        make: @escaping (inout SplitMix64) -> (String, (PipelineCase) -> String?)
    ) -> Property<LawCase> {
        Property(
            name: name,
            unit: "pipelines × 1 timeline",
            defaultCount: count,
            generate: { rng in
                let (law, check) = make(&rng)
                let prefix = PipelineCase.random(&rng, operators: OperatorTable.all, steps: 0...3)
                return LawCase(prefix: prefix, law: law, check: check)
            },
            check: { $0.check($0.prefix) },
            shrink: \.shrinkCandidates
        )
    }

    /// Both sides, run after the prefix, record the same events and subscriptions.
    static func equivalent(_ lhs: @escaping Side, _ rhs: @escaping Side) -> (PipelineCase) -> String? {
        { prefix in
            let left = PipelineRun.run(prefix, finish: lhs)
            let right = PipelineRun.run(prefix, finish: rhs)
            if let difference = TimelineAssertion.failureMessage(actual: left.events, expected: right.events) {
                return "the left side (actual) differs from the right side (expected):\n\(difference)"
            }
            let leftSubscriptions = left.subscriptions.map(\.subscriptions)
            let rightSubscriptions = right.subscriptions.map(\.subscriptions)
            guard leftSubscriptions == rightSubscriptions else {
                return "subscriptions differ: left \(leftSubscriptions), right \(rightSubscriptions)"
            }
            return nil
        }
    }

    @Test func mapFusion() {
        Self.law("map fusion") { rng in
            let f = IntFunction.random(&rng)
            let g = IntFunction.random(&rng)
            return (
                "map { \(f) }.map { \(g) } == map { g(f($0)) }",
                Self.equivalent(
                    { source, _ in source.map(f.call).map(g.call) },
                    { source, _ in source.map { try g.call(f.call($0)) } })
            )
        }.verify()
    }

    @Test func filterThenMapIsCompactMap() {
        Self.law("filter+map == compactMap") { rng in
            let p = IntPredicate.random(&rng)
            let f = IntFunction.random(&rng)
            return (
                "filter { \(p) }.map { \(f) } == compactMap { p($0) ? f($0) : nil }",
                Self.equivalent(
                    { source, _ in source.filter(p.call).map(f.call) },
                    { source, _ in source.compactMap { try p.call($0) ? try f.call($0) : nil } })
            )
        }.verify()
    }

    @Test func filterFusion() {
        Self.law("filter fusion") { rng in
            let p = IntPredicate.random(&rng)
            let q = IntPredicate.random(&rng)
            return (
                "filter { \(p) }.filter { \(q) } == filter { p($0) && q($0) }",
                Self.equivalent(
                    { source, _ in source.filter(p.call).filter(q.call) },
                    { source, _ in source.filter { try p.call($0) && q.call($0) } })
            )
        }.verify()
    }

    @Test func concatOfJustsIsFrom() {
        Self.law("concat of justs == from") { rng in
            let elements = (0..<rng.int(0...4)).map { _ in rng.int(TimelineSpec.elements) }
            return (
                "xs.concat(Observable.concat(\(elements).map(Observable.just))) == xs.concat(Observable.from(\(elements)))",
                Self.equivalent(
                    { source, _ in source.concat(Observable.concat(elements.map { Observable.just($0) })) },
                    { source, _ in source.concat(Observable.from(elements)) })
            )
        }.verify()
    }

    @Test func startWithIsConcatAfterJust() {
        Self.law("startWith == concat after just") { rng in
            let element = rng.int(TimelineSpec.elements)
            return (
                "startWith(\(element)) == Observable.concat([.just(\(element)), xs])",
                Self.equivalent(
                    { source, _ in source.startWith(element) },
                    { source, _ in Observable.concat([.just(element), source]) })
            )
        }.verify()
    }

    @Test func takeAfterTakeIsTheShorterTake() {
        Self.law("take(m).take(n) == take(min(m, n))") { rng in
            let (m, n) = (rng.int(0...4), rng.int(0...4))
            return (
                "take(\(m)).take(\(n)) == take(\(min(m, n)))",
                Self.equivalent({ source, _ in source.take(m).take(n) }, { source, _ in source.take(min(m, n)) })
            )
        }.verify()
    }

    @Test func skipAfterSkipAddsUp() {
        Self.law("skip(m).skip(n) == skip(m + n)") { rng in
            let (m, n) = (rng.int(0...3), rng.int(0...3))
            return (
                "skip(\(m)).skip(\(n)) == skip(\(m + n))",
                Self.equivalent({ source, _ in source.skip(m).skip(n) }, { source, _ in source.skip(m + n) })
            )
        }.verify()
    }

    @Test func materializeThenDematerializeIsTheIdentity() {
        Self.law("materialize().dematerialize() == identity") { _ in
            (
                "xs.materialize().dematerialize() == xs",
                Self.equivalent({ source, _ in source.materialize().dematerialize() }, { source, _ in source })
            )
        }.verify()
    }

    /// `skip(m).take(n)` against the slice `m ..< m + n` of what the prefix alone records.
    @Test func takeAfterSkipIsTheSlice() {
        Self.law("skip(m).take(n) == slice") { rng in
            let (m, n) = (rng.int(0...3), rng.int(0...3))
            return (
                "skip(\(m)).take(\(n)) == elements \(m) ..< \(m + n) of xs",
                { generated in
                    // Disposing after a number of received events would cut the two outputs at
                    // different places, so this law uses only the timed disposal.
                    var prefix = generated
                    prefix.disposeAfterEvents = nil
                    let whole = PipelineRun.run(prefix).events
                    let sliced = PipelineRun.run(prefix) { source, _ in source.skip(m).take(n) }.events
                    let expected = Reference.slice(
                        whole, skip: m, take: n, subscribed: TestScheduler.Defaults.subscribed)
                    return TimelineAssertion.failureMessage(actual: sliced, expected: expected)
                }
            )
        }.verify()
    }
}
