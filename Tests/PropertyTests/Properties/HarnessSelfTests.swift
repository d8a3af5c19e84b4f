import Reactive
import ReactiveTesting
import SeededRandomness
import Testing

/// Proof that the harness can fail: deliberately broken operators, written here, are caught,
/// shrunk to a one-step pipeline on a minimal timeline, and replayed from the printed seed.
@Suite(.leakChecked) struct HarnessSelfTests {
    /// Forwards every event, and one more element after `completed`: a grammar violation.
    final class EmitsAfterCompletion: Observable<Int> {
        let source: Observable<Int>

        init(_ source: Observable<Int>) {
            self.source = source
        }

        override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
        where Observer.Element == Int {
            source.subscribe(
                AnyObserver { event in
                    observer.on(event)
                    if case .completed = event { observer.on(.next(99)) }
                })
        }
    }

    /// Subscribes upstream but returns a disposable that does not dispose that subscription.
    final class ForgetsUpstream: Observable<Int> {
        let source: Observable<Int>

        init(_ source: Observable<Int>) {
            self.source = source
        }

        override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
        where Observer.Element == Int {
            _ = source.subscribe(observer)
            return Disposables.create()
        }
    }

    /// Keeps its subscription alive forever in a reference cycle: a leak.
    final class LeaksSubscription: Observable<Int> {
        final class Cycle {
            var cycle: Cycle?
            var kept: (any Disposable)?
        }

        let source: Observable<Int>

        init(_ source: Observable<Int>) {
            self.source = source
        }

        override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
        where Observer.Element == Int {
            let subscription = source.map { $0 }.subscribe(observer)
            let cycle = Cycle()
            cycle.cycle = cycle
            cycle.kept = subscription
            return subscription
        }
    }

    static var leaksSubscription: OperatorEntry {
        OperatorEntry("leaksSubscription") { _ in
            Step("leaksSubscription") { source, _ in LeaksSubscription(source) }
        }
    }

    @Test func aLeakIsCaughtAndShrunk() throws {
        let property = RuntimeInvariantTests.pipelineProperty(
            "leaks (broken operator)", operators: Self.operators(plus: Self.leaksSubscription)
        ) { _, outcome in
            Invariants.clean(outcome)
        }
        let failure = try #require(property.run(count: 500, seed: 5).failure)
        #expect(failure.shrunk.steps.map(\.name) == ["leaksSubscription"])
        #expect(failure.shrunk.source.events.isEmpty)
        #expect(failure.shrunk.disposal == 200)
        #expect(failure.shrunkMessage == "1 runtime resource(s) still alive after the case")
    }

    static func operators(plus broken: OperatorEntry) -> [OperatorEntry] {
        Array(OperatorTable.elementwise.prefix(2)) + [broken]
    }

    static var emitsAfterCompletion: OperatorEntry {
        OperatorEntry("emitsAfterCompletion") { _ in
            Step("emitsAfterCompletion") { source, _ in EmitsAfterCompletion(source) }
        }
    }

    static var forgetsUpstream: OperatorEntry {
        OperatorEntry("forgetsUpstream") { _ in
            Step("forgetsUpstream") { source, _ in ForgetsUpstream(source) }
        }
    }

    @Test func anElementAfterCompletionIsCaughtAndShrunk() throws {
        let property = RuntimeInvariantTests.pipelineProperty(
            "grammar (broken operator)", operators: Self.operators(plus: Self.emitsAfterCompletion)
        ) { pipelineCase, outcome in
            Invariants.grammar(outcome.events, disposal: pipelineCase.disposal)
        }
        let report = property.run(count: 500, seed: 1)
        let failure = try #require(report.failure)
        print(report.failureReport ?? "")
        #expect(failure.shrunk.steps.map(\.name) == ["emitsAfterCompletion"])
        let events = failure.shrunk.source.seen(subscribedAt: 200)
        #expect(events.map(\.value.isStopEvent) == [true])
        #expect(events.map(\.time) == [200])
        #expect(failure.shrunk.disposal == 201)
        #expect(failure.shrunkMessage == "next(99) @ 200 after the stop event completed @ 200")
    }

