import OpenCombine

// The scaling cases in Combine's API, against OpenCombine, as a Combine user writes them;
// RxScaling.swift has the same cases in RxSwift's words. Combine has no subscriber-count query, so
// where the Rx file asks a subject `hasObservers`, this one sends after cancelling and expects
// nobody to receive it.
//
// Not built here: `replay` (Combine has no replay of N: `CurrentValueSubject` keeps one value and
// `share()` replays nothing; a hand-written buffer would measure this file, not the library).

/// The scaling cases, in the order the page lists them.
enum ScaleCases {
    static var all: [ScaleCase] {
        [subjectDispose, compositeRemove, subscribe, fanOut, flatMapAlive, concat, mapChain, disposeBag]
    }

    static var subjectDispose: ScaleCase {
        ScaleCase(name: "subject-dispose", unit: "cancel of one of N subscribers") { n, target in
            let tally = Tally()
            let subjects = (0..<structures(n, target)).map { _ in PassthroughSubject<Int, Never>() }
            let subscriptions = subjects.map { subject in (0..<n).map { _ in subject.sink { tally.sum &+= $0 } } }
            let order = shuffled(n)
            let measured = min(n, target)
            return ScaleTrial(
                operations: subjects.count * measured,
                measure: {
                    for group in subscriptions {
                        for index in order.prefix(measured) { group[index].cancel() }
                    }
                },
                finish: {
                    for group in subscriptions { for index in order.dropFirst(measured) { group[index].cancel() } }
                    for subject in subjects { subject.send(1) }
                    return check(tally.sum, 0, "values delivered after every subscriber left")
                }
            )
        }
    }

    /// Combine's container of cancellables is a `Set<AnyCancellable>`: one operation removes one
    /// member (in the same shuffled order as the Rx side) and cancels it, as `remove(for:)` does.
    static var compositeRemove: ScaleCase {
        ScaleCase(name: "composite-remove", unit: "Set<AnyCancellable> remove + cancel of one of N") { n, target in
            let tally = Tally()
            let members = (0..<structures(n, target)).map { _ in
                (0..<n).map { _ in AnyCancellable { tally.count += 1 } }
            }
            var sets = members.map { Set($0) }
            let order = shuffled(n)
            let measured = min(n, target)
            return ScaleTrial(
                operations: members.count * measured,
                measure: {
                    for (index, group) in members.enumerated() {
                        for member in order.prefix(measured) { sets[index].remove(group[member])?.cancel() }
                    }
                },
                finish: {
                    for (index, group) in members.enumerated() {
                        for member in order.dropFirst(measured) { sets[index].remove(group[member])?.cancel() }
                    }
                    return check(tally.count, members.count * n, "members cancelled")
                        ?? check(sets.reduce(0) { $0 + $1.count }, 0, "members left")
                }
            )
        }
    }

    static var subscribe: ScaleCase {
        ScaleCase(name: "subscribe", unit: "sink on a subject with N subscribers") { n, target in
            let tally = Tally()
            let subjects = (0..<structures(n, target)).map { _ in PassthroughSubject<Int, Never>() }
            var subscriptions = subjects.map { subject in (0..<n).map { _ in subject.sink { tally.sum &+= $0 } } }
            let measured = min(n, target)
            for index in subscriptions.indices { subscriptions[index].reserveCapacity(n + measured) }
            return ScaleTrial(
                operations: subjects.count * measured,
                measure: {
                    for (index, subject) in subjects.enumerated() {
                        for _ in 0..<measured { subscriptions[index].append(subject.sink { tally.sum &+= $0 }) }
                    }
                },
                finish: {
                    for subject in subjects { subject.send(1) }
                    for group in subscriptions { for subscription in group { subscription.cancel() } }
                    return check(
                        tally.sum, subjects.count * (n + measured), "deliveries of one event to every subscriber")
                }
            )
        } hold: { n, meter in
            let tally = Tally()
            let subject = PassthroughSubject<Int, Never>()
            var subscriptions: [AnyCancellable] = []
            subscriptions.reserveCapacity(n)
            meter.start()
            for _ in 0..<n { subscriptions.append(subject.sink { tally.sum &+= $0 }) }
            meter.stop()
            subject.send(1)
            for subscription in subscriptions { subscription.cancel() }
            subject.send(1)
            return check(tally.sum, n, "deliveries of one event")
        }
    }

    static var fanOut: ScaleCase {
        ScaleCase(name: "fan-out", unit: "delivery to one of N subscribers") { n, target in
            let tally = Tally()
            let subject = PassthroughSubject<Int, Never>()
            let subscriptions = (0..<n).map { _ in subject.sink { tally.sum &+= $0 } }
            let events = structures(n, target)
            return ScaleTrial(
                operations: events * n,
                measure: { for value in 0..<events { subject.send(value) } },
                finish: {
                    for subscription in subscriptions { subscription.cancel() }
                    return check(tally.sum, n * triangle(events), "sum")
                }
            )
        }
    }

