import Reactive
import ReactiveTesting
import Testing

/// `TestRecorder` on its own: values stamped with the scheduler's tick, in the order recorded.
@Suite struct TestRecorderTests {
    @Test func stampsEachValueWithTheCurrentTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = TestRecorder<Int>(scheduler)
        recorder.record(1)
        scheduler.scheduleAt(30) { recorder.record(2) }
        scheduler.scheduleAt(30) { recorder.record(3) }
        scheduler.scheduleAt(45) { recorder.record(4) }
        scheduler.start()
        #expect(
            recorder.values == [
                Recorded(time: 0, value: 1), Recorded(time: 30, value: 2), Recorded(time: 30, value: 3),
                Recorded(time: 45, value: 4),
            ])
    }

    @Test func startsEmpty() {
        let recorder = TestRecorder<String>(TestScheduler(initialClock: 7))
        #expect(recorder.values.isEmpty)
    }
}