    @Test func anUndisposedUpstreamIsCaughtAndShrunk() throws {
        let property = RuntimeInvariantTests.pipelineProperty(
            "subscriptions (broken operator)", operators: Self.operators(plus: Self.forgetsUpstream)
        ) { pipelineCase, outcome in
            Invariants.subscriptionsEnded(outcome, disposal: pipelineCase.disposal)
        }
        let report = property.run(count: 500, seed: 2)
        let failure = try #require(report.failure)
        #expect(failure.shrunk.steps.map(\.name) == ["forgetsUpstream"])
        #expect(failure.shrunk.source.events.isEmpty)
        #expect(failure.shrunk.disposal == 200)
        #expect(failure.shrunkMessage == "xs: subscription (200, never) was never disposed")
    }

    /// An operator that keeps delivering after its subscriber disposed from inside `on(_:)`.
    @Test func anEventAfterDisposalIsCaughtAndShrunk() throws {
        let property = RuntimeInvariantTests.pipelineProperty(
            "nothing after disposal (broken operator)", operators: Self.operators(plus: Self.forgetsUpstream)
        ) { _, outcome in
            Invariants.nothingAfterDisposal(outcome)
        }
        let failure = try #require(property.run(count: 500, seed: 6).failure)
        #expect(failure.shrunk.steps.map(\.name) == ["forgetsUpstream"])
        #expect(failure.shrunk.disposeAfterEvents == 1)
        #expect(failure.shrunk.source.events.count == 2)
        #expect(failure.shrunkMessage.contains("after the subscriber disposed"))
    }

    @Test func theReportedSeedReplaysTheFailureAsCaseZero() throws {
        let property = RuntimeInvariantTests.pipelineProperty(
            "replay", operators: Self.operators(plus: Self.emitsAfterCompletion)
        ) { pipelineCase, outcome in
            Invariants.grammar(outcome.events, disposal: pipelineCase.disposal)
        }
        let failure = try #require(property.run(count: 500, seed: 3).failure)
        let replay = try #require(property.run(count: 500, seed: failure.seed).failure)
        #expect(replay.index == 0)
        #expect(replay.originalMessage == failure.originalMessage)
        #expect(replay.original.description == failure.original.description)
        #expect(replay.shrunk.description == failure.shrunk.description)
    }

    /// A reference that delays errors too disagrees with `delay`, which forwards them at once:
    /// the differential check must find it and shrink it to a lone error.
    @Test func aWrongReferenceIsCaughtAndShrunk() throws {
        let entry = DifferentialEntry.make("delay, errors delayed too") { _ in
            Implementation(label: "delay(5)", real: { $0.delay(.seconds(5), scheduler: $1.scheduler) }) {
                $0.events.map { Recorded(time: $0.time + 5, value: $0.value) }
            }
        }
        let report = DifferentialTests.property(entry).run(count: 300, seed: 4)
        let failure = try #require(report.failure)
        print(report.failureReport ?? "")
        let events = failure.shrunk.source.seen(subscribedAt: 200)
        #expect(events.count == 1)
        #expect(events.first?.value.error != nil)
        #expect(events.first?.time == 200)
        #expect(failure.shrunk.disposal == 201)
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        // The first outputs of the reference C implementation seeded with 0.
        var rng = SplitMix64(seed: 0)
        #expect(
            [rng.next(), rng.next(), rng.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
    }

    @Test func seedsParseAsHexadecimalOrDecimal() {
        #expect(PropertySettings.parseSeed("0x1F") == 31)
        #expect(PropertySettings.parseSeed("0x5EED_0001") == 0x5EED_0001)
        #expect(PropertySettings.parseSeed("42") == 42)
        #expect(PropertySettings.parseSeed("zz") == nil)
        #expect(PropertySettings.parseSeed(hex(0xDEAD_BEEF)) == 0xDEAD_BEEF)
    }

    /// Shrinking must never produce a timeline a testable observable could not have: sorted,
    /// at most one stop event, and nothing after it.
    @Test func shrinkingKeepsTimelinesGrammatical() {
        let property = Property<TimelineSpec>(
            name: "shrunk timelines are grammatical",
            unit: "timelines",
            defaultCount: 300,
            generate: { TimelineSpec.random(&$0, errorName: "xs") },
            check: { timeline in
                for candidate in timeline.shrinkCandidates {
                    let events = candidate.events
                    if let problem = Invariants.grammar(events, subscribed: Int.min, disposal: Int.max) {
                        return "\(candidate): \(problem)"
                    }
                }
                return nil
            }
        )
        property.verify()
    }
}
