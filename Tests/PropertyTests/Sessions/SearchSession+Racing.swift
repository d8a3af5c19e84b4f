import GitHubSearchFeature
import ReactiveTesting
import SeededRandomness

extension SearchSession {
    /// The most ticks after one of the architecture's own events at which a racing input lands:
    /// beyond the longest chain of scheduler hops any architecture has between an event and its
    /// effect (the feedback loop's 4 from an answer to its reduce, plus the state's hop).
    static let racingReach: TestTime = 6

    /// A random racing session for `architecture`: a random session (inputs at any gap, some in
    /// one tick), then inputs placed 0 to `racingReach` ticks after what `architecture` itself
    /// does in it (a request sent, an answer arriving, a state shown, as the model predicts for
    /// it), twice over, so that inputs land between a scheduler hop and its effect; never settled
    /// in `architecture`'s timeline.
    ///
    /// The placing reads `architecture`'s expected timeline, so a new architecture gets inputs in
    /// its own hop windows from its model entry alone.
    ///
    /// - Parameters:
    ///   - rng: The case's generator.
    ///   - architecture: Whose timeline the racing inputs are placed against.
    /// - Returns: The session.
    static func randomRacing(_ rng: inout SplitMix64, _ architecture: SearchArchitecture) -> SearchSession {
        var session = random(&rng, settled: false)
        if session.steps.count > 8 { session.steps.removeLast(session.steps.count - 8) }
        for _ in 0..<2 {
            let expected = SearchContractModel.expected(for: session, architecture)
            let anchors = (expected.log.map(\.time) + expected.states.map(\.time)).filter { $0 < session.disposal }
            guard !anchors.isEmpty else { break }
            for _ in 0..<rng.int(1...3) {
                let time = rng.pick(anchors) + TestTime(rng.int(0...Int(racingReach)))
                session.insert(Step(time: time, input: racingInput(&rng)))
            }
        }
        let expected = SearchContractModel.expected(for: session, architecture)
        if session.isSettled(in: expected.log), let first = session.steps.first {
            // Two inputs in one tick are a race whatever the timeline.
            session.insert(Step(time: first.time, input: racingInput(&rng)))
        }
        return session
    }

    /// An input a hurried user sends: mostly `nearBottom`, otherwise a text or a tap.
    private static func racingInput(_ rng: inout SplitMix64) -> Input {
        switch rng.int(0...9) {
        case 0...4: .nearBottom
        case 5...7: .type(rng.pick(texts))
        default: .select(rng.int(0...3))
        }
    }

    /// Inserts `step` after the steps at or before its tick, keeping the steps in time order.
    private mutating func insert(_ step: Step) {
        let index = steps.firstIndex { $0.time > step.time } ?? steps.endIndex
        steps.insert(step, at: index)
    }
}
