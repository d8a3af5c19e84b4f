import Foundation
import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct AssertTimelineTests {
    @Test func equalTimelinesPass() {
        assertTimeline(Recorded.events(.next(210, 1), .completed(220)), [.next(210, 1), .completed(220)])
        let timeline = Timeline(lanes: [Timeline.Lane("xs", marks: [.init(time: 1, kind: .completed)])], unit: .ticks)
        assertTimeline(timeline, timeline)
    }

    @Test func differentEventsFailWithTheMarbles() {
        let messages = knownIssues {
            assertTimeline(Recorded.events(.next(210, 1), .next(230, 3)), [.next(210, 1), .next(220, 2)])
        }.map(\.message)
        #expect(
            messages == [
                """
                Recorded events differ from the expected ones.
                scale:    1 frame = 10 ticks, frame 0 = 200
                expected: -12
                actual:   -1-3
                expected events: [next(1) @ 210, next(2) @ 220]
                actual events:   [next(1) @ 210, next(3) @ 230]
                """
            ])
    }

    @Test func differentLanesFailWithTheirFirstDifferenceAndTextLanes() {
        let expected = Timeline(
            lanes: [
                Timeline.Lane("query", marks: [.init(time: 0, kind: .value("r"))]),
                Timeline.Lane("state", marks: [.init(time: 2, kind: .value("S")), .init(time: 4, kind: .completed)]),
            ],
            unit: .ticks)
        var actual = expected
        actual.lanes[1].marks[1].time = 5
        let messages = knownIssues { assertTimeline(actual, expected) }.map(\.message)
        #expect(
            messages.first?.hasPrefix(
                """
                The recorded timeline differs from the expected one.
                lane "state": mark 1: expected completed @ 4, actual completed @ 5
                expected:
                query  r
                """) == true)
    }
}
