import Reactive
import ReactiveTesting

/// Every operator the pipeline generator draws from, one entry each. An entry draws the
/// operator's parameters and, for operators that take other sequences, their timelines.
///
/// To add an operator to every pipeline property, add one entry to the list it belongs to.
enum OperatorTable {
    static var all: [OperatorEntry] { independent + sharing }

    /// Every operator whose subscriptions keep no state in the built sequence: two subscriptions
    /// to one pipeline of these behave like two lone ones.
    static var independent: [OperatorEntry] {
        elementwise + counting + errorHandling + combining + timing + synchronous + subjects + scheduling
            + combiningLatest + traits
    }

    static var elementwise: [OperatorEntry] {
        [
            OperatorEntry("map") { rng in
                let f = IntFunction.random(&rng)
                return Step("map { \(f) }") { source, _ in source.map(f.call) }
            },
            OperatorEntry("filter") { rng in
                let p = IntPredicate.random(&rng)
                return Step("filter { \(p) }") { source, _ in source.filter(p.call) }
            },
            OperatorEntry("compactMap") { rng in
                let p = IntPredicate.random(&rng, throwing: 0)
                let f = IntFunction.random(&rng)
                return Step("compactMap { \(p) ? \(f) : nil }") { source, _ in
                    source.compactMap { try p.call($0) ? try f.call($0) : nil }
                }
            },
            OperatorEntry("scan") { rng in
                let seed = rng.int(0...3)
                let a = IntAccumulator.random(&rng)
                return Step("scan(\(seed)) { \(a) }") { source, _ in source.scan(seed, accumulator: a.call) }
            },
            OperatorEntry("reduce") { rng in
                let seed = rng.int(0...3)
                let a = IntAccumulator.random(&rng)
                return Step("reduce(\(seed)) { \(a) }") { source, _ in source.reduce(seed, accumulator: a.call) }
            },
            OperatorEntry("distinctUntilChanged") { rng in
                if rng.chance(0.5) {
                    return Step("distinctUntilChanged()") { source, _ in source.distinctUntilChanged() }
                }
                let k = rng.int(2...4)
                return Step("distinctUntilChanged { $0 % \(k) }") { source, _ in source.distinctUntilChanged { $0 % k }
                }
            },
            OperatorEntry("startWith") { rng in
                let elements = (0..<rng.int(1...2)).map { _ in rng.int(TimelineSpec.elements) }
                return Step("startWith(\(elements.map(String.init).joined(separator: ", ")))") { source, _ in
                    elements.count == 1 ? source.startWith(elements[0]) : source.startWith(elements[0], elements[1])
                }
            },
            OperatorEntry("materialize+dematerialize") { _ in
                Step("materialize().dematerialize()") { source, _ in source.materialize().dematerialize() }
            },
            OperatorEntry("ignoreElements") { _ in
                Step("ignoreElements()") { source, _ in
                    Observable<Int>.create { observer in
                        source.ignoreElements().subscribe { observer.on(widen($0)) }
                    }
                }
            },
            OperatorEntry("do") { rng in
                let p = IntPredicate.random(&rng, throwing: 0)
                let throwsOnMatch = rng.chance(0.3)
                let label = throwsOnMatch ? "do(onNext: { if \(p) { throw d } })" : "do(onNext:onCompleted:onDispose:)"
                return Step(label) { source, _ in
                    source.do(
                        onNext: { if throwsOnMatch, try p.call($0) { throw PropertyError("d") } },
                        onCompleted: {}, onDispose: {})
                }
            },
            OperatorEntry("debug") { _ in
                Step("debug(\"p\", log: { _ in })") { source, _ in source.debug("p", log: { _ in }) }
            },
        ]
    }

    static var counting: [OperatorEntry] {
        [
            OperatorEntry("take") { rng in
                let count = rng.int(0...4)
                return Step("take(\(count))") { source, _ in source.take(count) }
            },
            OperatorEntry("skip") { rng in
                let count = rng.int(0...4)
                return Step("skip(\(count))") { source, _ in source.skip(count) }
            },
            OperatorEntry("take(while:)") { rng in
                let p = IntPredicate.random(&rng)
                let behavior: TakeBehavior = rng.chance(0.5) ? .inclusive : .exclusive
                return Step("take(while: { \(p) }, behavior: .\(behavior))") { source, _ in
                    source.take(while: p.call, behavior: behavior)
                }
            },
            OperatorEntry("take(until: predicate)") { rng in
                let p = IntPredicate.random(&rng)
                let behavior: TakeBehavior = rng.chance(0.5) ? .inclusive : .exclusive
                return Step("take(until: { \(p) }, behavior: .\(behavior))") { source, _ in
                    source.take(until: p.call, behavior: behavior)
                }
            },
            OperatorEntry("skip(while:)") { rng in
                let p = IntPredicate.random(&rng)
                return Step("skip(while: { \(p) })") { source, _ in source.skip(while: p.call) }
            },
            OperatorEntry("enumerated") { _ in
                Step("enumerated().map { $0.index * 10 + $0.element }") { source, _ in
                    source.enumerated().map { $0.index * 10 + $0.element }
                }
            },
            OperatorEntry("takeLast") { rng in
                let count = rng.int(0...3)
                return Step("takeLast(\(count))") { source, _ in source.takeLast(count) }
            },
            OperatorEntry("ifEmpty(default:)") { rng in
                let fallback = rng.int(TimelineSpec.elements)
                return Step("ifEmpty(default: \(fallback))") { source, _ in source.ifEmpty(default: fallback) }
            },
            OperatorEntry("ifEmpty(switchTo:)") { rng in
                let fallback = rng.int(TimelineSpec.elements)
                return Step("ifEmpty(switchTo: .just(\(fallback)))") { source, _ in
                    source.ifEmpty(switchTo: .just(fallback))
                }
            },
            OperatorEntry("withUnretained") { _ in
                // The object lives as long as the step: withUnretained only drops elements once it dies.
                let object = Unretained()
                return Step("withUnretained(object).map { $1 }") { source, _ in
                    source.withUnretained(object).map { $1 }
                }
            },
        ]
    }

    /// What `withUnretained` holds weakly in the property tables.
    final class Unretained {}

    static var errorHandling: [OperatorEntry] {
        [
            OperatorEntry("catchAndReturn") { rng in
                let element = rng.int(TimelineSpec.elements)
                return Step("catchAndReturn(\(element))") { source, _ in source.catchAndReturn(element) }
            },
            OperatorEntry("catch") { rng in
                let recovery = TimelineSpec.random(&rng, errorName: "recovery", shape: .init(maxElements: 3, span: 60))
                let handlerThrows = rng.chance(0.1)
                let label = handlerThrows ? "catch { throw h }" : "catch { _ in t0 }"
                return Step(label, timelines: [recovery]) { source, inputs in
                    source.catch { _ in
                        if handlerThrows { throw PropertyError("h") }
                        return inputs[0]
                    }
                }
            },
            OperatorEntry("retry") { rng in
                let attempts = rng.int(1...3)
                return Step("retry(\(attempts))") { source, _ in source.retry(attempts) }
            },
        ]
    }
}
