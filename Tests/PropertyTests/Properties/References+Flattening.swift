import Reactive
import ReactiveTesting

extension Reference {
    /// How a flattening operator treats an outer element while inner sequences run.
    enum Flattening {
        /// `flatMap`: subscribe to every inner at once.
        case merge
        /// `flatMapLatest`: dispose the running inner, subscribe to the new one.
        case latest
        /// `flatMapFirst`: drop outer elements while an inner runs.
        case first
        /// `concatMap` / `merge(maxConcurrent:)`: at most this many at once, the rest queued.
        case limited(Int)
    }

    /// A queue-of-actions simulation of the test scheduler for a flattening operator over a
    /// source and cold inner timelines: an action scheduled earlier runs first at a tick, so a
    /// hot source's events (scheduled at creation) precede everything else at their tick, and an
    /// inner's events come after everything scheduled before that inner was subscribed.
    ///
    /// `select` maps an outer element to the index of its inner timeline, or throws.
    static func flatten(
        _ source: TimelineSpec,
        inners: [TimelineSpec],
        mode: Flattening,
        subscribed: TestTime,
        select: (Int) throws -> Int
    ) -> Events {
        // An action: its key orders it (time, then when it was scheduled), and 0 is the source.
        var queue: [(key: [Int], subscription: Int, event: Event<Int>)] = []
        let sourceRank = source.temperature == .hot ? 0 : 1
        for (position, recorded) in source.seen(subscribedAt: subscribed).enumerated() {
            queue.append(([recorded.time, sourceRank, 0, position], 0, recorded.value))
        }
        var output: Events = []
        var subscriptions = 0
        var running: [Int] = []
        var waiting: [Int] = []
        var sourceDone = false

        func subscribe(_ index: Int, at time: TestTime) {
            subscriptions += 1
            running.append(subscriptions)
            for (position, recorded) in inners[index].events.enumerated() {
                queue.append(([time + recorded.time, 1, subscriptions, position], subscriptions, recorded.value))
            }
        }

        while let next = queue.indices.min(by: { queue[$0].key.lexicographicallyPrecedes(queue[$1].key) }) {
            let (key, subscription, event) = queue.remove(at: next)
            let time = key[0]
            if subscription == 0 {
                switch event {
                case .next(let element):
                    if case .first = mode, !running.isEmpty { continue }
                    let index: Int
                    do { index = try select(element) } catch { return output + [.error(time, error)] }
                    switch mode {
                    case .merge, .first: subscribe(index, at: time)
                    case .latest:
                        running = []
                        subscribe(index, at: time)
                    case .limited(let maximum):
                        if running.count < maximum { subscribe(index, at: time) } else { waiting.append(index) }
                    }
                case .error: return output + [Recorded(time: time, value: event)]
                case .completed:
                    sourceDone = true
                    if running.isEmpty && waiting.isEmpty { return output + [.completed(time)] }
                }
                continue
            }
            guard running.contains(subscription) else { continue }
            switch event {
            case .next: output.append(Recorded(time: time, value: event))
            case .error: return output + [Recorded(time: time, value: event)]
            case .completed:
                running.removeAll { $0 == subscription }
                if !waiting.isEmpty { subscribe(waiting.removeFirst(), at: time) }
                if sourceDone && running.isEmpty { return output + [.completed(time)] }
            }
        }
        return output
    }

    /// `throttle(k, latest:)`: an element after a quiet window is emitted at once and opens a
    /// window of `k` ticks; with `latest`, the last element of a window is emitted when it ends
    /// (opening the next); completion waits for a pending element; an error is immediate.
    static func throttle(_ events: Events, ticks: Int, latest: Bool) -> Events {
        var output: Events = []
        var lastSent: TestTime?
        var pending: Int?
        var completing = false
        func windowEnd() -> TestTime { (lastSent ?? 0) + ticks }
        for recorded in events {
            if let element = pending, windowEnd() < recorded.time {
                let end = windowEnd()
                output.append(.next(end, element))
                lastSent = end
                pending = nil
            }
            switch recorded.value {
            case .next(let element):
                if let last = lastSent, recorded.time < last + ticks {
                    if latest { pending = element }
                } else {
                    output.append(recorded)
                    lastSent = recorded.time
                    pending = nil
                }
            case .error: return output + [recorded]
            case .completed:
                guard pending != nil else { return output + [recorded] }
                completing = true
            }
        }
        if let element = pending {
            output.append(.next(windowEnd(), element))
            if completing { output.append(.completed(windowEnd())) }
        }
        return output
    }
}
