import Reactive
import ReactiveTesting

extension DifferentialTable {
    /// The source and every other timeline as arrival streams; `subscriptionOrder` lists their
    /// indices (0 is the source, 1… the others) in the order the operator subscribes to them.
    static func streams(_ input: ReferenceInput, subscriptionOrder: [Int]) -> [Arrival.Stream] {
        let timelines = [input.source] + input.others
        return timelines.enumerated().map { index, timeline in
            Arrival.Stream(
                events: timeline.seen(subscribedAt: input.subscribed), temperature: timeline.temperature,
                order: timeline.temperature == .hot ? index : subscriptionOrder.firstIndex(of: index) ?? index)
        }
    }

    static var combiningLatest: [DifferentialEntry] {
        [
            .make("zip(xs, t0)", others: [nil]) { rng in
                let a = IntAccumulator.random(&rng)
                return Implementation(
                    label: "Observable.zip(xs, t0) { \(a) }",
                    real: { Observable.zip($0, $1[0], resultSelector: a.call) }
                ) {
                    Reference.zip(streams($0, subscriptionOrder: [0, 1]), completesEarly: false) {
                        try a.call($0[0], $0[1])
                    }
                }
            },
            .make("zip([xs, t0, t1])", others: [nil, nil]) { rng in
                let a = IntAccumulator.random(&rng)
                return Implementation(
                    label: "Observable.zip([xs, t0, t1]) { fold \(a) }",
                    real: { Observable.zip([$0, $1[0], $1[1]], resultSelector: OperatorTable.fold(a)) }
                ) {
                    Reference.zip(
                        streams($0, subscriptionOrder: [0, 1, 2]), completesEarly: true, combine: OperatorTable.fold(a))
                }
            },
            .make("combineLatest(xs, t0)", others: [nil]) { rng in
                let a = IntAccumulator.random(&rng)
                return Implementation(
                    label: "Observable.combineLatest(xs, t0) { \(a) }",
                    real: { Observable.combineLatest($0, $1[0], resultSelector: a.call) }
                ) {
                    Reference.combineLatest(streams($0, subscriptionOrder: [0, 1])) { try a.call($0[0], $0[1]) }
                }
            },
            .make("combineLatest([xs, t0, t1])", others: [nil, nil]) { rng in
                let a = IntAccumulator.random(&rng)
                return Implementation(
                    label: "Observable.combineLatest([xs, t0, t1]) { fold \(a) }",
                    real: { Observable.combineLatest([$0, $1[0], $1[1]], resultSelector: OperatorTable.fold(a)) }
                ) {
                    Reference.combineLatest(streams($0, subscriptionOrder: [0, 1, 2]), combine: OperatorTable.fold(a))
                }
            },
            .make("withLatestFrom", others: [nil]) { rng in
                let a = IntAccumulator.random(&rng)
                return Implementation(
                    label: "withLatestFrom(t0) { \(a) }", real: { $0.withLatestFrom($1[0], resultSelector: a.call) }
                ) {
                    let all = streams($0, subscriptionOrder: [1, 0])
                    return Reference.withLatestFrom(all[0], all[1], combine: a.call)
                }
            },
            .make("amb(t0)", others: [nil]) { _ in
                Implementation(label: "xs.amb(t0)", real: { $0.amb($1[0]) }) {
                    Reference.amb(streams($0, subscriptionOrder: [0, 1]))
                }
            },
            .make("amb([t0, xs, t1])", others: [nil, nil]) { _ in
                Implementation(label: "Observable.amb([t0, xs, t1])", real: { Observable.amb([$1[0], $0, $1[1]]) }) {
                    Reference.amb(streams($0, subscriptionOrder: [1, 0, 2]))
                }
            },
        ]
    }
}
