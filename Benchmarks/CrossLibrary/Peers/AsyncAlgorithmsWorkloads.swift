import AsyncAlgorithms
import Dispatch
import Synchronization

// The peer workloads in plain Swift concurrency with swift-async-algorithms, as a team that picks
// async/await writes them: `AsyncChannel` for a hot source (its `send` returns once a consumer has
// taken the element, the closest thing to a subject's synchronous `onNext`), async-algorithms'
// operators where they exist, tasks on the default global executor. RxWorkloads.swift has the same
// workloads in RxSwift's words. scripts/compat/cross-benchmark.sh --peers builds it.
//
// Each trial runs in a task while the calling thread waits; its time is the whole process's CPU time
// and its instructions are counted on every thread, so the producer's and the consumers' tasks, their
// switches and the executor's threads are all in the cost of an element delivered end to end.
//
// Not built here: `debounce-virtual`. async-algorithms' `debounce` sleeps on a `Clock` inside tasks
// of its own; a virtual clock would have to know when those tasks went to sleep before it could
// advance, which no clock in the library or the standard library does, and a real clock measures
// the sleeping.

/// The workloads of the four-peer comparison, in the order the tables list them.
enum Workloads {
    static var all: [Workload] {
        [
            subjectMapFilter, rangeMapFilterReduce, flatMapLatestJust, mergeTwoHot, shareReplay1To10,
            subscribeDisposeChain3, combineLatestTwo,
        ]
    }

    /// A workload whose trial is `body`, run in a task while the measuring thread waits, checked by `verdict`.
    private static func asynchronous(
        _ name: String,
        unit: String,
        elements: Int,
        _ body: @escaping @Sendable (Int) async -> Tally,
        verdict: @escaping (Tally, Int) -> String?
    ) -> Workload {
        Workload(name: name, unit: unit, elements: elements, everyThread: true) { count in
            var tally: Tally?
            return Trial(
                measure: { tally = blocking { await body(count) } },
                finish: { tally.map { verdict($0, count) } ?? "the trial never ran" }
            )
        }
    }

    static var subjectMapFilter: Workload {
        asynchronous("subject-map-filter", unit: "event", elements: 300_000) { count in
            let channel = AsyncChannel<Int>()
            async let tally = consume(channel.map(Chain.transform).filter(Chain.keep))
            for value in 0..<count { await channel.send(value) }
            channel.finish()
            return await tally
        } verdict: { tally, count in
            check(tally.sum, Chain.expectedSum(count), "sum")
        }
    }

    static var rangeMapFilterReduce: Workload {
        asynchronous("range-map-filter-reduce", unit: "event", elements: 50_000) { count in
            let sum = await (0..<count).async.map(Chain.transform).filter(Chain.keep).reduce(0, &+)
            return Tally(sum: sum, count: 1, last: sum)
        } verdict: { tally, count in
            check(tally.sum, Chain.expectedSum(count), "sum")
        }
    }

    /// Hand-written, the way async/await code switches to the latest: each element cancels the task of
    /// the previous one and starts a task that iterates its one-element sequence into the output.
    /// async-algorithms 1.1.4 has a `flatMapLatest` in its source (marked for 1.3), but it hung (no
    /// progress, no CPU) in four of five runs of 1,000 elements here, so it is not what is measured.
    /// An inner can be cancelled by the next element before it delivers (switch-to-latest's
    /// contract), so the check is that the last one arrives and the sum is no more than all of them.
    static var flatMapLatestJust: Workload {
        asynchronous("flatMapLatest-just", unit: "switch", elements: 100_000) { count in
            let channel = AsyncChannel<Int>()
            let (output, deliver) = AsyncStream<Int>.makeStream()
            async let tally = consume(output)
            async let switched: Void = {
                var inner: Task<Void, Never>?
                for await value in channel {
                    inner?.cancel()
                    inner = Task {
                        for await element in [value].async {
                            if Task.isCancelled { return }
                            deliver.yield(element)
                        }
                    }
                }
                await inner?.value
                deliver.finish()
            }()
            for value in 0..<count { await channel.send(value) }
            channel.finish()
            await switched
            return await tally
        } verdict: { tally, count in
            check(tally.last, count - 1, "last value")
                ?? (tally.sum <= Chain.triangle(count) ? nil : "sum \(tally.sum) above \(Chain.triangle(count))")
        }
    }

