import Dispatch
import Reactive
import ReactiveTesting
import Testing

/// `SchedulerExecutor` on its own: where and in which order it runs jobs, in virtual time (a
/// trampoline at the current tick) and on a real scheduler (scheduled there).
@Suite struct SchedulerExecutorTests {
    @Test func aJobRunsAtOnceAtTheCurrentTick() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let recorder = TestRecorder<String>(scheduler)
        scheduler.scheduleAt(10) {
            recorder.record("action")
            Task(executorPreference: executor) { recorder.record("task") }
            recorder.record("action again")
        }
        scheduler.start()
        #expect(recorder.values.map(\.value) == ["action", "task", "action again"])
        #expect(recorder.values.map(\.time) == [10, 10, 10])
    }

    @Test func aTaskStartedByAnActionRunsBeforeTheNextActionOfTheTick() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let recorder = TestRecorder<String>(scheduler)
        let worker = Counter(executor: executor)
        scheduler.scheduleAt(10) {
            Task(executorPreference: executor) {
                recorder.record("task")
                _ = await worker.increment()  // a hop to an actor and back, still within the action
                recorder.record("task after the actor")
            }
        }
        scheduler.scheduleAt(10) { recorder.record("next action") }
        scheduler.start()
        #expect(recorder.values.map(\.value) == ["task", "task after the actor", "next action"])
    }

    @Test func jobsEnqueuedByAJobWaitForItInOrder() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let recorder = TestRecorder<String>(scheduler)
        scheduler.scheduleAt(5) {
            Task(executorPreference: executor) {
                recorder.record("outer")
                Task(executorPreference: executor) { recorder.record("first inner") }
                Task(executorPreference: executor) { recorder.record("second inner") }
                recorder.record("outer again")
            }
        }
        scheduler.start()
        #expect(recorder.values.map(\.value) == ["outer", "outer again", "first inner", "second inner"])
        #expect(Set(recorder.values.map(\.time)) == [5])
    }

    @Test func anActorThatUsesItRunsItsJobsAtTheirTicks() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let executor = SchedulerExecutor(scheduler)
        let recorder = TestRecorder<Int>(scheduler)
        let counter = Counter(executor: executor)
        for tick: TestTime in [3, 7] {
            scheduler.scheduleAt(tick) {
                Task(executorPreference: executor) { recorder.record(await counter.increment()) }
            }
        }
        scheduler.start()
        #expect(recorder.values == [Recorded(time: 3, value: 1), Recorded(time: 7, value: 2)])
    }

    @Test func onARealSchedulerJobsRunOnItsQueue() async {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let queue = DispatchQueue(label: "SchedulerExecutorTests")
        let executor = SchedulerExecutor(SerialDispatchQueueScheduler(serialQueue: queue))
        let ranOnQueue = await Task(executorPreference: executor) {
            dispatchPrecondition(condition: .onQueue(queue))
            return true
        }.value
        #expect(ranOnQueue)
    }
}

/// An actor whose executor is a `SchedulerExecutor`.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private actor Counter {
    private let executor: SchedulerExecutor
    private var count = 0

    init(executor: SchedulerExecutor) {
        self.executor = executor
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func increment() -> Int {
        count += 1
        return count
    }
}
