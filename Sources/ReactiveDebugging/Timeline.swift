import Reactive

/// What happened on a set of sequences over time, one lane per sequence: the model that
/// `TimelineSVG` draws as a marble diagram and `TimelineText` as text lanes.
///
/// A timeline is made by a `TimelineRecorder` (real time, or any scheduler's clock), or from a
/// `TestScheduler`'s recordings with `ReactiveTesting`'s `Timeline.Lane(_:recorded:)`.
public struct Timeline: Equatable, Sendable {
    /// The unit of `Mark.time`, which the axis labels name.
    public enum Unit: Equatable, Sendable {
        /// Virtual-time ticks, drawn as whole numbers.
        case ticks
        /// Seconds, drawn with an `s`.
        case seconds
    }

    /// What a mark shows.
    public enum Kind: Equatable, Sendable {
        /// An element, rendered as text.
        case value(String)
        /// The sequence failed with this error, rendered as text.
        case error(String)
        /// The sequence completed.
        case completed
    }

    /// One event of a lane.
    public struct Mark: Equatable, Sendable {
        /// When it happened, in the timeline's unit.
        public var time: Double
        /// What happened.
        public var kind: Kind

        /// Creates a mark.
        ///
        /// - Parameters:
        ///   - time: When it happened.
        ///   - kind: What happened.
        public init(time: Double, kind: Kind) {
            self.time = time
            self.kind = kind
        }
    }

    /// One sequence's events, in time order.
    public struct Lane: Equatable, Sendable {
        /// The lane's title.
        public var name: String
        /// The events, in the order they happened.
        public var marks: [Mark]

        /// Creates a lane.
        ///
        /// - Parameters:
        ///   - name: The lane's title.
        ///   - marks: The events, in the order they happened.
        public init(_ name: String, marks: [Mark] = []) {
            self.name = name
            self.marks = marks
        }

        /// A lane from timed events, each element rendered by `label`.
        ///
        /// - Parameters:
        ///   - name: The lane's title.
        ///   - events: The events and their times.
        ///   - label: The text of an element; its description by default.
        public init<Element>(
            _ name: String,
            events: [(time: Double, event: Event<Element>)],
            label: (Element) -> String = { "\($0)" }
        ) {
            self.init(name, marks: events.map { Mark(time: $0.time, kind: Kind($0.event, label: label)) })
        }
    }

    /// The lanes, top to bottom.
    public var lanes: [Lane]
    /// The unit of the marks' times.
    public var unit: Unit
    /// The time the drawing starts at; the earliest mark when nil.
    public var start: Double?
    /// The time the drawing ends at; the latest mark when nil.
    public var end: Double?

    /// Creates a timeline.
    ///
    /// - Parameters:
    ///   - lanes: The lanes, top to bottom.
    ///   - unit: The unit of the marks' times.
    ///   - start: The time the drawing starts at; the earliest mark when nil.
    ///   - end: The time the drawing ends at; the latest mark when nil.
    public init(lanes: [Lane], unit: Unit, start: Double? = nil, end: Double? = nil) {
        self.lanes = lanes
        self.unit = unit
        self.start = start
        self.end = end
    }

    /// The lane called `name`, if there is one.
    ///
    /// - Parameter name: The lane's title.
    /// - Returns: The first lane with that name.
    public func lane(named name: String) -> Lane? {
        lanes.first { $0.name == name }
    }

    /// The span the drawing covers: `start` and `end` where set, the marks' extent otherwise,
    /// widened to at least one unit so that a single instant still has a width.
    public var span: ClosedRange<Double> {
        let times = lanes.flatMap { $0.marks.map(\.time) }
        let lower = start ?? times.min() ?? 0
        let upper = max(end ?? times.max() ?? lower, lower)
        return upper > lower ? lower...upper : lower...(lower + 1)
    }

    /// The timeline drawn over `span`: the same marks, `span` as its start and end.
    ///
    /// - Parameter span: The times the drawing covers.
    /// - Returns: The timeline with its start and end set.
    public func drawn(over span: ClosedRange<Double>) -> Timeline {
        Timeline(lanes: lanes, unit: unit, start: span.lowerBound, end: span.upperBound)
    }

    /// The smallest span covering every one of `timelines`' spans, to draw them so they line up.
    ///
    /// - Parameter timelines: The timelines.
    /// - Returns: The common span; `0...1` for none.
    public static func commonSpan(_ timelines: [Timeline]) -> ClosedRange<Double> {
        let spans = timelines.map(\.span)
        guard let lower = spans.map(\.lowerBound).min(), let upper = spans.map(\.upperBound).max() else {
            return 0...1
        }
        return lower...upper
    }

    /// The timeline cut to the marks within `window`, which becomes its start and end.
    ///
    /// - Parameter window: The times to keep.
    /// - Returns: The cut timeline, with every lane kept, empty or not.
    public func window(_ window: ClosedRange<Double>) -> Timeline {
        Timeline(
            lanes: lanes.map { Lane($0.name, marks: $0.marks.filter { window.contains($0.time) }) },
            unit: unit, start: window.lowerBound, end: window.upperBound)
    }
}

extension Timeline.Kind {
    /// The mark of an event, its element rendered by `label`.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - label: The text of an element.
    public init<Element>(_ event: Event<Element>, label: (Element) -> String) {
        switch event {
        case .next(let element): self = .value(label(element))
        case .error(let error): self = .error("\(error)")
        case .completed: self = .completed
        }
    }
}
