import Dispatch
import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

private struct Failure: Error {}

@Suite(.leakChecked) struct TimelineRecorderTests {
    @Test func recordTimelinePassesEventsOnAndRecordsThemAtTheClocksReading() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = TimelineRecorder(testScheduler: scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.recordTimeline("xs", in: recorder, label: { "n\($0)" }) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(
            recorder.timeline
                == Timeline(
                    lanes: [
                        Timeline.Lane(
                            "xs",
                            marks: [
                                .init(time: 210, kind: .value("n1")), .init(time: 220, kind: .value("n2")),
                                .init(time: 230, kind: .completed),
                            ])
                    ],
                    unit: .ticks))
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorsAreRecordedAndNothingAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = TimelineRecorder(testScheduler: scheduler)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, Failure())])
        _ = scheduler.start { failing.recordTimeline("failing", in: recorder) }
        let disposed = scheduler.createHotObservable([.next(1210, 1), .next(1300, 2)])
        _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 1250) {
            disposed.recordTimeline("disposed", in: recorder)
        }
        #expect(recorder.timeline.lane(named: "failing")?.marks.map(\.kind) == [.value("1"), .error("Failure()")])
        #expect(recorder.timeline.lane(named: "disposed")?.marks.map(\.time) == [1210])
        #expect(disposed.subscriptions == [Subscription(1200, 1250)])
    }

    @Test func declaredLanesComeFirstInTheirOrder() {
        var now = 0.0
        let recorder = TimelineRecorder(unit: .seconds) { now }
        recorder.declare("first", "second")
        now = 1
        recorder.record(.value("b"), in: "second")
        recorder.record(.value("c"), in: "third")
        recorder.declare("second", "fourth")
        #expect(recorder.timeline.lanes.map(\.name) == ["first", "second", "third", "fourth"])
        recorder.removeAll()
        #expect(recorder.timeline.lanes.map(\.marks) == [[], [], [], []])
    }

    @Test func eachLaneKeepsItsLatestMarksUpToTheCapacity() {
        var now = 0.0
        let recorder = TimelineRecorder(unit: .seconds, capacity: 3) { now }
        for index in 0..<10 {
            now = Double(index)
            recorder.record(.value("\(index)"), in: "xs")
        }
        #expect(recorder.timeline.lane(named: "xs")?.marks.map(\.kind) == [.value("7"), .value("8"), .value("9")])
    }

    @Test func marksRecordedOutOfOrderAreSortedStably() {
        let recorder = TimelineRecorder(unit: .seconds) { 0 }
        recorder.record(.value("late"), in: "xs", at: 2)
        recorder.record(.value("early"), in: "xs", at: 1)
        recorder.record(.value("early too"), in: "xs", at: 1)
        #expect(
            recorder.timeline.lane(named: "xs")?.marks.map(\.kind) == [
                .value("early"), .value("early too"), .value("late"),
            ])
    }

    @Test func theRealTimeClocksStartAtZeroAndMoveForward() {
        let realTime = TimelineRecorder()
        let first = realTime.now
        let second = realTime.now
        #expect(first >= 0 && first < 60)
        #expect(second >= first)
        #expect(realTime.unit == .seconds)
        let scheduler = TestScheduler(initialClock: 100)
        let onScheduler = TimelineRecorder(scheduler: scheduler)
        scheduler.advanceTo(105)
        #expect(onScheduler.now == 5)
    }
}

@Suite struct TimelineRecorderThreadSafetyTests {
    @Test func threadsRecordingAtOnceLoseNothing() {
        let recorder = TimelineRecorder(capacity: 100_000)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<1_000 {
                recorder.record(.value("\(index)"), in: "lane\(thread % 2)")
            }
        }
        let lanes = recorder.timeline.lanes
        #expect(lanes.map(\.marks.count).reduce(0, +) == 4_000)
        #expect(Set(lanes.map(\.name)) == ["lane0", "lane1"])
    }
}
