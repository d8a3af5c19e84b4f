import RxSwift

// The scaling cases in RxSwift's API. scripts/compat/cross-benchmark.sh --scaling compiles this file
// twice, against RxSwift and against this package (the import line rewritten), next to
// OpenCombineScaling.swift and AsyncScaling.swift, which do the same work in their libraries' words.
// Keep the three files in step: same case names, same operations, same checks.

/// The scaling cases, in the order the page lists them.
enum ScaleCases {
    static var all: [ScaleCase] {
        [
            subjectDispose, compositeRemove, subscribe, fanOut, flatMapAlive, concat, replay, mapChain,
            disposeBag,
        ]
    }

    /// One operation is one dispose while a subject's `n` subscribers are disposed in a fixed shuffled
    /// order (the first `target` of them when `n` is larger; the rest after the measured region).
    static var subjectDispose: ScaleCase {
        ScaleCase(name: "subject-dispose", unit: "dispose of one of N subscribers") { n, target in
            let tally = Tally()
            let subjects = (0..<structures(n, target)).map { _ in PublishSubject<Int>() }
            let subscriptions = subjects.map { subject in
                (0..<n).map { _ in subject.subscribe(onNext: { tally.sum &+= $0 }) }
            }
            let order = shuffled(n)
            let measured = min(n, target)
            return ScaleTrial(
                operations: subjects.count * measured,
                measure: {
                    for group in subscriptions {
                        for index in order.prefix(measured) { group[index].dispose() }
                    }
                },
                finish: {
                    for group in subscriptions { for index in order.dropFirst(measured) { group[index].dispose() } }
                    for subject in subjects { subject.onNext(1) }
                    return check(tally.sum, 0, "values delivered after every subscriber left")
                        ?? check(subjects.filter(\.hasObservers).count, 0, "subjects still observed")
                }
            )
        }
    }

    /// One operation is one `remove(for:)` (which disposes the member) while a `CompositeDisposable`
    /// of `n` is emptied in a fixed shuffled order.
    static var compositeRemove: ScaleCase {
        ScaleCase(name: "composite-remove", unit: "remove of one of N members") { n, target in
            let tally = Tally()
            let composites = (0..<structures(n, target)).map { _ in CompositeDisposable() }
            let keys = composites.map { composite in
                (0..<n).compactMap { _ in composite.insert(Disposables.create { tally.count += 1 }) }
            }
            let order = shuffled(n)
            let measured = min(n, target)
            return ScaleTrial(
                operations: composites.count * measured,
                measure: {
                    for (composite, keys) in zip(composites, keys) {
                        for index in order.prefix(measured) { composite.remove(for: keys[index]) }
                    }
                },
                finish: {
                    for (composite, keys) in zip(composites, keys) {
                        for index in order.dropFirst(measured) { composite.remove(for: keys[index]) }
                    }
                    return check(tally.count, composites.count * n, "members disposed")
                        ?? check(composites.reduce(0) { $0 + $1.count }, 0, "members left")
                }
            )
        }
    }

    /// One operation is one subscribe to a subject that has `n` subscribers already (growing to 2n, or
    /// by `target` when `n` is larger).
    static var subscribe: ScaleCase {
        ScaleCase(name: "subscribe", unit: "subscribe to a subject with N subscribers") { n, target in
            let tally = Tally()
            let subjects = (0..<structures(n, target)).map { _ in PublishSubject<Int>() }
            var subscriptions = subjects.map { subject in
                (0..<n).map { _ in subject.subscribe(onNext: { tally.sum &+= $0 }) }
            }
            let measured = min(n, target)
            for index in subscriptions.indices { subscriptions[index].reserveCapacity(n + measured) }
            return ScaleTrial(
                operations: subjects.count * measured,
                measure: {
                    for (index, subject) in subjects.enumerated() {
                        for _ in 0..<measured {
                            subscriptions[index].append(subject.subscribe(onNext: { tally.sum &+= $0 }))
                        }
                    }
                },
                finish: {
                    for subject in subjects { subject.onNext(1) }
                    for group in subscriptions { for subscription in group { subscription.dispose() } }
                    return check(
                        tally.sum, subjects.count * (n + measured), "deliveries of one event to every subscriber")
                }
            )
        } hold: { n, meter in
            let tally = Tally()
            let subject = PublishSubject<Int>()
            var subscriptions: [Disposable] = []
            subscriptions.reserveCapacity(n)
            meter.start()
            for _ in 0..<n { subscriptions.append(subject.subscribe(onNext: { tally.sum &+= $0 })) }
            meter.stop()
            subject.onNext(1)
            for subscription in subscriptions { subscription.dispose() }
            subject.onNext(1)
            return check(tally.sum, n, "deliveries of one event")
        }
    }

    /// One operation is one delivery to one of a subject's `n` subscribers.
    static var fanOut: ScaleCase {
        ScaleCase(name: "fan-out", unit: "delivery to one of N subscribers") { n, target in
            let tally = Tally()
            let subject = PublishSubject<Int>()
            let subscriptions = (0..<n).map { _ in subject.subscribe(onNext: { tally.sum &+= $0 }) }
            let events = structures(n, target)
            return ScaleTrial(
                operations: events * n,
                measure: { for value in 0..<events { subject.onNext(value) } },
                finish: {
                    for subscription in subscriptions { subscription.dispose() }
                    return check(tally.sum, n * triangle(events), "sum")
                }
            )
        }
    }

