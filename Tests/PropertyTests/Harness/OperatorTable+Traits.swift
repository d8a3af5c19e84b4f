import Reactive
import ReactiveTesting

extension OperatorTable {
    /// `Single`, `Maybe` and `Completable` round trips and their own operators.
    static var traits: [OperatorEntry] {
        [
            OperatorEntry("asSingle()") { _ in
                Step("asSingle().asObservable()") { source, _ in source.asSingle().asObservable() }
                    .raisingSequenceErrors()
            },
            OperatorEntry("asMaybe()") { _ in
                Step("asMaybe().asObservable()") { source, _ in source.asMaybe().asObservable() }
                    .raisingSequenceErrors()
            },
            OperatorEntry("first()") { _ in
                Step("first().asObservable().map { $0 ?? -1 }") { source, _ in
                    source.first().asObservable().map { $0 ?? -1 }
                }
            },
            OperatorEntry("toArray()") { _ in
                Step("toArray().asObservable().map { $0.sum * 10 + $0.count }") { source, _ in
                    source.toArray().asObservable().map { $0.reduce(0, &+) &* 10 &+ $0.count }
                }
            },
            OperatorEntry("Single operators") { rng in
                let f = IntFunction.random(&rng)
                let k = rng.int(TimelineSpec.elements)
                let attempts = rng.int(1...3)
                return Step(
                    "asSingle().map { \(f) }.flatMap { .just($0 + \(k)) }.retry(\(attempts)).catchAndReturn(\(k))"
                ) { source, _ in
                    source.asSingle().map(f.call).flatMap { Single.just($0 &+ k) }.retry(attempts).catchAndReturn(k)
                        .asObservable()
                }
            },
            OperatorEntry("Maybe operators") { rng in
                let p = IntPredicate.random(&rng)
                let k = rng.int(TimelineSpec.elements)
                return Step("asMaybe().filter { \(p) }.flatMap { .just($0 + \(k)) }.asObservable()") { source, _ in
                    source.asMaybe().filter(p.call).flatMap { Maybe.just($0 &+ k) }.asObservable()
                }
                .raisingSequenceErrors()
            },
            OperatorEntry("Completable.andThen") { rng in
                let other = TimelineSpec.random(&rng, errorName: "t0", shape: innerShape)
                return Step("asSingle().asCompletable().andThen(t0)", timelines: [other]) { source, inputs in
                    source.asSingle().asCompletable().andThen(inputs[0])
                }
                .raisingSequenceErrors()
            },
        ]
    }

    /// `Driver` and `Signal`: they share (so they belong with `sharing`) and deliver on the
    /// test scheduler through `SharingScheduler.mock`.
    static var sharedSequences: [OperatorEntry] {
        [
            OperatorEntry("asDriver(onErrorJustReturn:)") { rng in
                let k = rng.int(TimelineSpec.elements)
                return Step("asDriver(onErrorJustReturn: \(k)).asObservable()") { source, inputs in
                    var driver: Driver<Int>?
                    SharingScheduler.mock(scheduler: inputs.scheduler) {
                        driver = source.asDriver(onErrorJustReturn: k)
                    }
                    return driver?.asObservable() ?? source
                }
            },
            OperatorEntry("asSignal(onErrorJustReturn:)") { rng in
                let k = rng.int(TimelineSpec.elements)
                return Step("asSignal(onErrorJustReturn: \(k)).asObservable()") { source, inputs in
                    var signal: Signal<Int>?
                    SharingScheduler.mock(scheduler: inputs.scheduler) {
                        signal = source.asSignal(onErrorJustReturn: k)
                    }
                    return signal?.asObservable() ?? source
                }
            },
        ]
    }
}
