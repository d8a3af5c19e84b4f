import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// Races scheduling and disposal from many threads; meant to be run under
/// `swift test --sanitize=thread --filter DispatchSchedulerThreadSafety` as well.
@Suite(.leakChecked) struct DispatchSchedulerThreadSafetyTests {
    @Test func scheduleAndDisposeFromManyThreadsKeepsTheQueueSerial() {
        let queue = DispatchQueue(label: "race.schedule")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let meter = OverlapMeter()
        let ran = SharedLog<Int>()
        race(threads: 4, iterations: 300) { thread, iteration in
            let disposable = scheduler.schedule(thread * 1_000 + iteration) { value in
                meter.measure { ran.append(value) }
                return Disposables.create()
            }
            if iteration.isMultiple(of: 2) {
                disposable.dispose()
            }
        }
        queue.sync {}
        let values = ran.snapshot
        #expect(meter.maximum == 1)
        // Odd iterations are never disposed, so all of them must have run.
        #expect(values.filter { !($0 % 1_000).isMultiple(of: 2) }.count == 4 * 150)
        #expect(Set(values).count == values.count)
    }

    @Test func disposingRelativeActionsWhileTheyFireNeverLosesWhatTheyReturned() {
        let queue = DispatchQueue(label: "race.relative")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let ran = SharedLog<Int>()
        let innerDisposed = SharedLog<Int>()
        race(threads: 4, iterations: 200) { thread, iteration in
            let id = thread * 1_000 + iteration
            let disposable = scheduler.scheduleRelative(id, dueTime: .nanoseconds(0)) { id in
                ran.append(id)
                return Disposables.create { innerDisposed.append(id) }
            }
            // Spinning a little lets some timers fire first, so every interleaving gets exercised.
            var spin = 0
            for step in 0..<(iteration % 7) * 200 { spin &+= step }
            _ = spin
            disposable.dispose()
        }
        queue.sync {}
        #expect(Set(ran.snapshot) == Set(innerDisposed.snapshot))
        #expect(ran.count == innerDisposed.count)
    }

    @Test func disposingPeriodicActionsFromManyThreadsStopsEveryOne() {
        let queue = DispatchQueue(label: "race.periodic", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let ticks = SharedLog<Int>()
        let subscriptions = SharedLog<any Disposable>()
        for id in 0..<16 {
            subscriptions.append(
                scheduler.schedulePeriodic(id, startAfter: .nanoseconds(0), period: .microseconds(100)) { id in
                    ticks.append(id)
                    return id
                }
            )
        }
        // Safe: the disposables are thread-safe; only the array crosses into the racing closure.
        let all = DispatchHandoff(subscriptions.snapshot)
        race(threads: 4, iterations: 16) { _, iteration in
            all.value[iteration].dispose()
        }
        queue.sync(flags: .barrier) {}
        let atDispose = ticks.count
        let witness = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            witness.signal()
            return Disposables.create()
        }
        #expect(witness.waitOrHang())
        #expect(ticks.count == atDispose)
    }

    @Test func mainSchedulerCountsPendingWorkCorrectlyUnderContention() {
        let scheduler = MainScheduler()
        let ran = SharedLog<Int>()
        race(threads: 4, iterations: 100) { thread, iteration in
            _ = scheduler.schedule(thread * 1_000 + iteration) { value in
                ran.append(value)
                return Disposables.create()
            }
        }
        let done = DispatchSemaphore(value: 0)
        let inlineLog = SharedLog<Bool>()
        DispatchQueue.main.async {
            // Everything raced in was queued before this block, so the count is back to zero here.
            let ranBefore = SharedLog<Bool>()
            _ = scheduler.schedule(()) { _ in
                ranBefore.append(true)
                return Disposables.create()
            }
            inlineLog.append(ranBefore.count == 1)
            done.signal()
        }
        #expect(done.waitOrHang())
        #expect(ran.count == 400)
        #expect(inlineLog.snapshot == [true])
    }

    @Test func disposingEachActionFromManyThreadsDisposesItsResultExactlyOnce() {
        let queue = DispatchQueue(label: "race.double-dispose")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let ran = SharedLog<Int>()
        let innerDisposed = SharedLog<Int>()
        let disposables = (0..<100).map { id in
            scheduler.scheduleRelative(id, dueTime: .nanoseconds(0)) { id in
                ran.append(id)
                return Disposables.create { innerDisposed.append(id) }
            }
        }
        // Safe: the disposables are thread-safe; only the array crosses into the racing closure.
        let handles = DispatchHandoff(disposables)
        race(threads: 4, iterations: 100) { _, iteration in
            handles.value[iteration].dispose()
        }
        queue.sync {}
        let ids = innerDisposed.snapshot
        #expect(ids.count == Set(ids).count)
        #expect(Set(ids) == Set(ran.snapshot))
    }
}
