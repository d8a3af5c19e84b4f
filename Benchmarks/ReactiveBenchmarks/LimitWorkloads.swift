import Reactive

extension Workloads {
    /// Sizes where a runtime runs out of stack, run at their full size even in `--quick` (the size
    /// is what is checked, so CI's smoke run checks it too): issue #31's limits. RxSwift's chain of
    /// maps overflows the default 8 MiB stack at about 22,800 operators.
    static var limits: [Workload] {
        [concatOfAMillion, mergeOfAHundredThousandAlive, mapChain(depth: 25_000)]
    }

    /// One element is one source of a `concat` of 1,000,000 `just`s, built lazily: the sources are
    /// subscribed one after another in constant stack space, with one subscription alive at a time.
    static var concatOfAMillion: Workload {
        let sources = 1_000_000
        return Workload(name: "limit-concat-1000000", unit: "source", elements: sources, runs: 3) { _ in
            let accumulator = Accumulator()
            return Trial(
                measure: {
                    _ = Observable.concat((0..<sources).lazy.map { Observable.just($0) })
                        .subscribe(onNext: { accumulator.sum &+= $0 }, onCompleted: { accumulator.count += 1 })
                },
                finish: {
                    check(accumulator.sum, sources * (sources - 1) / 2, "sum")
                        ?? check(accumulator.count, 1, "completions")
                }
            ).scaled(to: sources)
        }
    }

    /// One element is one inner of a `flatMap` with 100,000 inners alive at once (each a subject
    /// that has not completed), then one event through every inner, then disposal of all.
    static var mergeOfAHundredThousandAlive: Workload {
        let inners = 100_000
        return Workload(name: "limit-merge-100000-alive", unit: "inner", elements: inners, runs: 3) { _ in
            let accumulator = Accumulator()
            let subjects = (0..<inners).map { _ in PublishSubject<Int>() }
            return Trial(
                measure: {
                    let subscription = Observable.from(subjects).flatMap { $0 }
                        .subscribe(onNext: { accumulator.sum &+= $0 })
                    for (index, subject) in subjects.enumerated() { subject.onNext(index) }
                    subscription.dispose()
                    // Disposed: nothing more arrives.
                    subjects[0].onNext(1_000_000)
                },
                finish: {
                    check(accumulator.sum, inners * (inners - 1) / 2, "sum")
                        ?? check(subjects.filter(\.hasObservers).count, 0, "subjects still observed")
                }
            ).scaled(to: inners)
        }
    }

    /// One element is one operator of a chain of `depth` maps, subscribed, sent one element and
    /// disposed: subscribing recurses once per operator, so the depth is bounded by the stack.
    static func mapChain(depth: Int) -> Workload {
        Workload(name: "limit-map-chain-\(depth)", unit: "operator", elements: depth, runs: 3) { _ in
            let accumulator = Accumulator()
            let subject = PublishSubject<Int>()
            var chain = subject.asObservable()
            for _ in 0..<depth { chain = chain.map { $0 + 1 } }
            let built = chain
            return Trial(
                measure: {
                    let subscription = built.subscribe(onNext: { accumulator.sum &+= $0 })
                    subject.onNext(0)
                    subscription.dispose()
                },
                finish: { check(accumulator.sum, depth, "sum") }
            ).scaled(to: depth)
        }
    }
}
