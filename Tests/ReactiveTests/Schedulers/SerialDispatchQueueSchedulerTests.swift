import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

// Not `.leakChecked`: these tests hand work to dispatch queues, which release the scheduled
// actions' disposables on their own threads a moment after the test has seen the work finish.
// The leak tests in this suite wait for that explicitly before counting.
@Suite struct SerialDispatchQueueSchedulerTests {
    /// Schedules `count` actions and waits for all; each records its index, whether it ran on the
    /// queue marked by `key`, and is measured for overlap.
    private func runInOrder(
        on scheduler: SerialDispatchQueueScheduler,
        key: DispatchSpecificKey<Int>,
        count: Int = 200
    ) -> (order: [Int], allOnQueue: Bool, peak: Int) {
        let order = SharedLog<Int>()
        let placement = SharedLog<Bool>()
        let meter = OverlapMeter()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<count {
            _ = scheduler.schedule(index) { index in
                meter.measure {
                    placement.append(isRunning(on: key))
                    // Widens the window in which an overlapping action would be seen.
                    var spin = 0
                    for step in 0..<2_000 { spin &+= step }
                    _ = spin
                    order.append(index)
                }
                if index == count - 1 { done.signal() }
                return Disposables.create()
            }
        }
        #expect(done.waitOrHang())
        return (order.snapshot, !placement.snapshot.contains(false), meter.maximum)
    }

    @Test func runsActionsInOrderOnItsQueueOneAtATime() {
        let queue = DispatchQueue(label: "serial.test")
        let key = markedQueue(queue)
        let result = runInOrder(on: SerialDispatchQueueScheduler(serialQueue: queue), key: key)
        #expect(result.order == Array(0..<200))
        #expect(result.allOnQueue)
        #expect(result.peak == 1)
    }

