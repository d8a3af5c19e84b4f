import Reactive
import ReactiveTesting
import SeededRandomness

extension OperatorTable {
    /// Short inner and `other` timelines, so flattening operators see overlaps and gaps.
    static let innerShape = TimelineSpec.Shape(maxElements: 3, span: 60)

    /// One to three inner timelines, mostly cold, chosen by element: `t[abs($0) % n]`.
    static func inners(_ rng: inout SplitMix64) -> [TimelineSpec] {
        (0..<rng.int(1...3)).map { index in
            TimelineSpec.random(
                &rng, temperature: rng.chance(0.8) ? .cold : .hot, errorName: "inner\(index)", shape: innerShape)
        }
    }

    /// A selector into `inputs` that throws on one element one time in ten.
    static func selector(_ rng: inout SplitMix64, count: Int) -> (String, (Int, StepInputs) throws -> Observable<Int>) {
        let trigger: Int? = rng.chance(0.1) ? rng.int(TimelineSpec.elements) : nil
        let label = (trigger.map { "$0 == \($0) ? throw s : " } ?? "") + "t[abs($0) % \(count)]"
        return (
            label,
            { element, inputs in
                if element == trigger { throw PropertyError("s") }
                return inputs[abs(element) % count]
            }
        )
    }

    /// An entry for a flattening operator applied to the generated selector.
    static func flattening(
        _ name: String,
        _ flatten: @escaping (Observable<Int>, @escaping (Int) throws -> Observable<Int>) -> Observable<Int>
    ) -> OperatorEntry {
        OperatorEntry(name) { rng in
            let timelines = inners(&rng)
            let (label, select) = selector(&rng, count: timelines.count)
            return Step("\(name) { \(label) }", timelines: timelines) { source, inputs in
                flatten(source) { try select($0, inputs) }
            }
        }
    }

    /// An entry for an operator that combines the upstream with one generated `other` timeline.
    static func withOther(
        _ name: String,
        _ combine: @escaping (Observable<Int>, Observable<Int>) -> Observable<Int>
    ) -> OperatorEntry {
        OperatorEntry(name) { rng in
            let other = TimelineSpec.random(&rng, errorName: "other", shape: innerShape)
            return Step(name, timelines: [other]) { source, inputs in combine(source, inputs[0]) }
        }
    }

    static var combining: [OperatorEntry] {
        [
            flattening("flatMap") { $0.flatMap($1) },
            flattening("flatMapLatest") { $0.flatMapLatest($1) },
            flattening("flatMapFirst") { $0.flatMapFirst($1) },
            flattening("concatMap") { $0.concatMap($1) },
            flattening("map(…).merge(maxConcurrent: 2)") { source, select in
                source.map(select).merge(maxConcurrent: 2)
            },
            withOther("merge(with: t0)") { $0.merge(with: $1) },
            withOther("Observable.merge([xs, t0])") { Observable.merge([$0, $1]) },
            withOther("concat(t0)") { $0.concat($1) },
            withOther("Observable.concat([xs, t0])") { Observable.concat([$0, $1]) },
            withOther("Observable.catch(sequence: [xs, t0])") { Observable.catch(sequence: [$0, $1]) },
            withOther("take(until: t0)") { $0.take(until: $1) },
            withOther("skip(until: t0)") { $0.skip(until: $1) },
            withOther("sample(t0)") { $0.sample($1) },
            withOther("sample(t0, defaultValue: 0)") { $0.sample($1, defaultValue: 0) },
            withOther("amb(t0)") { $0.amb($1) },
            withOther("Observable.amb([t0, xs])") { Observable.amb([$1, $0]) },
            OperatorEntry("groupBy") { rng in
                let groups = rng.int(1...3)
                return Step("groupBy { abs($0) % \(groups) }.flatMap { g in g.map { g.key * 1000 + $0 } }") {
                    source, _ in
                    source.groupBy { abs($0) % groups }.flatMap { group in group.map { group.key &* 1000 &+ $0 } }
                }
            },
        ]
    }

    static var timing: [OperatorEntry] {
        [
            OperatorEntry("throttle") { rng in
                let ticks = rng.int(1...40)
                let latest = rng.chance(0.5)
                return Step("throttle(\(ticks), latest: \(latest))") { source, inputs in
                    source.throttle(.seconds(ticks), latest: latest, scheduler: inputs.scheduler)
                }
            },
            timed("debounce") { $0.debounce(.seconds($1), scheduler: $2) },
            timed("delay") { $0.delay(.seconds($1), scheduler: $2) },
            timed("delaySubscription") { $0.delaySubscription(.seconds($1), scheduler: $2) },
            timed("timeout") { $0.timeout(.seconds($1), scheduler: $2) },
            OperatorEntry("timeout(other:)") { rng in
                let ticks = rng.int(1...40)
                let other = TimelineSpec.random(&rng, errorName: "other", shape: innerShape)
                return Step("timeout(\(ticks), other: t0)", timelines: [other]) { source, inputs in
                    source.timeout(.seconds(ticks), other: inputs[0], scheduler: inputs.scheduler)
                }
            },
            OperatorEntry("buffer") { rng in
                let ticks = rng.int(1...40)
                let count = rng.int(1...3)
                return Step("buffer(timeSpan: \(ticks), count: \(count)).map { $0.sum * 10 + $0.count }") {
                    source, inputs in
                    source.buffer(timeSpan: .seconds(ticks), count: count, scheduler: inputs.scheduler)
                        .map { $0.reduce(0, &+) &* 10 &+ $0.count }
                }
            },
            OperatorEntry("window") { rng in
                let ticks = rng.int(1...40)
                let count = rng.int(0...3)
                return Step(
                    "window(timeSpan: \(ticks), count: \(count)).flatMap { $0.toArray() }.map { $0.sum * 10 + $0.count }"
                ) {
                    source, inputs in
                    source.window(timeSpan: .seconds(ticks), count: count, scheduler: inputs.scheduler)
                        .flatMap { $0.toArray() }
                        .map { $0.reduce(0, &+) &* 10 &+ $0.count }
                }
            },
        ]
    }

    /// An entry for a timing operator with one due time of 1 to 40 ticks.
    static func timed(
        _ name: String,
        _ apply: @escaping (Observable<Int>, Int, TestScheduler) -> Observable<Int>
    ) -> OperatorEntry {
        OperatorEntry(name) { rng in
            let ticks = rng.int(1...40)
            return Step("\(name)(\(ticks))") { source, inputs in apply(source, ticks, inputs.scheduler) }
        }
    }
}
