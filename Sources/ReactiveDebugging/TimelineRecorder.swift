import Foundation
import Reactive

/// Records the events of any number of sequences, each in its own lane, stamped by a clock: real
/// time by default, or a scheduler's clock. `timeline` is what it has recorded so far.
///
/// ```swift
/// let recorder = TimelineRecorder()
/// let query = searchField.rx.text.orEmpty.recordTimeline("keystrokes", in: recorder)
/// …
/// try TimelineSVG.render(recorder.timeline).write(to: url, atomically: true, encoding: .utf8)
/// print(TimelineText.render(recorder.timeline(last: 5), width: 60))
/// ```
///
/// It is safe to record from several threads at once. Each lane keeps its latest `capacity`
/// marks, so a recorder can run for as long as an app does.
public final class TimelineRecorder: @unchecked Sendable {
    // @unchecked: `lanes` is only touched under `lock`; `clock` is called outside it.
    private let lock = Lock()
    private let clock: () -> Double
    private var lanes: [(name: String, marks: [Timeline.Mark])] = []

    /// The unit of the clock's readings.
    public let unit: Timeline.Unit
    /// The number of marks each lane keeps; older ones are dropped.
    public let capacity: Int

    /// A recorder whose times are read from `clock`.
    ///
    /// - Parameters:
    ///   - unit: The unit of `clock`'s readings.
    ///   - capacity: The number of marks each lane keeps; at least 1.
    ///   - clock: The current time; called on the thread that delivers each event, so it must be
    ///     safe to call from all of them.
    public init(unit: Timeline.Unit, capacity: Int = 10_000, clock: @escaping () -> Double) {
        self.unit = unit
        self.capacity = max(capacity, 1)
        self.clock = clock
    }

    /// A recorder in real time: seconds since it was created, from a monotonic clock.
    ///
    /// - Parameter capacity: The number of marks each lane keeps.
    public convenience init(capacity: Int = 10_000) {
        // Dispatch's uptime clock, not `ContinuousClock`, which needs macOS 13 / iOS 16.
        let origin = DispatchTime.now().uptimeNanoseconds
        self.init(unit: .seconds, capacity: capacity) {
            Double(DispatchTime.now().uptimeNanoseconds &- origin) / 1e9
        }
    }

    /// A recorder on `scheduler`'s clock: seconds of its `now` since the recorder was created.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler whose clock stamps the events.
    ///   - capacity: The number of marks each lane keeps.
    public convenience init(scheduler: any SchedulerType, capacity: Int = 10_000) {
        let origin = scheduler.now
        self.init(unit: .seconds, capacity: capacity) { scheduler.now.timeIntervalSince(origin) }
    }

    /// The clock's current reading.
    public var now: Double {
        clock()
    }

    /// Adds lanes in this order, before any event arrives in them, so that the drawing's lane
    /// order does not depend on which sequence happened to emit first. Existing lanes stay.
    ///
    /// - Parameter names: The lanes' titles.
    public func declare(_ names: String...) {
        lock.withLock {
            for name in names where !lanes.contains(where: { $0.name == name }) {
                lanes.append((name, []))
            }
        }
    }

    /// Records `kind` in `lane` at the clock's current reading.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - lane: The lane's title; a new title adds a lane at the bottom.
    public func record(_ kind: Timeline.Kind, in lane: String) {
        record(kind, in: lane, at: clock())
    }

    /// Records `kind` in `lane` at `time`.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - lane: The lane's title; a new title adds a lane at the bottom.
    ///   - time: When it happened, in `unit`.
    public func record(_ kind: Timeline.Kind, in lane: String, at time: Double) {
        let mark = Timeline.Mark(time: time, kind: kind)
        lock.withLock {
            guard let index = lanes.firstIndex(where: { $0.name == lane }) else {
                lanes.append((lane, [mark]))
                return
            }
            lanes[index].marks.append(mark)
            // Trimmed in batches, so that a full lane costs O(1) per mark on average.
            if lanes[index].marks.count >= capacity * 2 {
                lanes[index].marks.removeFirst(lanes[index].marks.count - capacity)
            }
        }
    }

    /// Everything recorded so far (the latest `capacity` marks of each lane), each lane in time
    /// order.
    public var timeline: Timeline {
        let snapshot = lock.withLock { lanes }
        return Timeline(
            lanes: snapshot.map { lane in
                // Threads read the clock before taking the lock, so marks may arrive slightly out of
                // order; a stable sort keeps same-time marks in arrival order.
                let ordered = lane.marks.enumerated().sorted {
                    ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
                }
                return Timeline.Lane(lane.name, marks: ordered.suffix(capacity).map(\.element))
            },
            unit: unit)
    }

    /// The last `duration` units up to now: the marks within it, the window as the drawing's span.
    ///
    /// - Parameter duration: How far back to look, in `unit`.
    /// - Returns: The windowed timeline.
    public func timeline(last duration: Double) -> Timeline {
        let end = clock()
        return timeline.window((end - max(duration, 0))...end)
    }

    /// Forgets every mark; the lanes stay, empty.
    public func removeAll() {
        lock.withLock {
            for index in lanes.indices { lanes[index].marks = [] }
        }
    }
}

extension ObservableType {
    /// Records every event in `recorder`'s lane `lane` and passes it on unchanged.
    ///
    /// ```
    /// source: -a--b-|
    /// result: -a--b-|     recorder lane: ─●──●─┃ at the recorder's clock readings
    /// ```
    ///
    /// Built from `do`: a sequence that does not use it pays nothing.
    ///
    /// - Parameters:
    ///   - lane: The lane's title.
    ///   - recorder: Where to record.
    ///   - label: The text of an element; its description by default.
    /// - Returns: The same sequence.
    public func recordTimeline(
        _ lane: String,
        in recorder: TimelineRecorder,
        label: @escaping (Element) -> String = { "\($0)" }
    ) -> Observable<Element> {
        self.do(
            onNext: { recorder.record(.value(label($0)), in: lane) },
            onError: { recorder.record(.error("\($0)"), in: lane) },
            onCompleted: { recorder.record(.completed, in: lane) }
        )
    }
}
