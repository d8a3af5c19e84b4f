import Reactive
import ReactiveTesting
import Testing

/// A prefix pipeline shared with `share(replay:scope:)` and the offsets (after 200) at which
/// further subscribers arrive.
struct ShareCase: CustomStringConvertible {
    var prefix: PipelineCase
    let replay: Int
    let scope: SubjectLifetimeScope
    var laterOffsets: [Int]

    var description: String {
        "\(prefix)\nshared: share(replay: \(replay), scope: .\(scope)), "
            + "later subscribers at offsets \(laterOffsets) after 200 (those before the end)"
    }

    var shrinkCandidates: [ShareCase] {
        var candidates = laterOffsets.indices.map { index in
            var fewer = self
            fewer.laterOffsets.remove(at: index)
            return fewer
        }
        for simpler in prefix.shrinkCandidates {
            var candidate = self
            candidate.prefix = simpler
            candidates.append(candidate)
        }
        return candidates
    }
}

/// `share(replay:)` subscribes upstream once for any number of subscribers that arrive while it is
/// connected: every testable observable upstream records exactly the subscriptions one lone
/// subscriber causes, and each later subscriber receives the last `replay` elements at once,
/// then what the lone subscriber received from then on.
@Suite(.leakChecked) struct SharingLawTests {
    static var property: Property<ShareCase> {
        Property(
            name: "share(replay:) subscribes upstream once",
            unit: "pipelines × 1 timeline × 2-4 subscribers",
            defaultCount: 500,
            generate: { rng in
                var prefix = PipelineCase.random(&rng, operators: OperatorTable.all, steps: 0...3)
                prefix.disposeAfterEvents = nil
                let replay = rng.int(0...2)
                let scope: SubjectLifetimeScope = rng.chance(0.5) ? .whileConnected : .forever
                let offsets = (0..<rng.int(1...3)).map { _ in rng.int(1...150) }.sorted()
                return ShareCase(prefix: prefix, replay: replay, scope: scope, laterOffsets: offsets)
            },
            check: check,
            shrink: \.shrinkCandidates
        )
    }

    static func check(_ shareCase: ShareCase) -> String? {
        let subscribed = TestScheduler.Defaults.subscribed
        let disposal = shareCase.prefix.disposal
        let lone = PipelineRun.runSubscribers(shareCase.prefix, subscriptions: [(subscribed, disposal)])
        let loneEvents = lone.events[0]
        // Later subscribers must arrive while the connection lasts: before the disposal and
        // before the shared sequence stops.
        let end = min(disposal, loneEvents.first { $0.value.isStopEvent }?.time ?? disposal)
        let times = [subscribed] + shareCase.laterOffsets.map { subscribed + $0 }.filter { $0 < end }
        let shared = PipelineRun.runSubscribers(
            shareCase.prefix, subscriptions: times.map { ($0, disposal) }
        ) { $0.share(replay: shareCase.replay, scope: shareCase.scope) }
        if shared.subscriptions != lone.subscriptions {
            return
                "upstream subscriptions \(shared.subscriptions) differ from a lone subscriber's \(lone.subscriptions)"
        }
        for (index, time) in times.enumerated() {
            let before = loneEvents.filter { $0.time < time && !$0.value.isStopEvent }
            let replayed: Events = before.suffix(shareCase.replay).map { .next(time, $0.value.element ?? 0) }
            let expected = replayed + loneEvents.filter { $0.time >= time }
            if let difference = TimelineAssertion.failureMessage(actual: shared.events[index], expected: expected) {
                return "subscriber \(index + 1), subscribed at \(time):\n\(difference)"
            }
        }
        return nil
    }

    @Test func shareSubscribesUpstreamOnceForManySubscribers() {
        Self.property.verify()
    }
}
