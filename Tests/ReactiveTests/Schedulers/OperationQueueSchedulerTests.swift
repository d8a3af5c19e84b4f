import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

// Not `.leakChecked`: the operation queue releases the operations (and the actions' disposables)
// on its own threads a moment after the test has seen the work finish.
@Suite struct OperationQueueSchedulerTests {
    @Test func runsTheActionWithItsStateOnTheQueue() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        #expect(scheduler.operationQueue === queue)
        #expect(scheduler.queuePriority == .high)
        let ran = DispatchSemaphore(value: 0)
        let seen = SharedLog<String>()
        _ = scheduler.schedule("state") { state in
            seen.append(state)
            seen.append(OperationQueue.current === queue ? "on the queue" : "elsewhere")
            ran.signal()
            return Disposables.create()
        }
        #expect(ran.waitOrHang())
        #expect(seen.snapshot == ["state", "on the queue"])
    }

    @Test func disposingBeforeTheOperationRunsSkipsTheAction() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            entered.signal()
            gate.wait()
            return Disposables.create()
        }
        #expect(entered.waitOrHang())
        let ran = SharedLog<Int>()
        let cancelled = scheduler.schedule(()) { _ in
            ran.append(1)
            return Disposables.create()
        }
        cancelled.dispose()
        gate.signal()
        queue.waitUntilAllOperationsAreFinished()
        #expect(ran.count == 0)
    }

    @Test func disposingAfterTheActionRanDisposesWhatItReturned() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let inner = BooleanDisposable()
        let subscription = scheduler.schedule(()) { _ in inner }
        queue.waitUntilAllOperationsAreFinished()
        #expect(!inner.isDisposed)
        subscription.dispose()
        #expect(inner.isDisposed)
    }

    @Test func observeOnDeliversInOrderOnAConcurrentOperationQueue() throws {
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