    @Test func staysSerialInFrontOfAConcurrentQueue() {
        let target = DispatchQueue(label: "concurrent.target", attributes: .concurrent)
        let key = markedQueue(target)
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "serial.proxy")
        let result = runInOrder(on: scheduler, key: key)
        #expect(result.order == Array(0..<200))
        #expect(result.allOnQueue)
        #expect(result.peak == 1)
    }

    @Test func configuresItsInternalQueueBeforeUse() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.internal") { queue in
            queue.setSpecific(key: key, value: 1)
        }
        let result = runInOrder(on: scheduler, key: key)
        #expect(result.order == Array(0..<200))
        #expect(result.allOnQueue)
        #expect(result.peak == 1)
    }

    @Test func qosSchedulerIsSerialToo() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let queue = scheduler.configuration.queue
        let key = markedQueue(queue)
        let result = runInOrder(on: scheduler, key: key)
        #expect(result.order == Array(0..<200))
        #expect(result.allOnQueue)
        #expect(result.peak == 1)
    }

    @Test func disposingBeforeTheActionRunsCancelsIt() {
        let queue = DispatchQueue(label: "serial.cancel")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let gate = QueueGate()
        let ran = SharedLog<String>()
        gate.block(queue)
        let cancelled = scheduler.schedule("cancelled") { value in
            ran.append(value)
            return Disposables.create()
        }
        _ = scheduler.schedule("kept") { value in
            ran.append(value)
            return Disposables.create()
        }
        cancelled.dispose()
        gate.open()
        queue.sync {}
        #expect(ran.snapshot == ["kept"])
    }

    @Test func disposingAfterTheActionRanDisposesWhatItReturned() {
        let queue = DispatchQueue(label: "serial.inner")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let log = SharedLog<String>()
        let subscription = scheduler.schedule(()) { _ in
            log.append("ran")
            return Disposables.create { log.append("inner disposed") }
        }
        queue.sync {}
        #expect(log.snapshot == ["ran"])
        subscription.dispose()
        #expect(log.snapshot == ["ran", "inner disposed"])
    }

    @Test func relativeActionFiresOnceOnItsQueueNotBeforeItsDueTime() {
        let queue = DispatchQueue(label: "serial.relative")
        let key = markedQueue(queue)
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let firings = SharedLog<(onQueue: Bool, elapsed: UInt64)>()
        let fired = DispatchSemaphore(value: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        // The disposable is dropped on purpose: the timer must fire anyway, as with every scheduler.
        _ = scheduler.scheduleRelative(7, dueTime: .milliseconds(10)) { value in
            firings.append((isRunning(on: key), DispatchTime.now().uptimeNanoseconds - start))
            #expect(value == 7)
            fired.signal()
            return Disposables.create()
        }
        #expect(fired.waitOrHang())
        // A later timer on the same queue; had the first one repeated, it would have fired again by now.
        let witness = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            witness.signal()
            return Disposables.create()
        }
        #expect(witness.waitOrHang())
        let recorded = firings.snapshot
        #expect(recorded.count == 1)
        #expect(recorded.first?.onQueue == true)
        #expect((recorded.first?.elapsed ?? 0) >= 10_000_000)
    }

    @Test func disposingARelativeActionCancelsIt() {
        let queue = DispatchQueue(label: "serial.relative.cancel")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let log = SharedLog<String>()
        // Scheduled and disposed from the queue itself: the action cannot fire in between, however
        // long this thread is descheduled, so only a broken cancellation lets it run.
        queue.sync {
            let cancelled = scheduler.scheduleRelative("cancelled", dueTime: .milliseconds(2)) { value in
                log.append(value)
                return Disposables.create()
            }
            cancelled.dispose()
        }
        let witness = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative("witness", dueTime: .milliseconds(15)) { value in
            log.append(value)
            witness.signal()
            return Disposables.create()
        }
        #expect(witness.waitOrHang())
        #expect(log.snapshot == ["witness"])
    }

    @Test func disposingAFiredRelativeActionDisposesWhatItReturned() {
        let queue = DispatchQueue(label: "serial.relative.inner")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let log = SharedLog<String>()
        let fired = DispatchSemaphore(value: 0)
        let subscription = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            log.append("ran")
            fired.signal()
            return Disposables.create { log.append("inner disposed") }
        }
        #expect(fired.waitOrHang())
        queue.sync {}
        subscription.dispose()
        #expect(log.snapshot == ["ran", "inner disposed"])
    }

    @Test func periodicActionThreadsItsStateAndStopsOnDispose() {
        let queue = DispatchQueue(label: "serial.periodic")
        let key = markedQueue(queue)
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let ticks = SharedLog<Int>()
        let placement = SharedLog<Bool>()
        let reachedFive = DispatchSemaphore(value: 0)
        let subscription = scheduler.schedulePeriodic(10, startAfter: .milliseconds(1), period: .milliseconds(2)) {
            state in
            ticks.append(state)
            placement.append(isRunning(on: key))
            if state == 14 { reachedFive.signal() }
            return state + 1
        }
        #expect(reachedFive.waitOrHang())
        subscription.dispose()
        // Once a block queued after the dispose has run, no tick is in progress and none may follow.
        queue.sync {}
        let atDispose = ticks.count
        let witness = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            witness.signal()
            return Disposables.create()
        }
        #expect(witness.waitOrHang())
        #expect(ticks.count == atDispose)
        #expect(ticks.snapshot == Array(10..<(10 + atDispose)))
        #expect(!placement.snapshot.contains(false))
    }

    @Test func intervalEmitsOnTheQueueUntilDisposed() {
        let queue = DispatchQueue(label: "serial.interval")
        let key = markedQueue(queue)
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let elements = SharedLog<Int>()
        let placement = SharedLog<Bool>()
        let gotThree = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { value in
                elements.append(value)
                placement.append(isRunning(on: key))
                if value == 2 { gotThree.signal() }
            })
        #expect(gotThree.waitOrHang())
        subscription.dispose()
        queue.sync {}
        let atDispose = elements.count
        let witness = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(15)) { _ in
            witness.signal()
            return Disposables.create()
        }
        #expect(witness.waitOrHang())
        #expect(elements.snapshot == Array(0..<atDispose))
        #expect(atDispose >= 3)
        #expect(!placement.snapshot.contains(false))
    }

    @Test func timerEmitsZeroThenCompletesOnTheQueue() {
        let queue = DispatchQueue(label: "serial.timer")
        let key = markedQueue(queue)
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let events = SharedLog<String>()
        let completed = DispatchSemaphore(value: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let subscription = Observable<Int>.timer(.milliseconds(5), scheduler: scheduler)
            .subscribe(
                onNext: { value in
                    let late = DispatchTime.now().uptimeNanoseconds - start >= 5_000_000
                    events.append("next \(value) onQueue=\(isRunning(on: key)) notEarly=\(late)")
                },
                onCompleted: {
                    events.append("completed")
                    completed.signal()
                }
            )
        #expect(completed.waitOrHang())
        subscription.dispose()
        #expect(events.snapshot == ["next 0 onQueue=true notEarly=true", "completed"])
    }

    @Test func releasesEverythingOnceWorkHasFinished() {
        let queue = DispatchQueue(label: "serial.leaks")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let live = Resources.countLive {
            let ran = DispatchSemaphore(value: 0)
            _ = scheduler.schedule(()) { _ in
                ran.signal()
                return Disposables.create()
            }
            let relative = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
                ran.signal()
                return Disposables.create()
            }
            let cancelledRelative = scheduler.scheduleRelative((), dueTime: .seconds(60)) { _ in
                Disposables.create()
            }
            let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
                state in
                if state == 3 { ran.signal() }
                return state + 1
            }
            let ticking = SharedLog<Int>()
            let interval = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
                .subscribe(onNext: { value in
                    ticking.append(value)
                    if value == 2 { ran.signal() }
                })
            for _ in 0..<4 { #expect(ran.waitOrHang()) }
            relative.dispose()
            cancelledRelative.dispose()
            periodic.dispose()
            interval.dispose()
            queue.sync {}
        }
        #expect(live == 0)
    }
}
