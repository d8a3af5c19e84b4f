import Reactive
import ReactiveDebugging

extension Timeline.Lane {
    /// A lane of virtual-time recordings, such as a `TestableObserver`'s `events` or the events
    /// a test expected.
    ///
    /// - Parameters:
    ///   - name: The lane's title.
    ///   - recorded: The events and their virtual times.
    ///   - label: The text of an element; its description by default.
    public init<Element>(
        _ name: String,
        recorded: [Recorded<Event<Element>>],
        label: (Element) -> String = { "\($0)" }
    ) {
        self.init(name, events: recorded.map { (Double($0.time), $0.value) }, label: label)
    }
}

extension Timeline {
    /// A virtual-time timeline of one lane per named recording, in the order given.
    ///
    /// ```swift
    /// let timeline = Timeline(recorded: [("query", query.events), ("results", results.events)])
    /// ```
    ///
    /// - Parameters:
    ///   - recorded: Each lane's title and recordings.
    ///   - label: The text of an element; its description by default.
    public init<Element>(
        recorded: [(name: String, events: [Recorded<Event<Element>>])],
        label: (Element) -> String = { "\($0)" }
    ) {
        self.init(lanes: recorded.map { Lane($0.name, recorded: $0.events, label: label) }, unit: .ticks)
    }
}

extension TimelineRecorder {
    /// A recorder on `scheduler`'s virtual clock, in ticks, for recording sequences under test
    /// with `recordTimeline(_:in:)` while the scheduler runs them.
    ///
    /// - Parameters:
    ///   - scheduler: The test scheduler whose clock stamps the events.
    ///   - capacity: The number of marks each lane keeps.
    public convenience init(testScheduler scheduler: TestScheduler, capacity: Int = 10_000) {
        self.init(unit: .ticks, capacity: capacity) { [weak scheduler] in Double(scheduler?.clock ?? 0) }
    }
}
