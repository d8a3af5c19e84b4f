import Reactive
import ReactiveTesting

extension Reference {
    /// `take(n)`: the first `count` elements, completing with the last; `take(0)` completes at
    /// the subscription without subscribing.
    static func take(_ events: Events, _ count: Int, subscribed: TestTime) -> Events {
        if count == 0 { return [.completed(subscribed)] }
        var taken = 0
        return walk(events) { event in
            guard case .next = event else { return stop(event) }
            taken += 1
            return taken == count ? ([event, .completed], true) : ([event], false)
        }
    }

    static func skip(_ events: Events, _ count: Int) -> Events {
        var seen = 0
        return walk(events) { event in
            guard case .next = event else { return stop(event) }
            seen += 1
            return (seen > count ? [event] : [], false)
        }
    }

    /// `take(while:)`: elements while the predicate holds; the first that fails completes the
    /// output, and is emitted first when `inclusive`.
    static func take(_ events: Events, while predicate: (Int) throws -> Bool, inclusive: Bool) -> Events {
        walk(events) { event in
            guard case .next(let element) = event else { return stop(event) }
            if try predicate(element) { return ([event], false) }
            return (inclusive ? [event, .completed] : [.completed], true)
        }
    }

    static func skip(_ events: Events, while predicate: (Int) throws -> Bool) -> Events {
        var skipping = true
        return walk(events) { event in
            guard case .next(let element) = event else { return stop(event) }
            if skipping { skipping = try predicate(element) }
            return (skipping ? [] : [event], false)
        }
    }

    /// `skip(m).take(n)` written as a slice of the elements: elements `m ..< m + n`, completing
    /// with element `m + n - 1`, or the source's stop event if it has fewer elements.
    static func slice(_ events: Events, skip: Int, take: Int, subscribed: TestTime) -> Events {
        if take == 0 { return [.completed(subscribed)] }
        let elements = events.filter { !$0.value.isStopEvent }
        let stop = events.filter { $0.value.isStopEvent }
        guard elements.count >= skip + take else {
            return Array(elements.dropFirst(skip)) + stop
        }
        let slice = Array(elements[skip..<(skip + take)])
        return slice + [.completed(slice[slice.count - 1].time)]
    }
}
