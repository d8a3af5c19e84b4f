import Reactive
import ReactiveTesting

/// Every operator with a reference implementation, one entry each.
enum DifferentialTable {
    static var all: [DifferentialEntry] {
        elementwise + counting + sequences + flattening + timing + combiningLatest + traits
    }

    /// The hot/cold rank of the source and of `others[index]` for `Arrival.interleave`, given
    /// the order in which the operator subscribes to them.
    static func streams(_ input: ReferenceInput, sourceSubscribedFirst: Bool) -> (Arrival.Stream, Arrival.Stream) {
        let source = Arrival.Stream(
            events: input.events, temperature: input.source.temperature,
            order: input.source.temperature == .hot || sourceSubscribedFirst ? 0 : 1)
        let other = Arrival.Stream(
            events: input.other(0), temperature: input.others[0].temperature,
            order: input.others[0].temperature == .hot || sourceSubscribedFirst ? 1 : 0)
        return (source, other)
    }

    static var elementwise: [DifferentialEntry] {
        [
            .make("map") { rng in
                let f = IntFunction.random(&rng)
                return Implementation(label: "map { \(f) }", real: { $0.map(f.call) }) {
                    Reference.map($0.events, f.call)
                }
            },
            .make("filter") { rng in
                let p = IntPredicate.random(&rng)
                return Implementation(label: "filter { \(p) }", real: { $0.filter(p.call) }) {
                    Reference.filter($0.events, p.call)
                }
            },
            .make("compactMap") { rng in
                let p = IntPredicate.random(&rng)
                let f = IntFunction.random(&rng)
                let transform: (Int) throws -> Int? = { try p.call($0) ? try f.call($0) : nil }
                return Implementation(label: "compactMap { \(p) ? \(f) : nil }", real: { $0.compactMap(transform) }) {
                    Reference.compactMap($0.events, transform)
                }
            },
            .make("scan") { rng in
                let seed = rng.int(0...3)
                let a = IntAccumulator.random(&rng)
                return Implementation(label: "scan(\(seed)) { \(a) }", real: { $0.scan(seed, accumulator: a.call) }) {
                    Reference.scan($0.events, seed: seed, a.call)
                }
            },
            .make("reduce") { rng in
                let seed = rng.int(0...3)
                let a = IntAccumulator.random(&rng)
                return Implementation(label: "reduce(\(seed)) { \(a) }", real: { $0.reduce(seed, accumulator: a.call) })
                {
                    Reference.reduce($0.events, seed: seed, a.call)
                }
            },
            .make("distinctUntilChanged") { _ in
                Implementation(label: "distinctUntilChanged()", real: { $0.distinctUntilChanged() }) {
                    Reference.distinctUntilChanged($0.events) { $0 }
                }
            },
            .make("distinctUntilChanged(key)") { rng in
                let k = rng.int(2...4)
                return Implementation(
                    label: "distinctUntilChanged { $0 % \(k) }", real: { $0.distinctUntilChanged { $0 % k } }
                ) {
                    Reference.distinctUntilChanged($0.events) { $0 % k }
                }
            },
            .make("startWith") { rng in
                let elements = (0..<rng.int(1...3)).map { _ in rng.int(TimelineSpec.elements) }
                return Implementation(
                    label: "startWith(\(elements))",
                    real: { source, _ in elements.reversed().reduce(source) { $0.startWith($1) } }
                ) {
                    Reference.startWith($0.events, elements, subscribed: $0.subscribed)
                }
            },
            .make("ignoreElements") { _ in
                Implementation(label: "ignoreElements()", real: { source, _ in source.ignoreElements() }) {
                    Reference.ignoreElements($0.events)
                }
            },
            .make("materialize") { _ in
                Implementation(label: "materialize()", real: { source, _ in source.materialize() }) {
                    Reference.materialize($0.events)
                }
            },
            .make("catchAndReturn") { rng in
                let element = rng.int(TimelineSpec.elements)
                return Implementation(label: "catchAndReturn(\(element))", real: { $0.catchAndReturn(element) }) {
                    Reference.catchAndReturn($0.events, element)
                }
            },
        ]
    }

    static var counting: [DifferentialEntry] {
        [
            .make("take") { rng in
                let count = rng.int(0...4)
                return Implementation(label: "take(\(count))", real: { $0.take(count) }) {
                    Reference.take($0.events, count, subscribed: $0.subscribed)
                }
            },
            .make("skip") { rng in
                let count = rng.int(0...4)
                return Implementation(label: "skip(\(count))", real: { $0.skip(count) }) {
                    Reference.skip($0.events, count)
                }
            },
            .make("take(while:)") { rng in
                let p = IntPredicate.random(&rng)
                let inclusive = rng.chance(0.5)
                let behavior: TakeBehavior = inclusive ? .inclusive : .exclusive
                return Implementation(
                    label: "take(while: { \(p) }, behavior: .\(behavior))",
                    real: { $0.take(while: p.call, behavior: behavior) }
                ) {
                    Reference.take($0.events, while: p.call, inclusive: inclusive)
                }
            },
            .make("take(until: predicate)") { rng in
                let p = IntPredicate.random(&rng, throwing: 0)
                let inclusive = rng.chance(0.5)
                let behavior: TakeBehavior = inclusive ? .inclusive : .exclusive
                return Implementation(
                    label: "take(until: { \(p) }, behavior: .\(behavior))",
                    real: { $0.take(until: p.call, behavior: behavior) }
                ) {
                    Reference.take($0.events, while: { try !p.call($0) }, inclusive: inclusive)
                }
            },
            .make("skip(while:)") { rng in
                let p = IntPredicate.random(&rng)
                return Implementation(label: "skip(while: { \(p) })", real: { $0.skip(while: p.call) }) {
                    Reference.skip($0.events, while: p.call)
                }
            },
        ]
    }
}

extension Implementation where Output == Int {
    /// An implementation whose real operator needs only the source.
    init(
        label: String, real: @escaping (Observable<Int>) -> Observable<Int>,
        reference: @escaping (ReferenceInput) -> Events
    ) {
        self.init(label: label, real: { source, _ in real(source) }, reference: reference)
    }
}
