import RxSwift

// The peer workloads in RxSwift's API. scripts/compat/cross-benchmark.sh --peers compiles this file
// twice, against RxSwift and against this package (the import lines rewritten), next to
// OpenCombineWorkloads.swift and AsyncAlgorithmsWorkloads.swift, which do the same work in their
// libraries' own words. Keep the four files in step: same names, same counts, same answers.

/// The workloads of the four-peer comparison, in the order the tables list them.
enum Workloads {
    static var all: [Workload] {
        [
            subjectMapFilter, rangeMapFilterReduce, flatMapLatestJust, mergeTwoHot, shareReplay1To10,
            subscribeDisposeChain3, combineLatestTwo, debounceVirtual,
        ]
    }

    static var subjectMapFilter: Workload {
        Workload(name: "subject-map-filter", unit: "event", elements: 300_000) { count in
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

    static var flatMapLatestJust: Workload {
        Workload(name: "flatMapLatest-just", unit: "switch", elements: 100_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.flatMapLatest { Observable.just($0) }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, Chain.triangle(count), "sum")
                }
            )
        }
    }

    /// Two hot sources merged; even values go into the first, odd values into the second.
    static var mergeTwoHot: Workload {
        Workload(name: "merge-2-hot", unit: "event", elements: 300_000) { count in
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = Observable.merge(first, second).subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: {
                    for value in 0..<count {
                        if value & 1 == 0 { first.onNext(value) } else { second.onNext(value) }
                    }
                },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, Chain.triangle(count), "sum")
                }
            )
        }
    }

    /// One source shared by ten subscribers, all subscribed before the first element.
    static var shareReplay1To10: Workload {
        Workload(name: "share-replay1-10-subscribers", unit: "onNext to 10", elements: 100_000) { count in
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1)
            let accumulator = Accumulator()
            let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { accumulator.sum &+= $0 }) }
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    for subscription in subscriptions { subscription.dispose() }
                    return check(accumulator.sum, 10 * Chain.triangle(count), "sum")
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

    /// Even values into the first source, odd into the second; every event after the first emits a + b.
    static var combineLatestTwo: Workload {
        Workload(name: "combineLatest-2", unit: "event", elements: 300_000) { count in
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: {
                    for value in 0..<count {
                        if value & 1 == 0 { first.onNext(value) } else { second.onNext(value) }
                    }
                },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, Chain.combineLatestSum(count), "sum")
                }
            )
        }
    }

    /// Events 10 ms apart through a 5 ms debounce on a virtual clock: every event schedules a timer that fires.
    static var debounceVirtual: Workload {
        Workload(name: "debounce-virtual", unit: "event", elements: 100_000) { count in
            let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MillisecondConverter())
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.debounce(.milliseconds(5), scheduler: scheduler)
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return Trial(
                measure: {
                    for value in 0..<count {
                        scheduler.advanceTo(value * 10)
                        subject.onNext(value)
                    }
                    scheduler.advanceTo(count * 10 + 10)
                },
                finish: {
                    subscription.dispose()
                    return check(accumulator.sum, Chain.triangle(count), "sum")
                }
            )
        }
    }
}