    /// One operation is one inner of a `flatMap` with `n` inners alive at once (each a subject that
    /// has not completed): its subscription, one event through it, and its share of the disposal.
    static var flatMapAlive: ScaleCase {
        ScaleCase(name: "flatMap-alive", unit: "inner of N alive (subscribed, one event, disposed)") { n, target in
            let tally = Tally()
            let groups = (0..<structures(n, target)).map { _ in (0..<n).map { _ in PublishSubject<Int>() } }
            return ScaleTrial(
                operations: groups.count * n,
                measure: {
                    for subjects in groups {
                        let subscription = Observable.from(subjects).flatMap { $0 }
                            .subscribe(onNext: { tally.sum &+= $0 })
                        for (index, subject) in subjects.enumerated() { subject.onNext(index) }
                        subscription.dispose()
                    }
                },
                finish: {
                    check(tally.sum, groups.count * triangle(n), "sum")
                        ?? check(groups.joined().filter(\.hasObservers).count, 0, "inners still observed")
                }
            )
        } hold: { n, meter in
            let tally = Tally()
            let subjects = (0..<n).map { _ in PublishSubject<Int>() }
            meter.start()
            let subscription = Observable.from(subjects).flatMap { $0 }.subscribe(onNext: { tally.sum &+= $0 })
            meter.stop()
            for (index, subject) in subjects.enumerated() { subject.onNext(index) }
            subscription.dispose()
            return check(tally.sum, triangle(n), "sum")
                ?? check(subjects.filter(\.hasObservers).count, 0, "inners still observed")
        }
    }

    /// One operation is one source of a `concat` of `n` one-element sources, subscribed to the end.
    static var concat: ScaleCase {
        ScaleCase(name: "concat", unit: "source of a concat of N") { n, target in
            let tally = Tally()
            let groups = (0..<structures(n, target)).map { _ in (0..<n).map { Observable.just($0) } }
            return ScaleTrial(
                operations: groups.count * n,
                measure: {
                    for sources in groups {
                        _ = Observable.concat(sources)
                            .subscribe(onNext: { tally.sum &+= $0 }, onCompleted: { tally.count += 1 })
                    }
                },
                finish: {
                    check(tally.sum, groups.count * triangle(n), "sum")
                        ?? check(tally.count, groups.count, "completions")
                }
            )
        } hold: { n, meter in
            let tally = Tally()
            let sources = (0..<n).map { Observable.just($0) }
            meter.start()
            _ = Observable.concat(sources).subscribe(onNext: { tally.sum &+= $0 }, onCompleted: { tally.count += 1 })
            meter.stop()
            return check(tally.sum, triangle(n), "sum") ?? check(tally.count, 1, "completions")
        }
    }

    /// One operation is one element replayed to a new subscriber of a replay subject holding `n`
    /// (each subscriber subscribes, takes the `n` and is disposed).
    static var replay: ScaleCase {
        ScaleCase(name: "replay", unit: "element of N replayed to a new subscriber") { n, target in
            let tally = Tally()
            let subject = ReplaySubject<Int>.create(bufferSize: n)
            for value in 0..<n { subject.onNext(value) }
            let subscribers = structures(n, target)
            return ScaleTrial(
                operations: subscribers * n,
                measure: {
                    for _ in 0..<subscribers { subject.subscribe(onNext: { tally.sum &+= $0 }).dispose() }
                },
                finish: { check(tally.sum, subscribers * triangle(n), "sum") }
            )
        }
    }

    /// One operation is one operator of a chain of `n` maps: subscribed, one event through, disposed.
    static var mapChain: ScaleCase {
        ScaleCase(name: "map-chain", unit: "operator of a chain of N maps (subscribe, one event, dispose)") {
            n,
            target in
            let tally = Tally()
            let chains = (0..<structures(n, target)).map { _ in
                let subject = PublishSubject<Int>()
                var chain = subject.asObservable()
                for _ in 0..<n { chain = chain.map { $0 &+ 1 } }
                return (subject, chain)
            }
            return ScaleTrial(
                operations: chains.count * n,
                measure: {
                    for (subject, chain) in chains {
                        let subscription = chain.subscribe(onNext: { tally.sum &+= $0 })
                        subject.onNext(0)
                        subscription.dispose()
                    }
                },
                finish: { check(tally.sum, chains.count * n, "sum") }
            )
        } hold: { n, meter in
            let tally = Tally()
            let subject = PublishSubject<Int>()
            meter.start()
            var chain = subject.asObservable()
            for _ in 0..<n { chain = chain.map { $0 &+ 1 } }
            let subscription = chain.subscribe(onNext: { tally.sum &+= $0 })
            meter.stop()
            subject.onNext(0)
            subscription.dispose()
            return check(tally.sum, n, "sum")
        }
    }

    /// One operation is one disposable inserted into a `DisposeBag` of `n`, and disposed when the bag goes.
    static var disposeBag: ScaleCase {
        ScaleCase(name: "disposebag", unit: "insert into a bag of N, disposed with the bag") { n, target in
            let tally = Tally()
            let groups = (0..<structures(n, target)).map { _ in
                (0..<n).map { _ in Disposables.create { tally.count += 1 } }
            }
            return ScaleTrial(
                operations: groups.count * n,
                measure: {
                    for disposables in groups {
                        var bag: DisposeBag? = DisposeBag()
                        for disposable in disposables { bag?.insert(disposable) }
                        bag = nil
                    }
                },
                finish: { check(tally.count, groups.count * n, "members disposed") }
            )
        }
    }
}
