import RxSwift

// Compiled unchanged against RxSwift and against this package (scripts/compat/cross-benchmark.sh
// rewrites only the import lines), so use nothing that only one of the two has.

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

    /// 0 + 1 + … + (count − 1).
    static func triangle(_ count: Int) -> Int { count * (count - 1) / 2 }
}

enum Workloads {
    static var all: [Workload] {
        [
            baselineClosureChain, subjectMapFilter, rangeMapFilterReduce, fromMapFilterReduce, flatMapLatestJust,
            flatMapJust, fanout100, materializeMap, distinctUntilChanged, subscribeDisposeChain3,
            shareReplayLateSubscriber, feedbackLoop, reactorStateStream,
        ]
    }

    /// The floor: map+filter+sum as plain closures calling closures, no library involved. Both
    /// executables run it, so its ratio (≈ 1) shows how steady the machine was.
    static var baselineClosureChain: Workload {
        Workload(name: "baseline", unit: "event", elements: 1_000_000) { count in
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

    /// A trial that pushes `0..<count` into `subject` and checks what `accumulator` saw.
    private static func pushing(
        _ subject: PublishSubject<Int>,
        _ count: Int,
        _ subscription: Disposable,
        check expected: @escaping () -> String?
    ) -> Trial {
        Trial(
            measure: { for value in 0..<count { subject.onNext(value) } },
            finish: {
                subscription.dispose()
                return expected()
            }
        )
    }

    static var subjectMapFilter: Workload {
        Workload(name: "subject-map-filter", unit: "event", elements: 300_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.map(Chain.transform).filter(Chain.keep)
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return pushing(subject, count, subscription) {
                check(accumulator.sum, Chain.expectedSum(count), "sum")
            }
        }
    }

    static var rangeMapFilterReduce: Workload {
        Workload(name: "range-map-filter-reduce", unit: "event", elements: 50_000) { count in
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
        Workload(name: "from-map-filter-reduce", unit: "event", elements: 50_000) { count in
            let accumulator = Accumulator()
            // Built outside the timed region; only its traversal is measured.
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
        Workload(name: "flatMapLatest-just", unit: "switch", elements: 100_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.flatMapLatest { Observable.just($0) }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return pushing(subject, count, subscription) { check(accumulator.sum, Chain.triangle(count), "sum") }
        }
    }

    static var flatMapJust: Workload {
        Workload(name: "flatMap-just", unit: "inner", elements: 100_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.flatMap { Observable.just($0) }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return pushing(subject, count, subscription) { check(accumulator.sum, Chain.triangle(count), "sum") }
        }
    }

    static var fanout100: Workload {
        Workload(name: "fanout-100", unit: "onNext to 100", elements: 10_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscriptions = (0..<100).map { _ in subject.subscribe(onNext: { accumulator.sum &+= $0 }) }
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    for subscription in subscriptions { subscription.dispose() }
                    return check(accumulator.sum, 100 * Chain.triangle(count), "sum")
                }
            )
        }
    }

    static var materializeMap: Workload {
        Workload(name: "materialize-map", unit: "event", elements: 300_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.materialize()
                .map { event -> Int in
                    if case .next(let value) = event { return value }
                    return 0
                }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return pushing(subject, count, subscription) { check(accumulator.sum, Chain.triangle(count), "sum") }
        }
    }

    static var distinctUntilChanged: Workload {
        Workload(name: "distinctUntilChanged", unit: "event", elements: 300_000) { count in
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
        Workload(name: "subscribe-dispose-chain3", unit: "subscribe+dispose", elements: 30_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let chain = subject.map(Chain.transform).filter(Chain.keep).map { $0 &+ 1 }
            return Trial(
                measure: {
                    for _ in 0..<count {
                        let subscription = chain.subscribe(onNext: { accumulator.sum &+= $0 })
                        // Checked inside the loop: a chain that never reached the subject would be "free".
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

    /// A late subscriber to a `share(replay: 1)` sequence that is already connected: it gets the
    /// replayed element, then is disposed.
    static var shareReplayLateSubscriber: Workload {
        Workload(name: "share-replay1-late-subscriber", unit: "subscribe+dispose", elements: 100_000) { count in
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1)
            let connection = shared.subscribe(onNext: { _ in })
            subject.onNext(7)
            let accumulator = Accumulator()
            return Trial(
                measure: {
                    for _ in 0..<count {
                        shared.subscribe(onNext: { accumulator.sum &+= $0 }).dispose()
                    }
                },
                finish: {
                    // Still connected: the shared subscription must have outlived every late subscriber.
                    let connected = subject.hasObservers ? 0 : 1
                    connection.dispose()
                    return check(accumulator.sum, 7 * count, "replayed sum") ?? check(connected, 0, "disconnected")
                }
            )
        }
    }
}
