import Foundation
import Reactive

extension Workloads {
    static var extras: [Workload] {
        [throttleVirtual, debounceVirtual, shareReplay1Fanout10, combineLatest4, disposeBag100k]
    }

    /// Scaling series: the per-element cost as one dimension grows, to expose non-constant costs.
    static var scaling: [Workload] {
        [1, 10, 100, 1000].map(fanoutScaling) + [10, 1000, 100_000, 1_000_000].map(rangeScaling)
            + [1, 100, 10_000].map(flatMapLatestScaling)
            + [10, 1000, 10_000, 100_000].map(subjectDisposeScaling)
            + [10, 1000, 10_000, 100_000].map(compositeRemoveScaling)
    }

    /// Events 10 ms apart through a 5 ms throttle: every event passes, each through the scheduler's clock.
    static var throttleVirtual: Workload {
        Workload(name: "throttle-virtual", unit: "event", elements: 100_000) { count in
            let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MillisecondConverter())
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscription = subject.throttle(.milliseconds(5), scheduler: scheduler)
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
                    return check(accumulator.sum, count * (count - 1) / 2, "sum")
                }
            )
        }
    }

    /// Events 10 ms apart through a 5 ms debounce: every event schedules a timer that fires.
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
                    return check(accumulator.sum, count * (count - 1) / 2, "sum")
                }
            )
        }
    }

    static var shareReplay1Fanout10: Workload {
        Workload(name: "share-replay1-fanout-10", unit: "onNext to 10", elements: 200_000) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let shared = subject.map(Chain.transform).share(replay: 1)
            let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { accumulator.sum &+= $0 }) }
            return Trial(
                measure: { for value in 0..<count { subject.onNext(value) } },
                finish: {
                    for subscription in subscriptions { subscription.dispose() }
                    return check(accumulator.sum, 10 * 3 * (count * (count - 1) / 2), "sum")
                }
            )
        }
    }

    /// One element is one onNext into one of the four sources (round-robin), each producing a combined value.
    static var combineLatest4: Workload {
        Workload(name: "combineLatest-4", unit: "event", elements: 400_000) { count in
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            let accumulator = Accumulator()
            let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) {
                $0 &+ $1 &+ $2 &+ $3
            }
            .subscribe(onNext: { _ in accumulator.count += 1 })
            return Trial(
                measure: { for value in 0..<count { subjects[value & 3].onNext(value) } },
                finish: {
                    subscription.dispose()
                    // The first three events only fill the slots; every later one emits.
                    return check(accumulator.count, max(0, count - 3), "combined count")
                }
            )
        }
    }

    /// One element is one disposable inserted into a bag, then disposed when the bag goes away.
    static var disposeBag100k: Workload {
        Workload(name: "disposebag-100k", unit: "insert+dispose", elements: 100_000) { count in
            let accumulator = Accumulator()
            // Built outside the timed region: the bag, not Disposables.create, is what is measured.
            let disposables = (0..<count).map { _ in Disposables.create { accumulator.count += 1 } }
            return Trial(
                measure: {
                    var bag: DisposeBag? = DisposeBag()
                    for disposable in disposables { bag?.insert(disposable) }
                    bag = nil
                },
                finish: { check(accumulator.count, count, "disposed count") }
            )
        }
    }

    static func fanoutScaling(_ subscribers: Int) -> Workload {
        Workload(name: "scale-fanout-\(subscribers)", unit: "delivery", elements: 1_000_000, runs: 3) { count in
            let subject = PublishSubject<Int>()
            let accumulator = Accumulator()
            let subscriptions = (0..<subscribers).map { _ in subject.subscribe(onNext: { accumulator.sum &+= $0 }) }
            // An element here is one delivery to one subscriber, so the rows are comparable across sizes.
            let events = max(1, count / subscribers)
            return Trial(
                measure: { for value in 0..<events { subject.onNext(value) } },
                finish: {
                    for subscription in subscriptions { subscription.dispose() }
                    return check(accumulator.sum, subscribers * (events * (events - 1) / 2), "sum")
                }
            ).scaled(to: events * subscribers)
        }
    }

    static func rangeScaling(_ events: Int) -> Workload {
        Workload(
            name: "scale-range-\(events)", unit: "event (incl. subscribe)", elements: max(events, 100_000), runs: 3
        ) { count in
            let accumulator = Accumulator()
            let length = min(events, count)
            let repeats = max(1, count / length)
            return Trial(
                measure: {
                    for _ in 0..<repeats {
                        _ = Observable.range(start: 0, count: length).subscribe(onNext: { accumulator.sum &+= $0 })
                    }
                },
                finish: { check(accumulator.sum, repeats * (length * (length - 1) / 2), "sum") }
            ).scaled(to: repeats * length)
        }
    }

    static func flatMapLatestScaling(_ switches: Int) -> Workload {
        Workload(name: "scale-flatMapLatest-\(switches)", unit: "switch (incl. subscribe)", elements: 100_000, runs: 3)
        {
            count in
            let accumulator = Accumulator()
            let length = min(switches, count)
            let repeats = max(1, count / length)
            return Trial(
                measure: {
                    for _ in 0..<repeats {
                        let subject = PublishSubject<Int>()
                        let subscription = subject.flatMapLatest { Observable.just($0) }
                            .subscribe(onNext: { accumulator.sum &+= $0 })
                        for value in 0..<length { subject.onNext(value) }
                        subscription.dispose()
                    }
                },
                finish: { check(accumulator.sum, repeats * (length * (length - 1) / 2), "sum") }
            ).scaled(to: repeats * length)
        }
    }

    /// One element is one dispose while `subscribers` subscriptions to one subject are disposed in
    /// the order they were made: a screen of rows bound to one subject going away. The oldest
    /// subscriber is the one a sorted array shifts every other entry to remove.
    static func subjectDisposeScaling(_ subscribers: Int) -> Workload {
        Workload(
            name: "scale-subject-dispose-\(subscribers)", unit: "dispose (oldest first)", elements: 100_000, runs: 3
        ) { count in
            // Whole subjects, never fewer subscribers than the name says, also in a profile's
            // tenth-size run: an element is one dispose at that size.
            let subjects = (0..<max(1, count / subscribers)).map { _ in PublishSubject<Int>() }
            let accumulator = Accumulator()
            let subscriptions = subjects.map { subject in
                (0..<subscribers).map { _ in subject.subscribe(onNext: { accumulator.sum &+= $0 }) }
            }
            return Trial(
                measure: {
                    for group in subscriptions {
                        for subscription in group { subscription.dispose() }
                    }
                },
                finish: {
                    for subject in subjects { subject.onNext(1) }
                    return check(accumulator.sum, 0, "sum delivered after every subscriber left")
                }
            ).scaled(to: subjects.count * subscribers)
        }
    }

    /// One element is one `remove(for:)` while a `CompositeDisposable` of `members` is emptied in
    /// the order its members were inserted.
    static func compositeRemoveScaling(_ members: Int) -> Workload {
        Workload(
            name: "scale-composite-remove-\(members)", unit: "remove (oldest first)", elements: 100_000, runs: 3
        ) { count in
            let accumulator = Accumulator()
            let composites = (0..<max(1, count / members)).map { _ in CompositeDisposable() }
            let keys = composites.map { composite in
                (0..<members).compactMap { _ in composite.insert(Disposables.create { accumulator.count += 1 }) }
            }
            return Trial(
                measure: {
                    for (composite, keys) in zip(composites, keys) {
                        for key in keys { composite.remove(for: key) }
                    }
                },
                finish: {
                    let left = composites.reduce(0) { $0 + $1.count }
                    return check(accumulator.count, composites.count * members, "members disposed")
                        ?? check(left, 0, "members left")
                }
            ).scaled(to: composites.count * members)
        }
    }
}
