import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ScheduledDisposableTests {
    /// A scheduler that queues work until `drain()`, so the test sees where disposal runs.
    final class QueueScheduler: ImmediateSchedulerType {
        var pending: [() -> Void] = []

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable
        {
            pending.append { _ = action(state) }
            return Disposables.create()
        }

        func drain() {
            let work = pending
            pending = []
            for item in work { item() }
        }
    }

    @Test func disposesOnTheScheduler() {
        var disposed = false
        let scheduler = QueueScheduler()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { disposed = true })
        scheduled.dispose()
        #expect(scheduled.isDisposed)
        #expect(!disposed, "disposal waits for the scheduler")
        scheduler.drain()
        #expect(disposed)
        scheduled.dispose()
        #expect(scheduler.pending.isEmpty, "a second dispose schedules nothing")
        #expect(scheduled.scheduler is QueueScheduler)
    }
}
