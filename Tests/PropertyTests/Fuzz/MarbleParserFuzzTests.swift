import Reactive
import ReactiveTesting
import Testing

/// What the fuzz loop saw, for its summary line.
final class FuzzTally {
    var parses = 0
    var parsed = 0
    var rejected = 0
}

/// Fuzzes `MarbleParser` with generated and mutated diagrams (half each): for every input it
/// parses hot and cold, with and without a `values` table, at several frame lengths. A parse must
/// return grammatical events at frame times or throw a `MarbleError` pointing into the input, and
/// a cold diagram of strings must survive rendering and parsing again. A trap would end the test
/// process, so a completed run has found no crash.
@Suite(.leakChecked) struct MarbleParserFuzzTests {
    static let values = ["a": 1, "b": 2, "é": 3]
    static let frameLengths = [1, 3, 0, -2]

    /// Everything wrong with the parser's answers for `marble`, or nil.
    static func check(_ marble: String, tally: FuzzTally) -> String? {
        let width = marble.count
        for frameLength in frameLengths {
            let parses: [(String, Result<[Recorded<Event<String>>], MarbleError>)] = [
                ("hot", attempt { () throws(MarbleError) in try MarbleParser.hot(marble, frameLength: frameLength) }),
                ("cold", attempt { () throws(MarbleError) in try MarbleParser.cold(marble, frameLength: frameLength) }),
                (
                    "hot values",
                    attempt { () throws(MarbleError) in
                        try MarbleParser.hot(marble, values: values, frameLength: frameLength)
                    }
                    .map(strings)
                ),
                (
                    "cold values",
                    attempt { () throws(MarbleError) in
                        try MarbleParser.cold(marble, values: values, frameLength: frameLength)
                    }
                    .map(strings)
                ),
            ]
            if let problem = agree(hot: parses[0].1, cold: parses[1].1) ?? agree(hot: parses[2].1, cold: parses[3].1) {
                return "frameLength \(frameLength): \(problem)"
            }
            for (kind, result) in parses {
                tally.parses += 1
                let context = "\(kind), frameLength \(frameLength)"
                switch result {
                case .failure(let error):
                    tally.rejected += 1
                    if error.column < 1 || error.column > width + 1 {
                        return "\(context): column \(error.column) outside 1...\(width + 1)"
                    }
                    if frameLength > 0 && error.problem == .nonPositiveFrameLength(frameLength) {
                        return "\(context): rejected a positive frame length"
                    }
                    _ = error.description
                case .success(let events):
                    tally.parsed += 1
                    // A hot reading is timed from `^` exactly when the cold reading failed on it.
                    let aligned = kind.hasPrefix("cold") || (try? parses[1].1.get()) == nil
                    if let problem = problems(
                        events, kind: aligned ? kind : "cold", frameLength: frameLength, width: width)
                    {
                        return "\(context): \(problem) in \(events)"
                    }
                    if kind == "cold" && frameLength == 1, let problem = roundTrip(events) {
                        return "\(context): \(problem)"
                    }
                }
            }
        }
        return nil
    }

    /// The parse as a `Result`; the typed `throws(MarbleError)` is the compile-time half of "only
    /// ever throws `MarbleError`".
    static func attempt<Element>(
        _ parse: () throws(MarbleError) -> [Recorded<Event<Element>>]
    ) -> Result<[Recorded<Event<Element>>], MarbleError> {
        do {
            return .success(try parse())
        } catch {
            return .failure(error)
        }
    }

    static func strings(_ events: [Recorded<Event<Int>>]) -> [Recorded<Event<String>>] {
        events.map { Recorded(time: $0.time, value: $0.value.map { "\($0)" }) }
    }

    /// Without `^` a hot diagram is its cold reading (frame 0 at time 0); a cold reading may
    /// fail where the hot one succeeds only because of a `^`.
    static func agree(
        hot: Result<[Recorded<Event<String>>], MarbleError>,
        cold: Result<[Recorded<Event<String>>], MarbleError>
    ) -> String? {
        switch (hot, cold) {
        case (.success(let hotEvents), .success(let coldEvents)):
            return hotEvents == coldEvents ? nil : "hot \(hotEvents) differs from cold \(coldEvents) without '^'"
        case (.success, .failure(let error)):
            return error.problem == .subscriptionPointInColdMarble ? nil : "only the hot reading parsed: \(error)"
        case (.failure(let error), .success):
            return "only the cold reading parsed: \(error)"
        case (.failure, .failure):
            return nil
        }
    }

    /// Grammar, frame alignment and bounds of a successful parse.
    static func problems(_ events: [Recorded<Event<String>>], kind: String, frameLength: Int, width: Int) -> String? {
        if frameLength <= 0 { return "accepted frame length \(frameLength)" }
        if events.count > width { return "more events than characters" }
        if let problem = Invariants.grammar(events, subscribed: Int.min, disposal: Int.max) { return problem }
        let origin = kind.hasPrefix("hot") ? TestScheduler.Defaults.subscribed : 0
        for recorded in events {
            if (recorded.time - origin) % frameLength != 0 {
                return "time \(recorded.time) is not on a frame boundary"
            }
            if kind.hasPrefix("cold") && (recorded.time < 0 || recorded.time >= width * frameLength) {
                return "time \(recorded.time) outside the diagram"
            }
        }
        return nil
    }

    /// Cold events rendered as a diagram parse back to themselves.
    static func roundTrip(_ events: [Recorded<Event<String>>]) -> String? {
        let rendered = MarbleRenderer.render(events, scale: MarbleScale(origin: 0, frameLength: 1)) { $0 }
        do {
            let reparsed = try MarbleParser.cold(rendered)
            return reparsed == events ? nil : "rendered as \(rendered.debugDescription), parsed back as \(reparsed)"
        } catch {
            return "rendered as \(rendered.debugDescription), which does not parse: \(error)"
        }
    }

    @Test func parserOnlyReturnsEventsOrThrowsMarbleError() {
        let tally = FuzzTally()
        var generated = 0
        let property = Property<String>(
            name: "marble parser fuzz",
            unit: "inputs",
            defaultCount: 4000,
            generate: { rng in
                if rng.chance(0.5) {
                    generated += 1
                    return MarbleMutator.generate(&rng)
                }
                return MarbleMutator.mutate(&rng)
            },
            check: { Self.check($0, tally: tally) },
            shrink: MarbleMutator.shrink,
            describe: { $0.debugDescription }
        )
        let report = property.verify()
        print(
            "marble parser fuzz: \(report.count) inputs (\(generated) generated, \(report.count - generated) mutated "
                + "from \(MarbleMutator.corpus.count) corpus files), \(tally.parses) parses: \(tally.parsed) returned "
                + "events, \(tally.rejected) threw MarbleError, 0 crashes")
        #expect(MarbleMutator.corpus.count >= 10)
    }
}
