import Reactive

/// Shared arithmetic for the map+filter+sum workloads, so every variant is checked against the same answer.
enum Chain {
    static func transform(_ value: Int) -> Int { value &* 3 }
    static func keep(_ value: Int) -> Bool { value & 1 == 0 }

    static func expectedSum(_ count: Int) -> Int {
        var sum = 0
        for value in 0..<count {
            let mapped = transform(value)
            if keep(mapped) { sum &+= mapped }
        }
        return sum
    }
}

/// Reference-typed accumulator so closures handed to the library can update it without capture gymnastics.
final class Accumulator {
    var sum = 0
    var count = 0
}

func check(_ actual: Int, _ expected: Int, _ what: String) -> String? {
    actual == expected ? nil : "\(what): expected \(expected), got \(actual)"
}

enum Workloads {
    /// Every workload, by family: one table each in docs/Benchmarks.md.
    static var families: [(title: String, about: String, workloads: [Workload])] {
        [
            (
                "Operators", "issue #7's workloads: single operators and short chains, one element at a time.",
                all
            ),
            ("More operators", "time-based operators on a virtual clock, sharing, combining, disposal.", extras),
            ("Scaling series", "the per-element cost as one dimension grows (charted below).", scaling),
            (
                "Limits", "sizes that exhaust a runtime's stack, run at full size even with `--quick`.", limits
            ),
            (
                "Search features",
                "this package's four completed GitHub searches (three Rx ways and plain Swift concurrency) (`GitHubSearch`), on a virtual clock with an "
                    + "in-memory service.",
                architectures
            ),
            (
                "Seed-shaped architectures",
                "the searches as the seed documents write them: RxFeedback's `Driver.system` with "
                    + "`react(request:)`, ReactorKit's `GitHubSearchViewReactor`, the caching view model "
                    + "(`SeedSearches.swift`).",
                seeds
            ),
        ]
    }

    static var all: [Workload] {
        [
            baselineClosureChain, subjectMapFilter, rangeMapFilterReduce, fromMapFilterReduce, flatMapLatestJust,
            flatMapJust, fanout100, materializeMap, distinctUntilChanged, subscribeDisposeChain3,
        ]
    }

    /// The floor: what map+filter+sum costs as plain closures calling closures, with no library involved.
    static var baselineClosureChain: Workload {
        Workload(name: "baseline-closure-chain", unit: "event", elements: 2_000_000) {
            count in
            let accumulator = Accumulator()
            let transform: (Int) -> Int = opaque { Chain.transform($0) }
            let keep: (Int) -> Bool = opaque { Chain.keep($0) }
            let sink: (Int) -> Void = opaque { accumulator.sum &+= $0 }
            let onNext: (Int) -> Void = opaque { value in
                let mapped = transform(value)
                if keep(mapped) { sink(mapped) }
            }
            return Trial(
                measure: { for value in 0..<count { onNext(value) } },
                finish: { check(accumulator.sum, Chain.expectedSum(count), "sum") }
            )
        }
    }

    static var subjectMapFilter: Workload {
        Workload(name: "subject-map-filter", unit: "event", elements: 1_000_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.map(Chain.transform).filter(Chain.keep)
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, Chain.expectedSum(count), "sum")
                }
            )
        }
    }

    static var rangeMapFilterReduce: Workload {
        Workload(
            name: "range-map-filter-reduce",
            unit: "event",
            elements: 300_000
        ) { count in
            let accumulator = Accumulator()
            return Trial(
                measure: {
                    _ = Observable.range(start: 0, count: count).map(Chain.transform).filter(Chain.keep)
                        .reduce(0, accumulator: &+)
                        .subscribe(onNext: { accumulator.sum = $0 })
                },
                finish: { check(accumulator.sum, Chain.expectedSum(count), "sum") }
            )
        }
    }

    static var fromMapFilterReduce: Workload {
        Workload(
            name: "from-map-filter-reduce",
            unit: "event",
            elements: 300_000
        ) { count in
            let accumulator = Accumulator()
            // The array is built outside the timed region; only its traversal is measured.
            let values = Array(0..<count)
            return Trial(
                measure: {
                    _ = Observable.from(values).map(Chain.transform).filter(Chain.keep)
                        .reduce(0, accumulator: &+)
                        .subscribe(onNext: { accumulator.sum = $0 })
                },
                finish: { check(accumulator.sum, Chain.expectedSum(count), "sum") }
            )
        }
    }

    static var flatMapLatestJust: Workload {
        Workload(name: "flatMapLatest-just", unit: "switch", elements: 300_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.flatMapLatest { Observable.just($0) }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, count * (count - 1) / 2, "sum")
                }
            )
        }
    }

    static var flatMapJust: Workload {
        Workload(name: "flatMap-just", unit: "inner", elements: 300_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.flatMap { Observable.just($0) }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, count * (count - 1) / 2, "sum")
                }
            )
        }
    }

    static var fanout100: Workload {
        Workload(name: "fanout-100", unit: "onNext to 100", elements: 20_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscriptions = (0..<100).map { _ in subject.subscribe(onNext: { accumulator.sum &+= $0 }) }
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    for subscription in subscriptions { subscription.dispose() }
                    return check(accumulator.sum, 100 * (count * (count - 1) / 2), "sum")
                }
            )
        }
    }

    static var materializeMap: Workload {
        Workload(name: "materialize-map", unit: "event", elements: 1_000_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.materialize()
                .map { event -> Int in
                    if case .next(let value) = event { return value }
                    return 0
                }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, count * (count - 1) / 2, "sum")
                }
            )
        }
    }

    static var distinctUntilChanged: Workload {
        Workload(
            name: "distinctUntilChanged",
            unit: "event",
            elements: 1_000_000
        ) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.distinctUntilChanged().subscribe(onNext: { _ in accumulator.count += 1 })
            return Trial(
                // Every value arrives twice in a row, so exactly half of the events are suppressed.
                measure: { for value in 0..<count { subject.onNext(value >> 1) } },
                finish: {
                    subscription.dispose()
                    return check(accumulator.count, (count + 1) / 2, "delivered count")
                }
            )
        }
    }

    static var subscribeDisposeChain3: Workload {
        Workload(
            name: "subscribe-dispose-chain3",
            unit: "subscribe+dispose",
            elements: 100_000
        ) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let chain = subject.map(Chain.transform).filter(Chain.keep).map { $0 &+ 1 }
            return Trial(
                measure: {
                    for _ in 0..<count {
                        let subscription = chain.subscribe(onNext: { accumulator.sum &+= $0 })
                        // Checked inside the loop because a chain that never reaches the subject would be "free".
                        if subject.hasObservers { accumulator.count += 1 }
                        subscription.dispose()
                        if subject.hasObservers { accumulator.sum &+= 1 }
                    }
                },
                finish: {
                    check(accumulator.count, count, "subscriptions that reached the subject")
                        ?? check(accumulator.sum, 0, "subscriptions left behind after dispose")
                }
            )
        }
    }
}
