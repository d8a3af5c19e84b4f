import Foundation
import Reactive
import ReactiveTesting
import Testing

/// A serial operation queue, held back until `isSuspended` is cleared, so that everything a test
/// schedules is known to be waiting before any of it runs.
private func suspendedSerialQueue() -> OperationQueue {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.isSuspended = true
    return queue
}

// Not `.leakChecked`: operations run, and release what they captured, on the queue's threads;
// the leak test waits for the queue to finish before counting.
@Suite struct OperationQueueSchedulerThreadSafetyTests {
    @Test func runsEachActionOnTheQueueWithItsState() {
        let queue = suspendedSerialQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = SharedLog<String>()
        for state in ["a", "b", "c"] {
            _ = scheduler.schedule(state) { state in
                log.append(OperationQueue.current === queue ? state : "elsewhere")
                return Disposables.create()
            }
        }
        #expect(log.count == 0)
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        #expect(log.snapshot == ["a", "b", "c"])
        #expect(scheduler.operationQueue === queue)
        #expect(scheduler.queuePriority == .normal)
    }

    @Test func waitingWorkOfAHigherPriorityRunsFirst() {
        let queue = suspendedSerialQueue()
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .low)
        let log = SharedLog<String>()
        for (name, scheduler) in [("high 1", high), ("low", low), ("high 2", high)] {
            _ = scheduler.schedule(name) { name in
                log.append(name)
                return Disposables.create()
            }
        }
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        #expect(log.snapshot == ["high 1", "high 2", "low"])
    }

    @Test func disposingBeforeTheOperationStartsKeepsTheActionFromRunning() {
        let queue = suspendedSerialQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = SharedLog<String>()
        let cancelled = scheduler.schedule("cancelled") { state in
            log.append(state)
            return Disposables.create()
        }
        _ = scheduler.schedule("kept") { state in
            log.append(state)
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        #expect(log.snapshot == ["kept"])
    }

    @Test func disposingAfterTheActionRanDisposesWhatItReturned() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let returned = BooleanDisposable()
        let work = scheduler.schedule(()) { _ in returned }
        queue.waitUntilAllOperationsAreFinished()
        #expect(!returned.isDisposed)
        work.dispose()
        #expect(returned.isDisposed)
    }

    @Test func subscribeOnRunsTheSubscriptionOnTheQueue() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = SharedLog<String>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.deferred {
            log.append(OperationQueue.current === queue ? "subscribed on the queue" : "elsewhere")
            return .of(1, 2)
        }
        .subscribe(on: scheduler)
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { done.signal() })
        #expect(done.waitOrHang())
        #expect(log.snapshot == ["subscribed on the queue", "1", "2"])
        subscription.dispose()
    }

    @Test func releasesEverythingOnceTheQueueHasFinished() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let live = Resources.countLive {
            let kept = scheduler.schedule(()) { _ in Disposables.create {} }
            let cancelled = scheduler.schedule(()) { _ in Disposables.create {} }
            cancelled.dispose()
            queue.waitUntilAllOperationsAreFinished()
            kept.dispose()
        }
        #expect(live == 0)
    }

    @Test func observeOnDeliversInOrderOnAConcurrentOperationQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 8
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let delivered = SharedLog<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.from(Array(0..<200)).observe(on: scheduler)
            .subscribe(onNext: { delivered.append($0) }, onCompleted: { done.signal() })
        #expect(done.waitOrHang())
        subscription.dispose()
        #expect(delivered.snapshot == Array(0..<200))
    }
}
