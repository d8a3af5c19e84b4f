import AsyncAlgorithms
import Dispatch

// The scaling cases in plain Swift concurrency with swift-async-algorithms, as async/await code
// writes them: a subject with N subscribers is an `AsyncChannel` shared (`share()`, 1.1) by N
// consumer tasks; unsubscribing is cancelling a consumer's task; a flatMap of N live sources is a
// task group with one child per source; a concat is the standard library's sequential `flatMap`.
// Every case's work runs on the global executor's threads, so its time is the process's CPU time and
// its instructions are counted on every thread (callgrind's instrumentation is on only around the
// measured region): task creation, switches and completion are in the cost of an operation.
//
// The generated package compiles this file in the Swift 5 language mode: the benchmark hands
// non-Sendable sequences and the harness's reference types to tasks it then waits for, which the
// Swift 6 checker cannot see is safe; the mode changes no code that runs.
//
// Not built here, because plain Swift concurrency has no counterpart that is the same work:
// `composite-remove` (no container of cancellation handles: a task is cancelled through its own
// handle, and a dictionary of them would measure `Dictionary`), `replay` (`share()` buffers for slow
// consumers and replays nothing to a late one), `disposebag` (a task group cancels its children
// when asked, but holds tasks, not cancellables: the cost would be N task starts, as in `subscribe`).

/// The scaling cases, in the order the page lists them.
enum ScaleCases {
    static var all: [ScaleCase] { [subjectDispose, subscribe, fanOut, flatMapAlive, concat, mapChain] }

    /// One channel shared by consumer tasks; each consumer sums what it receives.
    final class Shared<Sequence: AsyncSequence<Int, Never> & Sendable> {
        let channel: AsyncChannel<Int>
        let shared: Sequence
        var consumers: [Task<Int, Never>] = []

        init(_ channel: AsyncChannel<Int>, _ shared: Sequence) {
            self.channel = channel
            self.shared = shared
        }

        /// Starts `count` consumers and returns once each has joined the share (made its iterator).
        /// A consumer that receives `last` signals `received`.
        func join(_ count: Int, last: Int? = nil, received: DispatchSemaphore? = nil) {
            let joined = DispatchSemaphore(value: 0)
            consumers.reserveCapacity(consumers.count + count)
            for _ in 0..<count {
                consumers.append(
                    Task { [shared] in
                        var iterator = shared.makeAsyncIterator()
                        joined.signal()
                        var sum = 0
                        while let value = await iterator.next(isolation: nil) {
                            sum &+= value
                            if value == last { received?.signal() }
                        }
                        return sum
                    }
                )
            }
            for _ in 0..<count { joined.wait() }
        }

        /// Ends the channel and returns what every consumer summed.
        func close() async -> Int {
            channel.finish()
            var sum = 0
            for consumer in consumers { sum &+= await consumer.value }
            return sum
        }
    }

    /// A channel and its `share()`, with no consumer yet.
    static func sharedChannel() -> Shared<some AsyncSequence<Int, Never> & Sendable> {
        let channel = AsyncChannel<Int>()
        return Shared(channel, channel.share())
    }

    static var subjectDispose: ScaleCase {
        ScaleCase(name: "subject-dispose", unit: "cancel of one of N consumer tasks of a share()", everyThread: true) {
            n,
            target in
            let groups = (0..<structures(n, target)).map { _ in sharedChannel() }
            for group in groups { group.join(n) }
            let order = shuffled(n)
            let measured = min(n, target)
            var sum = -1
            return ScaleTrial(
                operations: groups.count * measured,
                measure: {
                    sum = blocking {
                        var sum = 0
                        for group in groups {
                            for index in order.prefix(measured) { group.consumers[index].cancel() }
                            for index in order.prefix(measured) { sum &+= await group.consumers[index].value }
                        }
                        return sum
                    }
                },
                finish: {
                    let rest = blocking {
                        var sum = 0
                        for group in groups { sum &+= await group.close() }
                        return sum
                    }
                    return check(sum, 0, "values received by cancelled consumers") ?? check(rest, 0, "values received")
                }
            )
        }
    }

    static var subscribe: ScaleCase {
        ScaleCase(name: "subscribe", unit: "consumer task joining a share() of N", everyThread: true) { n, target in
            let groups = (0..<structures(n, target)).map { _ in sharedChannel() }
            for group in groups { group.join(n) }
            let measured = min(n, target)
            return ScaleTrial(
                operations: groups.count * measured,
                measure: { for group in groups { group.join(measured) } },
                finish: {
                    let sum = blocking {
                        var sum = 0
                        for group in groups {
                            await group.channel.send(1)
                            sum &+= await group.close()
                        }
                        return sum
                    }
                    return check(sum, groups.count * (n + measured), "deliveries of one event to every consumer")
                }
            )
        } hold: { n, meter in
            let group = sharedChannel()
            group.consumers.reserveCapacity(n)
            meter.start()
            group.join(n)
            meter.stop()
            let sum = blocking {
                await group.channel.send(1)
                return await group.close()
            }
            return check(sum, n, "deliveries of one event")
        }
    }

