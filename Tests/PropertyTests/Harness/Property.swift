import SeededRandomness
import Testing

/// A property: a generator of cases, a check that returns what went wrong (nil when the case
/// passes), and a shrinker that proposes simpler cases, simplest first.
struct Property<Case> {
    let name: String
    /// What one case is, for the summary line: "pipelines × 1 timeline", "timelines", "inputs".
    let unit: String
    let defaultCount: Int
    let generate: (inout SplitMix64) -> Case
    let check: (Case) -> String?
    var shrink: (Case) -> [Case] = { _ in [] }
    var describe: (Case) -> String = { "\($0)" }
}

/// The first failing case of a run, as found and after shrinking.
struct PropertyFailure<Case> {
    let index: Int
    let seed: UInt64
    let original: Case
    let originalMessage: String
    let shrunk: Case
    let shrunkMessage: String
    let shrinkSteps: Int
}

/// The result of running a property: how many cases ran from which seed, and the failure if any.
struct PropertyReport<Case> {
    let name: String
    let unit: String
    let count: Int
    /// How many cases the run would have had without a failure.
    let planned: Int
    let seed: UInt64
    let failure: PropertyFailure<Case>?
    let describe: (Case) -> String

    /// The one-line summary every run prints.
    var summary: String {
        "\(name): \(count) \(unit), seed \(hex(seed)), \(failure == nil ? "0 failures" : "1 failure")"
    }

    /// The failure with its replay command and the shrunk case first, or nil.
    var failureReport: String? {
        guard let failure else { return nil }
        return """
            \(name) failed on case \(failure.index) of \(planned) (0-based; case seed \(hex(failure.seed))).
            replay: PROPERTY_SEED=\(hex(failure.seed)) swift test --filter PropertyTests
            shrunk in \(failure.shrinkSteps) steps to:
            \(indent(describe(failure.shrunk)))
            failure: \(failure.shrunkMessage)
            original case:
            \(indent(describe(failure.original)))
            original failure: \(failure.originalMessage)
            """
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension Property {
    /// Most candidate cases tried while shrinking one failure.
    static var shrinkBudget: Int { 3000 }

    /// Runs `count` cases (default: `PROPERTY_ITERATIONS` or `defaultCount`) from `seed` (default:
    /// `PROPERTY_SEED` or the property's own seed) and shrinks the first failure.
    ///
    /// Case 0 uses the base seed itself and every later case a seed drawn from it, so a printed
    /// case seed given back as `PROPERTY_SEED` is case 0 of the replay.
    func run(count: Int? = nil, seed: UInt64? = nil) -> PropertyReport<Case> {
        let count = count ?? PropertySettings.iterations(default: defaultCount)
        let base = seed ?? PropertySettings.seed(for: name)
        var seeds = SplitMix64(seed: base)
        var failure: PropertyFailure<Case>?
        for index in 0..<count {
            let caseSeed = Self.caseSeed(index, base: base, seeds: &seeds)
            var rng = SplitMix64(seed: caseSeed)
            let generated = generate(&rng)
            guard let message = check(generated) else { continue }
            let (shrunk, shrunkMessage, steps) = minimize(generated, message: message)
            failure = PropertyFailure(
                index: index, seed: caseSeed, original: generated, originalMessage: message,
                shrunk: shrunk, shrunkMessage: shrunkMessage, shrinkSteps: steps)
            return PropertyReport(
                name: name, unit: unit, count: index + 1, planned: count, seed: base, failure: failure,
                describe: describe)
        }
        return PropertyReport(
            name: name, unit: unit, count: count, planned: count, seed: base, failure: nil, describe: describe)
    }

    /// The cases a run of `count` checks from `seed` (default: the property's own, whatever
    /// `PROPERTY_SEED` says), in order: what a census of the default run reads.
    func cases(count: Int, seed: UInt64? = nil) -> [Case] {
        let base = seed ?? (PropertySettings.defaultSeed ^ stableHash(name))
        var seeds = SplitMix64(seed: base)
        return (0..<count).map { index in
            var rng = SplitMix64(seed: Self.caseSeed(index, base: base, seeds: &seeds))
            return generate(&rng)
        }
    }

    /// Case 0's seed is the base seed itself, every later case's is drawn from it.
    private static func caseSeed(_ index: Int, base: UInt64, seeds: inout SplitMix64) -> UInt64 {
        index == 0 ? base : seeds.seed()
    }

    /// Greedy shrinking: take the first simpler candidate that still fails, repeat until none
    /// does or the budget is spent.
    func minimize(_ failing: Case, message: String) -> (Case, String, Int) {
        var current = failing
        var currentMessage = message
        var steps = 0
        var budget = Self.shrinkBudget
        search: while budget > 0 {
            for candidate in shrink(current) {
                budget -= 1
                if budget < 0 { break search }
                if let failure = check(candidate) {
                    current = candidate
                    currentMessage = failure
                    steps += 1
                    continue search
                }
            }
            break
        }
        return (current, currentMessage, steps)
    }

    /// Runs the property, prints its summary line and records an issue with the shrunk failure.
    @discardableResult
    func verify(sourceLocation: SourceLocation = #_sourceLocation) -> PropertyReport<Case> {
        let report = run()
        print(report.summary)
        if let failureReport = report.failureReport {
            print(failureReport)
            Issue.record(Comment(rawValue: failureReport), sourceLocation: sourceLocation)
        }
        return report
    }
}
