import Reactive
import ReactiveTesting

/// Deliberately naive reference implementations of operators, on plain arrays of the events a
/// subscriber at `subscribed` would receive from the source (absolute times, never disposed).
/// Each is a loop over the events, written from the operator's documentation, not its source.
enum Reference {
    /// Walks `events` in order; `step` returns the outputs for one event, stamped with its time,
    /// and whether the output has ended. A closure that throws ends the output with its error.
    static func walk<Output>(
        _ events: Events,
        _ step: (Event<Int>) throws -> (outputs: [Event<Output>], ends: Bool)
    ) -> [Recorded<Event<Output>>] {
        var output: [Recorded<Event<Output>>] = []
        for recorded in events {
            do {
                let (outputs, ends) = try step(recorded.value)
                output += outputs.map { Recorded(time: recorded.time, value: $0) }
                if ends { return output }
            } catch {
                output.append(Recorded(time: recorded.time, value: .error(error)))
                return output
            }
        }
        return output
    }

    /// The stop event itself, as an output of any element type.
    static func stop<Output>(_ event: Event<Int>) -> (outputs: [Event<Output>], ends: Bool) {
        switch event {
        case .next: return ([], false)
        case .error(let error): return ([.error(error)], true)
        case .completed: return ([.completed], true)
        }
    }

    static func map(_ events: Events, _ transform: (Int) throws -> Int) -> Events {
        walk(events) { event in
            guard case .next(let element) = event else { return stop(event) }
            return ([.next(try transform(element))], false)
        }
    }

    static func filter(_ events: Events, _ predicate: (Int) throws -> Bool) -> Events {
        walk(events) { event in
            guard case .next(let element) = event else { return stop(event) }
            return (try predicate(element) ? [event] : [], false)
        }
    }

    static func compactMap(_ events: Events, _ transform: (Int) throws -> Int?) -> Events {
        walk(events) { event in
            guard case .next(let element) = event else { return stop(event) }
            return ((try transform(element)).map { [.next($0)] } ?? [], false)
        }
    }

    static func scan(_ events: Events, seed: Int, _ accumulator: (Int, Int) throws -> Int) -> Events {
        var accumulated = seed
        return walk(events) { event in
            guard case .next(let element) = event else { return stop(event) }
            accumulated = try accumulator(accumulated, element)
            return ([.next(accumulated)], false)
        }
    }

    static func reduce(_ events: Events, seed: Int, _ accumulator: (Int, Int) throws -> Int) -> Events {
        var accumulated = seed
        return walk(events) { event in
            switch event {
            case .next(let element):
                accumulated = try accumulator(accumulated, element)
                return ([], false)
            case .completed: return ([.next(accumulated), .completed], true)
            case .error: return stop(event)
            }
        }
    }

    static func distinctUntilChanged(_ events: Events, key: (Int) -> Int) -> Events {
        var previous: Int?
        return walk(events) { event in
            guard case .next(let element) = event else { return stop(event) }
            defer { previous = key(element) }
            return (previous == key(element) ? [] : [event], false)
        }
    }

    static func ignoreElements(_ events: Events) -> [Recorded<Event<Never>>] {
        walk(events) { stop($0) }
    }

    static func materialize(_ events: Events) -> [Recorded<Event<Event<Int>>>] {
        walk(events) { event in
            event.isStopEvent ? ([.next(event), .completed], true) : ([.next(event)], false)
        }
    }

    static func catchAndReturn(_ events: Events, _ element: Int) -> Events {
        walk(events) { event in
            guard case .error = event else { return ([event], event.isStopEvent) }
            return ([.next(element), .completed], true)
        }
    }

    /// `startWith`: the elements at the subscription, then the source.
    static func startWith(_ events: Events, _ elements: [Int], subscribed: TestTime) -> Events {
        elements.map { .next(subscribed, $0) } + events
    }
}
