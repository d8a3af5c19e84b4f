import Reactive
import ReactiveTesting

extension OperatorTable {
    /// Folds the elements of a collection operator's array with a generated accumulator.
    static func fold(_ accumulator: IntAccumulator) -> ([Int]) throws -> Int {
        { values in try values.dropFirst().reduce(values.first ?? 0) { try accumulator.call($0, $1) } }
    }

    /// An entry combining the upstream with `others` generated timelines (short ones).
    static func combining(
        _ name: String,
        others: Int,
        _ combine: @escaping (Observable<Int>, [Observable<Int>], IntAccumulator) -> Observable<Int>
    ) -> OperatorEntry {
        OperatorEntry(name) { rng in
            let timelines = (0..<others).map { index in
                TimelineSpec.random(&rng, errorName: "t\(index)", shape: innerShape)
            }
            let accumulator = IntAccumulator.random(&rng)
            return Step("\(name) { \(accumulator) }", timelines: timelines) { source, inputs in
                combine(source, inputs.observables.map { $0.asObservable() }, accumulator)
            }
        }
    }

    /// `zip`, `combineLatest` and `withLatestFrom` with generated timelines and with made
    /// (synchronous or scheduled) sequences.
    static var combiningLatest: [OperatorEntry] {
        [
            combining("Observable.zip(xs, t0)", others: 1) { source, others, a in
                Observable.zip(source, others[0], resultSelector: a.call)
            },
            combining("Observable.zip([xs, t0, t1])", others: 2) { source, others, a in
                Observable.zip([source] + others, resultSelector: fold(a))
            },
            combining("Observable.combineLatest(xs, t0)", others: 1) { source, others, a in
                Observable.combineLatest(source, others[0], resultSelector: a.call)
            },
            combining("Observable.combineLatest(xs, t0, t1)", others: 2) { source, others, a in
                Observable.combineLatest(source, others[0], others[1]) { try a.call(a.call($0, $1), $2) }
            },
            combining("Observable.combineLatest([xs, t0])", others: 1) { source, others, a in
                Observable.combineLatest([source] + others, resultSelector: fold(a))
            },
            combining("withLatestFrom(t0)", others: 1) { source, others, a in
                source.withLatestFrom(others[0], resultSelector: a.call)
            },
            withMade("Observable.zip(xs, made)") { source, made in Observable.zip(source, made.fixed) { $0 &+ $1 } },
            withMade("Observable.combineLatest(xs, made)") { source, made in
                Observable.combineLatest(source, made.fixed) { $0 &* 10 &+ $1 }
            },
            withMade("Observable.zip([made, xs])") { source, made in
                Observable.zip([made.fixed, source]).map { $0.reduce(0, &+) }
            },
            withMade("withLatestFrom(made)") { source, made in source.withLatestFrom(made.fixed) },
        ]
    }
}