    /// One operation is one element received by one of `n` consumers; the measured region ends when
    /// every consumer has received the last one (each signals it), not when they are torn down.
    static var fanOut: ScaleCase {
        ScaleCase(name: "fan-out", unit: "delivery to one of N consumer tasks", everyThread: true) { n, target in
            let events = structures(n, target)
            let received = DispatchSemaphore(value: 0)
            let group = sharedChannel()
            group.join(n, last: events - 1, received: received)
            return ScaleTrial(
                operations: events * n,
                measure: {
                    blocking { for value in 0..<events { await group.channel.send(value) } }
                    for _ in 0..<n { received.wait() }
                },
                finish: { check(blocking { await group.close() }, n * triangle(events), "sum") }
            )
        }
    }

    /// A task group with one child per channel, each forwarding into one stream: one operation is
    /// one child (started, one event through it, cancelled with the group).
    static var flatMapAlive: ScaleCase {
        ScaleCase(name: "flatMap-alive", unit: "child of a task group of N (one event, cancelled)", everyThread: true) {
            n,
            target in
            let groups = (0..<structures(n, target)).map { _ in (0..<n).map { _ in AsyncChannel<Int>() } }
            var sum = -1
            return ScaleTrial(
                operations: groups.count * n,
                measure: {
                    sum = blocking {
                        var sum = 0
                        for channels in groups { sum &+= await merged(channels, meter: nil) }
                        return sum
                    }
                },
                finish: { check(sum, groups.count * triangle(n), "sum") }
            )
        } hold: { n, meter in
            let channels = (0..<n).map { _ in AsyncChannel<Int>() }
            return check(blocking { await merged(channels, meter: meter) }, triangle(n), "sum")
        }
    }

    /// Merges `channels` in a task group, sends `index` into each, cancels the group and returns the sum.
    private static func merged(_ channels: [AsyncChannel<Int>], meter: Meter?) async -> Int {
        let (output, continuation) = AsyncStream<Int>.makeStream()
        async let total: Int = {
            var sum = 0
            for await value in output { sum &+= value }
            return sum
        }()
        meter?.start()
        await withTaskGroup(of: Void.self) { group in
            for channel in channels {
                group.addTask { for await value in channel { continuation.yield(value) } }
            }
            // A send returns once a child has taken the value, so every child is running by the last one.
            for (index, channel) in channels.enumerated() {
                await channel.send(index)
                if index == channels.count - 1 { meter?.stop() }
            }
            group.cancelAll()
        }
        continuation.finish()
        return await total
    }

    static var concat: ScaleCase {
        ScaleCase(name: "concat", unit: "source of a sequential flatMap of N", everyThread: true) { n, target in
            let groups = (0..<structures(n, target)).map { _ in (0..<n).map { [$0].async } }
            var sum = -1
            return ScaleTrial(
                operations: groups.count * n,
                measure: {
                    sum = blocking {
                        var sum = 0
                        for sources in groups {
                            for await value in sources.async.flatMap({ $0 }) { sum &+= value }
                        }
                        return sum
                    }
                },
                finish: { check(sum, groups.count * triangle(n), "sum") }
            )
        } hold: { n, meter in
            let sources = (0..<n).map { [$0].async }
            let sum = blocking {
                var sum = 0
                meter.start()
                var iterator = sources.async.flatMap({ $0 }).makeAsyncIterator()
                meter.stop()
                while let value = await iterator.next(isolation: nil) { sum &+= value }
                return sum
            }
            return check(sum, triangle(n), "sum")
        }
    }

    /// A chain whose depth is known only at run time: each `map` wraps the previous chain as an
    /// `any AsyncSequence<Int, Never>`, as async code that composes in a loop must.
    static var mapChain: ScaleCase {
        ScaleCase(name: "map-chain", unit: "operator of a chain of N maps (iterated, one element)", everyThread: true) {
            n,
            target in
            let chains = (0..<structures(n, target)).map { _ in chain(of: n) }
            var sum = -1
            return ScaleTrial(
                operations: chains.count * n,
                measure: {
                    sum = blocking {
                        var sum = 0
                        for chain in chains { sum &+= await first(of: chain) }
                        return sum
                    }
                },
                finish: { check(sum, chains.count * n, "sum") }
            )
        } hold: { n, meter in
            let sum = blocking {
                meter.start()
                let built = chain(of: n)
                var iterator = built.makeAsyncIterator()
                meter.stop()
                var sum = 0
                while let value = await iterator.next(isolation: nil) { sum &+= value }
                return sum
            }
            return check(sum, n, "sum")
        }
    }

    private static func chain(of depth: Int) -> any AsyncSequence<Int, Never> {
        var chain: any AsyncSequence<Int, Never> = [0].async
        for _ in 0..<depth { chain = mapped(chain) }
        return chain
    }

    private static func mapped<Base: AsyncSequence<Int, Never>>(_ base: Base) -> any AsyncSequence<Int, Never> {
        base.map { $0 &+ 1 }
    }

    private static func first(of chain: any AsyncSequence<Int, Never>) async -> Int {
        var sum = 0
        var iterator = chain.makeAsyncIterator()
        while let value = await iterator.next(isolation: nil) { sum &+= value }
        return sum
    }
}
