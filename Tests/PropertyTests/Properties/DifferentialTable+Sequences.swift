import Reactive
import ReactiveTesting

extension DifferentialTable {
    static var sequences: [DifferentialEntry] {
        [
            .make("merge", others: [nil]) { _ in
                Implementation(label: "Observable.merge([xs, t0])", real: { Observable.merge([$0, $1[0]]) }) {
                    let (source, other) = streams($0, sourceSubscribedFirst: true)
                    return Reference.merge([source, other])
                }
            },
            .make("concat", others: [.cold]) { _ in
                Implementation(label: "xs.concat(t0)", real: { $0.concat($1[0]) }) {
                    Reference.concat($0.events, then: $0.others[0])
                }
            },
            .make("retry") { rng in
                let attempts = rng.int(1...3)
                return Implementation(label: "retry(\(attempts))", real: { $0.retry(attempts) }) {
                    Reference.retry($0.source, attempts: attempts, subscribed: $0.subscribed)
                }
            },
            .make("catch", others: [.cold]) { _ in
                Implementation(label: "catch { _ in t0 }", real: { source, inputs in source.catch { _ in inputs[0] } })
                {
                    Reference.catch($0.events, recovery: $0.others[0])
                }
            },
            .make("take(until: other)", others: [nil]) { _ in
                Implementation(label: "take(until: t0)", real: { $0.take(until: $1[0]) }) {
                    let (source, other) = streams($0, sourceSubscribedFirst: false)
                    return Reference.take(source, until: other)
                }
            },
            .make("skip(until: other)", others: [nil]) { _ in
                Implementation(label: "skip(until: t0)", real: { $0.skip(until: $1[0]) }) {
                    let (source, other) = streams($0, sourceSubscribedFirst: true)
                    return Reference.skip(source, until: other)
                }
            },
            .make("sample", others: [nil]) { rng in
                let defaultValue: Int? = rng.chance(0.3) ? rng.int(TimelineSpec.elements) : nil
                return Implementation(
                    label: "sample(t0, defaultValue: \(defaultValue.map(String.init) ?? "nil"))",
                    real: { $0.sample($1[0], defaultValue: defaultValue) }
                ) {
                    let (source, sampler) = streams($0, sourceSubscribedFirst: true)
                    return Reference.sample(source, sampler: sampler, defaultValue: defaultValue)
                }
            },
        ]
    }

    /// A flattening operator over one to three cold inner timelines, chosen by
    /// `t[abs($0) % n]`; the selector throws on one element one time in ten.
    static func flattening(
        _ name: String,
        mode: Reference.Flattening,
        _ real: @escaping (Observable<Int>, @escaping (Int) throws -> Observable<Int>) -> Observable<Int>
    ) -> [DifferentialEntry] {
        (1...3).map { count in
            .make("\(name) over \(count) inner", others: Array(repeating: .cold, count: count)) { rng in
                let trigger: Int? = rng.chance(0.1) ? rng.int(TimelineSpec.elements) : nil
                let select: (Int) throws -> Int = { element in
                    if element == trigger { throw PropertyError("s") }
                    return abs(element) % count
                }
                let label = (trigger.map { "$0 == \($0) ? throw s : " } ?? "") + "t[abs($0) % \(count)]"
                return Implementation(
                    label: "\(name) { \(label) }",
                    real: { source, inputs in real(source) { inputs[try select($0)] } }
                ) {
                    Reference.flatten(
                        $0.source, inners: $0.others, mode: mode, subscribed: $0.subscribed, select: select)
                }
            }
        }
    }

    static var flattening: [DifferentialEntry] {
        flattening("flatMap", mode: .merge) { $0.flatMap($1) }
            + flattening("flatMapLatest", mode: .latest) { $0.flatMapLatest($1) }
            + flattening("flatMapFirst", mode: .first) { $0.flatMapFirst($1) }
            + flattening("concatMap", mode: .limited(1)) { $0.concatMap($1) }
            + flattening("merge(maxConcurrent: 2)", mode: .limited(2)) { $0.map($1).merge(maxConcurrent: 2) }
    }

    static var timing: [DifferentialEntry] {
        [
            .make("throttle") { rng in
                let ticks = rng.int(1...40)
                let latest = rng.chance(0.5)
                return Implementation(
                    label: "throttle(\(ticks), latest: \(latest))",
                    real: { $0.throttle(.seconds(ticks), latest: latest, scheduler: $1.scheduler) }
                ) {
                    Reference.throttle($0.events, ticks: ticks, latest: latest)
                }
            },
            .make("observe(on:)") { _ in
                Implementation(label: "observe(on: s)", real: { $0.observe(on: $1.scheduler) }) {
                    Reference.observeOn($0.events)
                }
            },
            .make("subscribe(on:)") { _ in
                Implementation(label: "subscribe(on: s)", real: { $0.subscribe(on: $1.scheduler) }) {
                    Reference.subscribeOn($0.source, subscribed: $0.subscribed)
                }
            },
            .make("delay") { rng in
                let ticks = rng.int(1...40)
                return Implementation(
                    label: "delay(\(ticks))", real: { $0.delay(.seconds(ticks), scheduler: $1.scheduler) }
                ) {
                    Reference.delay($0.events, by: ticks)
                }
            },
            .make("debounce") { rng in
                let ticks = rng.int(1...40)
                return Implementation(
                    label: "debounce(\(ticks))", real: { $0.debounce(.seconds(ticks), scheduler: $1.scheduler) }
                ) {
                    Reference.debounce($0.events, by: ticks)
                }
            },
            .make("buffer", source: .hot) { rng in
                let ticks = rng.int(5...40)
                let count = rng.int(1...4)
                return Implementation(
                    label: "buffer(timeSpan: \(ticks), count: \(count))",
                    real: { $0.buffer(timeSpan: .seconds(ticks), count: count, scheduler: $1.scheduler) }
                ) {
                    Reference.buffer(
                        $0.events, ticks: ticks, count: count, subscribed: $0.subscribed,
                        horizon: TestScheduler.Defaults.disposed)
                }
            },
            .make("timeout", source: .hot) { rng in
                let ticks = rng.int(1...40)
                return Implementation(
                    label: "timeout(\(ticks))", real: { $0.timeout(.seconds(ticks), scheduler: $1.scheduler) }
                ) {
                    Reference.timeout($0.events, ticks: ticks, subscribed: $0.subscribed)
                }
            },
        ]
    }
}
