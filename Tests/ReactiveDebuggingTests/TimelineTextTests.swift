import ReactiveDebugging
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TimelineTextTests {
    @Test func eachLaneIsALineOfCellsWithTimeLabelsUnderneath() {
        let timeline = Timeline(
            lanes: [
                Timeline.Lane(
                    "keys",
                    marks: [
                        .init(time: 0, kind: .value("s")), .init(time: 1, kind: .value("sw")),
                        .init(time: 4, kind: .value("swi")),
                    ]),
                Timeline.Lane("done", marks: [.init(time: 9, kind: .completed)]),
            ],
            unit: .ticks)
        #expect(
            TimelineText.render(timeline, width: 10) == """
                keys  ssw-swi---
                done  ---------|
                      0        9
                """)
    }

    @Test func aStopEventWinsItsCellAndTheLastValueWinsOverEarlierOnes() {
        let timeline = Timeline(
            lanes: [
                Timeline.Lane(
                    "xs",
                    marks: [
                        .init(time: 0, kind: .value("a")), .init(time: 0.2, kind: .value("b")),
                        .init(time: 5, kind: .value("c")), .init(time: 5.1, kind: .error("boom")),
                    ])
            ],
            unit: .seconds, start: 0, end: 9)
        #expect(TimelineText.render(timeline, width: 10) == "xs  b----#----\n    0.0 s 9.0 s")
    }

    @Test func theLastSecondsOfARecorderAreAWindow() {
        var now = 0.0
        let recorder = TimelineRecorder(unit: .seconds) { now }
        recorder.declare("typed", "shown")
        for (time, text) in [(1.0, "a"), (6.0, "ab"), (8.0, "abc")] {
            now = time
            recorder.record(.value(text), in: "typed")
        }
        now = 9
        recorder.record(.value("[abc]"), in: "shown")
        now = 10
        #expect(
            TimelineText.render(recorder.timeline(last: 5), width: 11) == """
                typed  --ab--abc--
                shown  --------[abc]
                       5.0 s 10.0 s
                """)
    }

    @Test func emptyLabelsAndNewlinesStayOnOneLine() {
        let timeline = Timeline(
            lanes: [
                Timeline.Lane("xs", marks: [.init(time: 0, kind: .value("")), .init(time: 3, kind: .value("a\nb"))])
            ],
            unit: .ticks, start: 0, end: 5)
        #expect(TimelineText.render(timeline, width: 6) == "xs  •--a b\n    0    5")
    }
}
