import OpenCombine

// The peer workloads in Combine's API, against OpenCombine (the same API on Linux), as a Combine user
// writes them; RxWorkloads.swift has the same workloads in RxSwift's words, and the comments say where
// Combine has no operator of the same name. scripts/compat/cross-benchmark.sh --peers builds it.
//
// Not built here: `combineLatest-2` (OpenCombine 0.14 has no combineLatest; a hand-written one would
// measure this file, not the library).

/// The workloads of the four-peer comparison, in the order the tables list them.
enum Workloads {
    static var all: [Workload] {
        [
            subjectMapFilter, rangeMapFilterReduce, flatMapLatestJust, mergeTwoHot, shareReplay1To10,
            subscribeDisposeChain3, debounceVirtual,
        ]
    }

    static var subjectMapFilter: Workload {
        Workload(name: "subject-map-filter", unit: "event", elements: 300_000) { count in
            let subject = PassthroughSubject<Int, Never>()
            let accumulator = Accumulator()
            let subscription = subject.map(Chain.transform).filter(Chain.keep).sink { accumulator.sum &+= $0 }
            return Trial(
                measure: { for value in 0..<count { subject.send(value) } },
                finish: {
                    subscription.cancel()
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
                    _ = (0..<count).publisher.map(Chain.transform).filter(Chain.keep).reduce(0, &+)
                        .sink { accumulator.sum = $0 }
                },
                finish: { check(accumulator.sum, Chain.expectedSum(count), "sum") }
            )
        }
    }

    /// Combine's flatMapLatest is `map` + `switchToLatest()`.
    static var flatMapLatestJust: Workload {
        Workload(name: "flatMapLatest-just", unit: "switch", elements: 100_000) { count in
            let subject = PassthroughSubject<Int, Never>()
            let accumulator = Accumulator()
            let subscription = subject.map { Just($0) }.switchToLatest().sink { accumulator.sum &+= $0 }
            return Trial(
                measure: { for value in 0..<count { subject.send(value) } },
                finish: {
                    subscription.cancel()
                    return check(accumulator.sum, Chain.triangle(count), "sum")
                }
            )
        }
    }

    /// OpenCombine 0.14 has no `merge(with:)`; its equivalent is a `flatMap` over the two publishers.
    static var mergeTwoHot: Workload {
        Workload(name: "merge-2-hot", unit: "event", elements: 300_000) { count in
            let first = PassthroughSubject<Int, Never>()
            let second = PassthroughSubject<Int, Never>()
            let accumulator = Accumulator()
            let subscription = [first, second].publisher.flatMap { $0 }.sink { accumulator.sum &+= $0 }
            return Trial(
                measure: {
                    for value in 0..<count {
                        if value & 1 == 0 { first.send(value) } else { second.send(value) }
                    }
                },
                finish: {
                    subscription.cancel()
                    return check(accumulator.sum, Chain.triangle(count), "sum")
                }
            )
        }
    }

    /// Combine has no replaying share: `share()` (multicast through a subject, connected on the first
    /// subscriber) delivers the same here, since all ten subscribe before the first element.
    static var shareReplay1To10: Workload {
        Workload(name: "share-replay1-10-subscribers", unit: "onNext to 10", elements: 100_000) { count in
            let subject = PassthroughSubject<Int, Never>()
            let shared = subject.share()
            let accumulator = Accumulator()
            let subscriptions = (0..<10).map { _ in shared.sink { accumulator.sum &+= $0 } }
            return Trial(
                measure: { for value in 0..<count { subject.send(value) } },
                finish: {
                    for subscription in subscriptions { subscription.cancel() }
                    return check(accumulator.sum, 10 * Chain.triangle(count), "sum")
                }
            )
        }
    }

    /// A subject has no `hasObservers` in Combine: the last subscription is checked by sending through
    /// it before it is cancelled, and after the loop a value sent must reach nobody.
    static var subscribeDisposeChain3: Workload {
        Workload(name: "subscribe-dispose-chain3", unit: "subscribe+dispose", elements: 30_000) { count in
            let subject = PassthroughSubject<Int, Never>()
            let accumulator = Accumulator()
            let chain = subject.map(Chain.transform).filter(Chain.keep).map { $0 &+ 1 }
            return Trial(
                measure: {
                    for index in 0..<count {
                        let subscription = chain.sink { accumulator.sum &+= $0 }
                        if index == count - 1 { subject.send(2) }
                        subscription.cancel()
                    }
                },
                finish: {
                    subject.send(4)
                    return check(accumulator.sum, 7, "values that reached the last subscription and nobody after it")
                }
            )
        }
    }

