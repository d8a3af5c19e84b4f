import Reactive
import ReactiveTesting

/// Timing references take hot sources: a hot observable schedules its events when created, so at
/// a tick where a timer is also due, the source's event runs first.
extension Reference {
    /// `delay(k)`: elements and completion `k` ticks later, but each at least a tick after the
    /// one before (a timer delivers one event, as in RxSwift); an error at once, dropping what
    /// has not been delivered before it.
    static func delay(_ events: Events, by ticks: Int) -> Events {
        var output: Events = []
        for recorded in events {
            if case .error = recorded.value {
                return output.filter { $0.time < recorded.time } + [recorded]
            }
            let due = max(recorded.time + ticks, (output.last?.time ?? .min) + 1)
            output.append(Recorded(time: due, value: recorded.value))
        }
        return output
    }

    /// `debounce(k)`: an element once `k` ticks pass without another; completion emits the
    /// pending element at once; an error drops it.
    static func debounce(_ events: Events, by ticks: Int) -> Events {
        var output: Events = []
        var pending: (element: Int, due: TestTime)?
        for recorded in events {
            if let waiting = pending, waiting.due < recorded.time {
                output.append(.next(waiting.due, waiting.element))
                pending = nil
            }
            switch recorded.value {
            case .next(let element): pending = (element, recorded.time + ticks)
            case .error: return output + [recorded]
            case .completed:
                if let waiting = pending { output.append(.next(recorded.time, waiting.element)) }
                return output + [recorded]
            }
        }
        if let waiting = pending { output.append(.next(waiting.due, waiting.element)) }
        return output
    }

    /// `buffer(timeSpan: k, count: c)`: windows that close after `k` ticks or `c` elements,
    /// each closing emitting its elements (possibly none) and opening the next; completion
    /// emits the open window; an error drops it. Runs windows on until `horizon`.
    static func buffer(_ events: Events, ticks: Int, count: Int, subscribed: TestTime, horizon: TestTime)
        -> [Recorded<Event<[Int]>>]
    {
        var output: [Recorded<Event<[Int]>>] = []
        var window: [Int] = []
        var due = subscribed + ticks
        for recorded in events {
            while due < recorded.time {
                output.append(.next(due, window))
                window = []
                due += ticks
            }
            switch recorded.value {
            case .next(let element):
                window.append(element)
                if window.count == count {
                    output.append(.next(recorded.time, window))
                    window = []
                    due = recorded.time + ticks
                }
            case .error(let error): return output + [.error(recorded.time, error)]
            case .completed: return output + [.next(recorded.time, window), .completed(recorded.time)]
            }
        }
        while due < horizon {
            output.append(.next(due, window))
            window = []
            due += ticks
        }
        return output
    }

    /// `timeout(k)`: the source, failing with `RxError.timeout` when `k` ticks pass after the
    /// subscription or an element without another event.
    static func timeout(_ events: Events, ticks: Int, subscribed: TestTime) -> Events {
        var output: Events = []
        var deadline = subscribed + ticks
        for recorded in events {
            if recorded.time > deadline { return output + [.error(deadline, RxError.timeout)] }
            output.append(recorded)
            if recorded.value.isStopEvent { return output }
            deadline = recorded.time + ticks
        }
        return output + [.error(deadline, RxError.timeout)]
    }

    /// `observe(on:)` on a test scheduler: each event one hop (one tick) after it arrived, in
    /// order, one delivery per tick, so events that arrive together leave on consecutive ticks.
    static func observeOn(_ events: Events) -> Events {
        var output: Events = []
        for recorded in events {
            let time = max(recorded.time + 1, (output.last?.time ?? Int.min) + 1)
            output.append(Recorded(time: time, value: recorded.value))
        }
        return output
    }

    /// `subscribe(on:)` on a test scheduler: the source is subscribed one tick late, after the
    /// hot events of that tick have already run.
    static func subscribeOn(_ source: TimelineSpec, subscribed: TestTime) -> Events {
        let late = subscribed + 1
        switch source.temperature {
        case .hot: return source.events.filter { $0.time > late }
        case .cold: return source.seen(subscribedAt: late)
        }
    }
}
