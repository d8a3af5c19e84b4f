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

    static var timing: [DifferentialEntry] {
        [
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
