import Reactive
import ReactiveTesting

extension Reference {
    /// `merge`: every stream's elements in arrival order; the first error ends the output, and it
    /// completes when every stream has completed.
    static func merge(_ streams: [Arrival.Stream]) -> Events {
        var output: Events = []
        var completed = 0
        for (_, recorded) in Arrival.interleave(streams) {
            switch recorded.value {
            case .next: output.append(recorded)
            case .error:
                output.append(recorded)
                return output
            case .completed:
                completed += 1
                if completed == streams.count {
                    output.append(recorded)
                    return output
                }
            }
        }
        return output
    }

    /// `concat`: the first sequence, then — from the tick it completes — the cold second one.
    static func concat(_ first: Events, then second: TimelineSpec) -> Events {
        var output: Events = []
        for recorded in first {
            switch recorded.value {
            case .next: output.append(recorded)
            case .error:
                output.append(recorded)
                return output
            case .completed:
                return output + second.seen(subscribedAt: recorded.time)
            }
        }
        return output
    }

    /// `take(until: other)`: the source until `other`'s first element, which completes the
    /// output; `other`'s error fails it and its completion changes nothing.
    static func take(_ source: Arrival.Stream, until other: Arrival.Stream) -> Events {
        var output: Events = []
        for (stream, recorded) in Arrival.interleave([source, other]) {
            if stream == 0 {
                output.append(recorded)
                if recorded.value.isStopEvent { return output }
                continue
            }
            switch recorded.value {
            case .next: return output + [.completed(recorded.time)]
            case .error: return output + [recorded]
            case .completed: continue
            }
        }
        return output
    }

    /// `skip(until: other)`: the source's elements once `other` has emitted; `other` is no longer
    /// listened to after its first element or its completion; the source completing while the
    /// gate is closed ends the output without an event.
    static func skip(_ source: Arrival.Stream, until other: Arrival.Stream) -> Events {
        var output: Events = []
        var open = false
        var listening = true
        for (stream, recorded) in Arrival.interleave([source, other]) {
            if stream == 0 {
                switch recorded.value {
                case .next: if open { output.append(recorded) }
                case .error: return output + [recorded]
                case .completed: return open ? output + [recorded] : output
                }
                continue
            }
            guard listening else { continue }
            switch recorded.value {
            case .next:
                open = true
                listening = false
            case .error: return output + [recorded]
            case .completed: listening = false
            }
        }
        return output
    }

    /// `sample(sampler, defaultValue:)`: at each sampler element, the newest source element
    /// since the previous tick (or the default); the sampler's completion is a last tick, and
    /// the first tick after the source completed completes the output.
    static func sample(_ source: Arrival.Stream, sampler: Arrival.Stream, defaultValue: Int?) -> Events {
        var output: Events = []
        var latest: Int?
        var sourceDone = false
        for (stream, recorded) in Arrival.interleave([source, sampler]) {
            let time = recorded.time
            if stream == 0 {
                switch recorded.value {
                case .next(let element): latest = element
                case .error: return output + [recorded]
                case .completed: sourceDone = true
                }
                continue
            }
            if case .error = recorded.value { return output + [recorded] }
            if let element = latest ?? defaultValue {
                output.append(.next(time, element))
                latest = nil
            }
            if sourceDone || recorded.value.isStopEvent { return output + [.completed(time)] }
        }
        return output
    }

    /// `retry(n)`: resubscribes at each error until `n` subscriptions in all, forwarding the last
    /// error. A hot source has nothing left after its error, so a resubscription to it waits.
    static func retry(_ source: TimelineSpec, attempts: Int, subscribed: TestTime) -> Events {
        var output: Events = []
        var start = subscribed
        for attempt in 1...attempts {
            let seen = attempt == 1 || source.temperature == .cold ? source.seen(subscribedAt: start) : []
            var failedAt: TestTime?
            for recorded in seen {
                switch recorded.value {
                case .next: output.append(recorded)
                case .completed: return output + [recorded]
                case .error:
                    if attempt == attempts { return output + [recorded] }
                    failedAt = recorded.time
                }
                if failedAt != nil { break }
            }
            guard let failedAt else { return output }
            start = failedAt
        }
        return output
    }

    /// `catch { _ in t0 }` with a cold `t0`: the source, then from its error on, `t0`.
    static func `catch`(_ events: Events, recovery: TimelineSpec) -> Events {
        var output: Events = []
        for recorded in events {
            guard case .error = recorded.value else {
                output.append(recorded)
                continue
            }
            return output + recovery.seen(subscribedAt: recorded.time)
        }
        return output
    }
}
