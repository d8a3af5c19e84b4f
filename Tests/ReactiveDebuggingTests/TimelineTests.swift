import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

private struct Failure: Error, CustomStringConvertible {
    var description: String { "offline" }
}

@Suite(.leakChecked) struct TimelineTests {
    @Test func aLaneOfEventsRendersElementsAndStopEvents() {
        let lane = Timeline.Lane(
            "xs", events: [(1, Event.next(1)), (2, .error(Failure())), (3, .completed)], label: { "#\($0)" })
        #expect(
            lane.marks == [
                .init(time: 1, kind: .value("#1")), .init(time: 2, kind: .error("offline")),
                .init(time: 3, kind: .completed),
            ])
    }

    @Test func theSpanIsTheMarksExtentUnlessSetAndNeverEmpty() {
        var timeline = Timeline(
            lanes: [
                Timeline.Lane("a", marks: [.init(time: 3, kind: .completed)]),
                Timeline.Lane("b", marks: [.init(time: 7, kind: .completed)]),
            ],
            unit: .ticks)
        #expect(timeline.span == 3...7)
        timeline.start = 0
        #expect(timeline.span == 0...7)
        #expect(Timeline(lanes: [], unit: .ticks).span == 0...1)
        #expect(
            Timeline(lanes: [Timeline.Lane("a", marks: [.init(time: 5, kind: .completed)])], unit: .ticks).span == 5...6
        )
    }

    @Test func aWindowKeepsEveryLaneAndTheMarksWithinIt() {
        let timeline = Timeline(
            lanes: [
                Timeline.Lane("a", marks: [.init(time: 1, kind: .value("x")), .init(time: 5, kind: .value("y"))]),
                Timeline.Lane("b", marks: [.init(time: 9, kind: .completed)]),
            ],
            unit: .seconds)
        let window = timeline.window(4...8)
        #expect(window.lanes.map(\.name) == ["a", "b"])
        #expect(window.lane(named: "a")?.marks == [.init(time: 5, kind: .value("y"))])
        #expect(window.lane(named: "b")?.marks == [])
        #expect(window.span == 4...8)
    }

    @Test func timelinesDrawnOverTheirCommonSpanLineUp() {
        let early = Timeline(
            lanes: [Timeline.Lane("a", marks: [.init(time: 2, kind: .completed)])], unit: .ticks, end: 4)
        let late = Timeline(lanes: [Timeline.Lane("a", marks: [.init(time: 9, kind: .completed)])], unit: .ticks)
        let span = Timeline.commonSpan([early, late])
        #expect(span == 2...10)
        #expect(early.drawn(over: span).span == late.drawn(over: span).span)
        #expect(Timeline.commonSpan([]) == 0...1)
    }
}
