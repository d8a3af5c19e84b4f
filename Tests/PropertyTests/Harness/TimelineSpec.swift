import Reactive
import ReactiveTesting
import SeededRandomness

/// The error generated timelines and throwing closures fail with; its name says where it came
/// from, so a shrunk failure reads like a marble diagram's legend.
struct PropertyError: Error, Equatable, CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String { name }
}

/// A generated timeline for a testable observable: elements at ticks, optionally ending in
/// `completed` or `error`. The generator and every shrink step keep it grammatical: sorted by
/// time, at most one stop event, and nothing after it.
struct TimelineSpec: CustomStringConvertible {
    enum Temperature: String {
        case hot
        case cold
    }

    /// Generation limits: `span` bounds the times (offsets for a cold timeline, ticks after the
    /// subscription at 200 for a hot one) and `maxElements` the number of elements.
    struct Shape {
        var maxElements = 6
        var span = 120
    }

    var temperature: Temperature
    var events: [Recorded<Event<Int>>]

    /// A hot timeline starts this early, so some elements fall before the subscription at 200.
    static let hotStart: TestTime = 150

    /// Elements are drawn from a small range, so equal neighbours (`distinctUntilChanged`) and
    /// predicate hits are common.
    static let elements = 0...9

    static func random(
        _ rng: inout SplitMix64,
        temperature: Temperature? = nil,
        errorName: String,
        shape: Shape = Shape()
    ) -> TimelineSpec {
        let temperature = temperature ?? (rng.chance(0.5) ? .hot : .cold)
        let first = temperature == .hot ? hotStart : 0
        let last = (temperature == .hot ? TestScheduler.Defaults.subscribed : 0) + shape.span
        let count = rng.int(0...shape.maxElements)
        let times = (0..<count).map { _ in rng.int(first...last) }.sorted()
        var events: [Recorded<Event<Int>>] = times.map { .next($0, rng.int(elements)) }
        let stopTime = min((times.last ?? first) + rng.int(0...40), last + 20)
        let ending = rng.int(0...99)
        if ending < 40 {
            events.append(.completed(stopTime))
        } else if ending < 65 {
            events.append(.error(stopTime, PropertyError(errorName)))
        }
        return TimelineSpec(temperature: temperature, events: events)
    }

    func make(on scheduler: TestScheduler) -> TestableObservable<Int> {
        switch temperature {
        case .hot: return scheduler.createHotObservable(events)
        case .cold: return scheduler.createColdObservable(events)
        }
    }

    /// What a subscriber that subscribes at `subscribed` and is never disposed receives, at
    /// absolute times: a hot observable created before then delivers its events from
    /// `subscribed` on, a cold one its events shifted by `subscribed`.
    func seen(subscribedAt subscribed: TestTime) -> [Recorded<Event<Int>>] {
        switch temperature {
        case .hot: return events.filter { $0.time >= subscribed }
        case .cold: return events.map { Recorded(time: $0.time + subscribed, value: $0.value) }
        }
    }

    var description: String {
        "\(temperature.rawValue) [" + events.map(\.debugDescription).joined(separator: ", ") + "]"
    }

    /// Simpler timelines, simplest first: no events, no stop event, half the events, one event
    /// fewer, element 0 in place of another, an event moved earlier.
    var shrinkCandidates: [TimelineSpec] {
        guard !events.isEmpty else { return [] }
        var candidates: [[Recorded<Event<Int>>]] = [[]]
        if events.last?.value.isStopEvent == true {
            candidates.append(Array(events.dropLast()))
        }
        if events.count >= 4 {
            candidates.append(Array(events.prefix(events.count / 2)))
            candidates.append(Array(events.suffix(events.count - events.count / 2)))
        }
        for index in events.indices {
            var fewer = events
            fewer.remove(at: index)
            candidates.append(fewer)
        }
        for (index, recorded) in events.enumerated() {
            if case .next(let element) = recorded.value, element != 0 {
                var zeroed = events
                zeroed[index] = .next(recorded.time, 0)
                candidates.append(zeroed)
            }
        }
        for index in events.indices {
            let floor = index > 0 ? events[index - 1].time : earliestUsefulTime(events[index].time)
            let time = events[index].time
            for earlier in Set([floor, (floor + time) / 2, time - 1]).sorted() where earlier >= floor && earlier < time
            {
                var moved = events
                moved[index] = Recorded(time: earlier, value: events[index].value)
                candidates.append(moved)
            }
        }
        return candidates.map { TimelineSpec(temperature: temperature, events: $0) }
    }

    /// Hot events are not moved across the subscription time, which would change what is seen.
    private func earliestUsefulTime(_ time: TestTime) -> TestTime {
        switch temperature {
        case .hot: return time >= TestScheduler.Defaults.subscribed ? TestScheduler.Defaults.subscribed : Self.hotStart
        case .cold: return 0
        }
    }
}