    /// `flatMap` over a sequence publisher of `n` subjects that never complete.
    static var flatMapAlive: ScaleCase {
        ScaleCase(name: "flatMap-alive", unit: "inner of N alive (subscribed, one event, cancelled)") { n, target in
            let tally = Tally()
            let groups = (0..<structures(n, target)).map { _ in (0..<n).map { _ in PassthroughSubject<Int, Never>() } }
            return ScaleTrial(
                operations: groups.count * n,
                measure: {
                    for subjects in groups {
                        let subscription = subjects.publisher.flatMap { $0 }.sink { tally.sum &+= $0 }
                        for (index, subject) in subjects.enumerated() { subject.send(index) }
                        subscription.cancel()
                    }
                },
                finish: {
                    for subject in groups.joined() { subject.send(1) }
                    return check(tally.sum, groups.count * triangle(n), "sum (nothing after the cancel)")
                }
            )
        } hold: { n, meter in
            let tally = Tally()
            let subjects = (0..<n).map { _ in PassthroughSubject<Int, Never>() }
            meter.start()
            let subscription = subjects.publisher.flatMap { $0 }.sink { tally.sum &+= $0 }
            meter.stop()
            for (index, subject) in subjects.enumerated() { subject.send(index) }
            subscription.cancel()
            for subject in subjects { subject.send(1) }
            return check(tally.sum, triangle(n), "sum (nothing after the cancel)")
        }
    }

    /// Combine's concatenation of many publishers: `flatMap(maxPublishers: .max(1))` over a sequence of them.
    static var concat: ScaleCase {
        ScaleCase(name: "concat", unit: "source of a flatMap(maxPublishers: .max(1)) of N") { n, target in
            let tally = Tally()
            let groups = (0..<structures(n, target)).map { _ in (0..<n).map { Just($0) } }
            return ScaleTrial(
                operations: groups.count * n,
                measure: {
                    for sources in groups {
                        _ = sources.publisher.flatMap(maxPublishers: .max(1)) { $0 }
                            .sink(receiveCompletion: { _ in tally.count += 1 }, receiveValue: { tally.sum &+= $0 })
                    }
                },
                finish: {
                    check(tally.sum, groups.count * triangle(n), "sum")
                        ?? check(tally.count, groups.count, "completions")
                }
            )
        } hold: { n, meter in
            let tally = Tally()
            let sources = (0..<n).map { Just($0) }
            meter.start()
            _ = sources.publisher.flatMap(maxPublishers: .max(1)) { $0 }
                .sink(receiveCompletion: { _ in tally.count += 1 }, receiveValue: { tally.sum &+= $0 })
            meter.stop()
            return check(tally.sum, triangle(n), "sum") ?? check(tally.count, 1, "completions")
        }
    }

    /// A chain whose depth is known only at run time is built with `eraseToAnyPublisher()` after each
    /// `map`, as Combine code that composes in a loop must.
    static var mapChain: ScaleCase {
        ScaleCase(name: "map-chain", unit: "operator of a chain of N maps (sink, one event, cancel)") { n, target in
            let tally = Tally()
            let chains = (0..<structures(n, target)).map { _ in
                let subject = PassthroughSubject<Int, Never>()
                return (subject, chain(of: n, on: subject))
            }
            return ScaleTrial(
                operations: chains.count * n,
                measure: {
                    for (subject, chain) in chains {
                        let subscription = chain.sink { tally.sum &+= $0 }
                        subject.send(0)
                        subscription.cancel()
                    }
                },
                finish: { check(tally.sum, chains.count * n, "sum") }
            )
        } hold: { n, meter in
            let tally = Tally()
            let subject = PassthroughSubject<Int, Never>()
            meter.start()
            let subscription = chain(of: n, on: subject).sink { tally.sum &+= $0 }
            meter.stop()
            subject.send(0)
            subscription.cancel()
            return check(tally.sum, n, "sum")
        }
    }

    private static func chain(of depth: Int, on subject: PassthroughSubject<Int, Never>) -> AnyPublisher<Int, Never> {
        var chain = subject.eraseToAnyPublisher()
        for _ in 0..<depth { chain = chain.map { $0 &+ 1 }.eraseToAnyPublisher() }
        return chain
    }

    /// Combine's bag is a `Set<AnyCancellable>` (`store(in:)`): its members are cancelled when it goes.
    static var disposeBag: ScaleCase {
        ScaleCase(name: "disposebag", unit: "store(in:) a Set of N, cancelled with the set") { n, target in
            let tally = Tally()
            var groups = (0..<structures(n, target)).map { _ in (0..<n).map { _ in AnyCancellable { tally.count += 1 } }
            }
            let expected = groups.count * n
            return ScaleTrial(
                operations: expected,
                measure: {
                    for index in groups.indices {
                        var bag: Set<AnyCancellable>? = []
                        for member in groups[index] { member.store(in: &bag!) }
                        // The set holds the only references now, so releasing it cancels every member.
                        groups[index] = []
                        bag = nil
                    }
                },
                finish: { check(tally.count, expected, "members cancelled") }
            )
        }
    }
}