    /// Two hot sources merged; even values go into the first, odd values into the second.
    static var mergeTwoHot: Workload {
        asynchronous("merge-2-hot", unit: "event", elements: 300_000) { count in
            let first = AsyncChannel<Int>()
            let second = AsyncChannel<Int>()
            async let tally = consume(merge(first, second))
            for value in 0..<count {
                if value & 1 == 0 { await first.send(value) } else { await second.send(value) }
            }
            first.finish()
            second.finish()
            return await tally
        } verdict: { tally, count in
            check(tally.sum, Chain.triangle(count), "sum")
        }
    }

    /// async-algorithms' `share()` (1.1, a buffer of one by default) iterated by ten tasks, each of
    /// which has joined the share before the first element is sent. A task joins with its first
    /// `next()`, not when it makes its iterator, so the producer sends warm-up values (-1, skipped by
    /// the tally) until every task has received one: signalling after making the iterator let the
    /// producer start, and even finish, before a slow task had joined (a wrong sum under load).
    static var shareReplay1To10: Workload {
        asynchronous("share-replay1-10-subscribers", unit: "onNext to 10", elements: 100_000) { count in
            let channel = AsyncChannel<Int>()
            let shared = channel.share()
            let joined = JoinCount()
            return await withTaskGroup(of: Tally.self) { group in
                for _ in 0..<10 {
                    group.addTask {
                        var iterator = shared.makeAsyncIterator()
                        var tally = Tally()
                        var hasJoined = false
                        while let value = await iterator.next(isolation: nil) {
                            guard value >= 0 else {
                                if !hasJoined {
                                    hasJoined = true
                                    joined.count.withLock { $0 += 1 }
                                }
                                continue
                            }
                            tally.add(value)
                        }
                        return tally
                    }
                }
                while joined.count.withLock({ $0 }) < 10 { await channel.send(-1) }
                for value in 0..<count { await channel.send(value) }
                channel.finish()
                var total = Tally()
                for await tally in group { total.sum &+= tally.sum }
                return total
            }
        } verdict: { tally, count in
            check(tally.sum, 10 * Chain.triangle(count), "sum")
        }
    }

    /// Not the same work, the closest there is: a task iterating a three-operator chain over a channel
    /// is started and cancelled (async/await has no subscription to dispose; cancelling the consuming
    /// task is how it stops listening), and awaited so that each one is gone before the next.
    static var subscribeDisposeChain3: Workload {
        asynchronous("subscribe-dispose-chain3", unit: "subscribe+dispose", elements: 30_000) { count in
            let channel = AsyncChannel<Int>()
            var tally = Tally()
            for _ in 0..<count {
                let consumer = Task {
                    await consume(channel.map(Chain.transform).filter(Chain.keep).map { $0 &+ 1 })
                }
                consumer.cancel()
                let delivered = await consumer.value
                tally.count += 1
                tally.sum &+= delivered.count
            }
            channel.finish()
            return tally
        } verdict: { tally, count in
            check(tally.count, count, "consumers started and stopped") ?? check(tally.sum, 0, "values delivered")
        }
    }

    /// Even values into the first channel, odd into the second. async-algorithms' `combineLatest` is
    /// pulled: it combines when its consumer asks, so a pair that changes twice between two requests
    /// is delivered once. The check is that the final pair arrives and nothing more often than per event.
    static var combineLatestTwo: Workload {
        asynchronous("combineLatest-2", unit: "event", elements: 300_000) { count in
            let first = AsyncChannel<Int>()
            let second = AsyncChannel<Int>()
            async let tally = consume(combineLatest(first, second).map { $0 &+ $1 })
            for value in 0..<count {
                if value & 1 == 0 { await first.send(value) } else { await second.send(value) }
            }
            first.finish()
            second.finish()
            return await tally
        } verdict: { tally, count in
            check(tally.last, Chain.combineLatestLast(count), "last value")
                ?? (tally.count < count ? nil : "\(tally.count) values for \(count) events")
        }
    }
}

/// What a consumer saw: the sum, how many values, the last one, and whether they only increased.
struct Tally: Sendable {
    var sum = 0
    var count = 0
    var last = Int.min
    var ordered = true

    mutating func add(_ value: Int) {
        if value <= last { ordered = false }
        sum &+= value
        count += 1
        last = value
    }
}

/// Iterates `sequence` to its end, tallying what it delivers.
func consume<Sequence: AsyncSequence<Int, Never>>(_ sequence: Sequence) async -> Tally {
    var tally = Tally()
    for await value in sequence { tally.add(value) }
    return tally
}

/// How many of `shareReplay1To10`'s tasks have joined the share.
final class JoinCount: Sendable {
    let count = Mutex(0)
}
