import Reactive
import ReactiveTesting
import Testing

/// Async code in virtual time: a `TestClock` sleeping on a `TestScheduler`, and the code running
/// on the scheduler through a `SchedulerExecutor`. Every test is synchronous: the scheduler runs
/// the tasks' jobs on the test's thread, so nothing waits for real time.
@Suite struct TestClockTests {
    @Test func sleepingTasksWakeAtTheirDeadlineTicks() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        // doc:async-sleep-begin
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let clock = TestClock(scheduler)
        let recorder = TestRecorder<String>(scheduler)

        scheduler.scheduleAt(100) {
            Task(executorPreference: executor) {
                recorder.record("started")
                try await clock.sleep(for: .seconds(5))
                recorder.record("woke")
            }
        }
        scheduler.start()

        #expect(recorder.values == [Recorded(time: 100, value: "started"), Recorded(time: 105, value: "woke")])
        // doc:async-sleep-end
        withExtendedLifetime(executor) {}
    }

    @Test func jobsRunInTheOrderTheyBecomeDue() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        // doc:async-order-begin
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let clock = TestClock(scheduler)
        let recorder = TestRecorder<String>(scheduler)

        for (name, delay) in [("a", 3), ("b", 1), ("c", 3)] {
            Task(executorPreference: executor) {
                recorder.record(name)
                try await clock.sleep(for: .seconds(delay))
                recorder.record(name + " woke")
            }
        }
        scheduler.start()

        #expect(
            recorder.values == [
                Recorded(time: 0, value: "a"), Recorded(time: 0, value: "b"), Recorded(time: 0, value: "c"),
                Recorded(time: 1, value: "b woke"), Recorded(time: 3, value: "a woke"),
                Recorded(time: 3, value: "c woke"),
            ])
        // doc:async-order-end
        withExtendedLifetime(executor) {}
    }

    @Test func aTaskAnActionStartsRunsBeforeTheNextActionOfThatTick() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        // doc:async-same-tick-begin
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let recorder = TestRecorder<String>(scheduler)

        scheduler.scheduleAt(10) {
            Task(executorPreference: executor) { recorder.record("the task the first action started") }
        }
        scheduler.scheduleAt(10) { recorder.record("the second action") }
        scheduler.start()

        #expect(recorder.values.map(\.value) == ["the task the first action started", "the second action"])
        // doc:async-same-tick-end
        withExtendedLifetime(executor) {}
    }

    @Test func cancellingASleepingTaskEndsItsSleepAtThatTick() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        // doc:async-cancel-begin
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let clock = TestClock(scheduler)
        let recorder = TestRecorder<String>(scheduler)

        let task = Task(executorPreference: executor) {
            do {
                try await clock.sleep(until: clock.now.advanced(by: .seconds(100)))
                recorder.record("woke")
            } catch {
                recorder.record("\(type(of: error))")
            }
        }
        scheduler.scheduleAt(10) { task.cancel() }
        scheduler.start()

        #expect(recorder.values == [Recorded(time: 10, value: "CancellationError")])
        #expect(scheduler.clock == 10)  // the wake-up at 100 was cancelled too
        // doc:async-cancel-end
        withExtendedLifetime(executor) {}
    }

    @Test func aTaskCancelledBeforeItSleepsDoesNotSleep() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let clock = TestClock(scheduler)
        let recorder = TestRecorder<Bool>(scheduler)
        let task = Task(executorPreference: executor) {
            recorder.record((try? await clock.sleep(for: .seconds(5))) != nil)
        }
        task.cancel()
        scheduler.start()
        #expect(recorder.values == [Recorded(time: 0, value: false)])
        withExtendedLifetime(executor) {}
    }

    @Test func childTasksAndActorTasksRunOnTheScheduler() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        // doc:async-child-begin
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let clock = TestClock(scheduler)
        let recorder = TestRecorder<String>(scheduler)
        let worker = Worker(executor: executor, clock: clock, recorder: recorder)

        Task(executorPreference: executor) {
            // Child tasks inherit the preference.
            async let child: Void = {
                try? await clock.sleep(for: .seconds(2))
                recorder.record("child")
            }()
            // An unstructured task does not inherit it: the actor passes its executor on.
            await worker.start()
            await child
            recorder.record("parent")
        }
        scheduler.start()

        #expect(
            recorder.values == [
                Recorded(time: 2, value: "child"), Recorded(time: 2, value: "parent"),
                Recorded(time: 4, value: "worker"),
            ])
        // doc:async-child-end
    }
}

// doc:async-actor-begin
/// An actor whose jobs, and those of the tasks it creates, run on the scheduler.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
actor Worker {
    let executor: SchedulerExecutor
    let clock: TestClock
    let recorder: TestRecorder<String>

    init(executor: SchedulerExecutor, clock: TestClock, recorder: TestRecorder<String>) {
        self.executor = executor
        self.clock = clock
        self.recorder = recorder
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func start() {
        Task(executorPreference: executor) { [clock] in
            try? await clock.sleep(for: .seconds(4))
            await self.record("worker")  // back on the actor: on the scheduler too
        }
    }

    private func record(_ value: String) {
        recorder.record(value)
    }
}
// doc:async-actor-end