    /// Events 10 ms apart through a 5 ms debounce on a virtual clock: every event schedules a timer that fires.
    static var debounceVirtual: Workload {
        Workload(name: "debounce-virtual", unit: "event", elements: 100_000) { count in
            let scheduler = VirtualScheduler()
            let subject = PassthroughSubject<Int, Never>()
            let accumulator = Accumulator()
            let subscription = subject.debounce(for: .milliseconds(5), scheduler: scheduler)
                .sink { accumulator.sum &+= $0 }
            return Trial(
                measure: {
                    for value in 0..<count {
                        scheduler.advance(to: value * 10)
                        subject.send(value)
                    }
                    scheduler.advance(to: count * 10 + 10)
                },
                finish: {
                    subscription.cancel()
                    return check(accumulator.sum, Chain.triangle(count), "sum")
                }
            )
        }
    }
}

/// OpenCombine ships no virtual-time scheduler (Combine users take one from a test library, such as
/// combine-schedulers' `TestScheduler`); this is the usual minimal one: a clock in milliseconds and
/// the actions due, run in order of due time (then of scheduling) when the clock is advanced.
final class VirtualScheduler: Scheduler {
    /// One tick is one millisecond, the unit of `RxWorkloads.swift`'s `MillisecondConverter`.
    struct Time: Strideable {
        var tick: Int
        func distance(to other: Time) -> Stride { Stride(ticks: other.tick - tick) }
        func advanced(by stride: Stride) -> Time { Time(tick: tick + stride.ticks) }
    }

    /// A span of virtual time, in ticks (milliseconds).
    struct Stride: Comparable, SignedNumeric, SchedulerTimeIntervalConvertible {
        var ticks: Int

        init(ticks: Int) { self.ticks = ticks }
        init(integerLiteral value: Int) { ticks = value }
        init?<Source: BinaryInteger>(exactly source: Source) {
            guard let ticks = Int(exactly: source) else { return nil }
            self.ticks = ticks
        }

        var magnitude: Int { abs(ticks) }

        static func seconds(_ s: Int) -> Stride { Stride(ticks: s * 1000) }
        static func seconds(_ s: Double) -> Stride { Stride(ticks: Int((s * 1000).rounded())) }
        static func milliseconds(_ ms: Int) -> Stride { Stride(ticks: ms) }
        static func microseconds(_ us: Int) -> Stride { Stride(ticks: us / 1000) }
        static func nanoseconds(_ ns: Int) -> Stride { Stride(ticks: ns / 1_000_000) }

        static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.ticks < rhs.ticks }
        static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(ticks: lhs.ticks + rhs.ticks) }
        static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(ticks: lhs.ticks - rhs.ticks) }
        static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(ticks: lhs.ticks * rhs.ticks) }
        static func *= (lhs: inout Stride, rhs: Stride) { lhs.ticks *= rhs.ticks }
    }

    typealias SchedulerTimeType = Time
    typealias SchedulerOptions = Never

    private struct Action {
        let due: Int
        let order: Int
        /// Set for a repeating action: its period, and the flag its cancellable sets.
        let repeating: (interval: Int, cancelled: Flag)?
        let run: () -> Void
    }

    /// A cancellation flag shared by a repeating action and the cancellable returned for it.
    final class Flag {
        var raised = false
    }

    private(set) var now = Time(tick: 0)
    var minimumTolerance: Time.Stride { 0 }
    private var pending: [Action] = []
    private var scheduled = 0

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now.tick, repeating: nil, action)
    }

    func schedule(after date: Time, tolerance: Time.Stride, options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: date.tick, repeating: nil, action)
    }

    /// OpenCombine's debounce schedules its timer this way, and cancels it when it has fired once.
    func schedule(
        after date: Time,
        interval: Time.Stride,
        tolerance: Time.Stride,
        options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let flag = Flag()
        enqueue(at: date.tick, repeating: (max(1, interval.ticks), flag), action)
        return AnyCancellable { flag.raised = true }
    }

    /// Runs every action due up to `tick`, in order, with the clock set to each one's due time.
    func advance(to tick: Int) {
        while let next = pending.indices.min(by: { earlier(pending[$0], pending[$1]) }), pending[next].due <= tick {
            let action = pending.remove(at: next)
            if let repeating = action.repeating {
                if repeating.cancelled.raised { continue }
                enqueue(at: action.due + repeating.interval, repeating: repeating, action.run)
            }
            now = Time(tick: max(now.tick, action.due))
            action.run()
        }
        now = Time(tick: max(now.tick, tick))
    }

    private func enqueue(at due: Int, repeating: (interval: Int, cancelled: Flag)?, _ action: @escaping () -> Void) {
        scheduled += 1
        pending.append(Action(due: due, order: scheduled, repeating: repeating, run: action))
    }

    private func earlier(_ lhs: Action, _ rhs: Action) -> Bool {
        (lhs.due, lhs.order) < (rhs.due, rhs.order)
    }
}
