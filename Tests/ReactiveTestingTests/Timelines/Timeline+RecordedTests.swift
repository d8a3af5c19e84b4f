import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TimelineRecordedTests {
    @Test func recordingsBecomeLanesInVirtualTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        let timeline = Timeline(recorded: [("xs", xs.recordedEvents), ("plus one", res.events)], label: { "<\($0)>" })
        #expect(timeline.unit == .ticks)
        #expect(timeline.lanes.map(\.name) == ["xs", "plus one"])
        #expect(
            timeline.lane(named: "plus one")?.marks == [
                .init(time: 210, kind: .value("<2>")), .init(time: 240, kind: .completed),
            ])
    }
}
