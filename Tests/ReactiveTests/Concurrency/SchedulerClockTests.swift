import Foundation
import Reactive
import ReactiveTesting
import Testing

/// `SchedulerClock` on its own: it reads the scheduler's time and sleeps on it, and a cancelled
/// sleep ends at once.
@Suite struct SchedulerClockTests {
    @Test func nowIsTheSchedulersTime() {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let clock = SchedulerClock(scheduler)
        scheduler.advanceTo(42)
        #expect(clock.now.date == scheduler.now)
        #expect(clock.now.advanced(by: .seconds(3)).date == scheduler.now.addingTimeInterval(3))
        #expect(clock.now.duration(to: clock.now.advanced(by: .milliseconds(1500))) == .milliseconds(1500))
    }

    @Test func aSleepEndsWhenTheSchedulersTimeReachesTheDeadline() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let clock = SchedulerClock(scheduler)
        let recorder = TestRecorder<String>(scheduler)
        scheduler.scheduleAt(100) {
            Task(executorPreference: executor) {
                try await clock.sleep(for: .seconds(7))
                recorder.record("woke")
                // Already past: woken as `schedule` runs "now", a tick later on a TestScheduler.
                try await clock.sleep(until: clock.now.advanced(by: .seconds(-5)))
                recorder.record("woke again")
            }
        }
        scheduler.start()
        #expect(recorder.values == [Recorded(time: 107, value: "woke"), Recorded(time: 108, value: "woke again")])
    }

    @Test func cancellingASleepEndsItAtOnceAndDropsTheWakeUp() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let clock = SchedulerClock(scheduler)
        let recorder = TestRecorder<Bool>(scheduler)
        let task = Task(executorPreference: executor) {
            recorder.record((try? await clock.sleep(for: .seconds(50))) != nil)
        }
        scheduler.scheduleAt(20) { task.cancel() }
        scheduler.start()
        #expect(recorder.values == [Recorded(time: 20, value: false)])
        #expect(scheduler.clock == 20)
    }
}
