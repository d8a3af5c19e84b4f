import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// Runs `body` as a block of the main queue and returns its result.
///
/// Under `swift test` on Linux the process is driven by `dispatchMain()`, which parks the main
/// thread and drains the main queue on worker threads; the block therefore runs in the main
/// queue's context but not on the main thread.
private func onMainQueue<Value>(_ body: @escaping @Sendable () -> Value) -> Value? {
    let result = SharedLog<Value>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
        result.append(body())
        done.signal()
    }
    guard done.waitOrHang() else { return nil }
    return result.snapshot.first
}

/// Waits until every block queued on the main queue before this call has run.
private func drainMainQueue() {
    #expect(onMainQueue { true } == true)
}

// Serialized because several tests hold the main queue with a gate.
// Not `.leakChecked`: the main queue releases scheduled work on its own thread a moment after the
// test saw it run (a leak check here failed about once in five runs); its leak tests count explicitly.
@Suite(.serialized) struct MainSchedulerTests {
    @Test func recognisesTheMainQueueWhicheverThreadDrainsIt() {
        #expect(!MainScheduler.isMainContext)
        #expect(onMainQueue { MainScheduler.isMainContext } == true)
        let other = DispatchQueue(label: "main.other")
        #expect(other.sync { MainScheduler.isMainContext } == false)
    }

    @Test func instanceEnqueuesWhenCalledOffTheMainQueue() {
        let scheduler = MainScheduler()
        let gate = QueueGate()
        let log = SharedLog<String>()
        let done = DispatchSemaphore(value: 0)
        gate.block(.main)
        _ = scheduler.schedule(()) { _ in
            log.append("ran onMain=\(MainScheduler.isMainContext)")
            done.signal()
            return Disposables.create()
        }
        log.append("returned")
        gate.open()
        #expect(done.waitOrHang())
        #expect(log.snapshot == ["returned", "ran onMain=true"])
    }

    @Test func instanceRunsInlineOnTheMainQueueAndKeepsNestedWorkInOrder() {
        let scheduler = MainScheduler()
        let log = SharedLog<Int>()
        let finished = DispatchSemaphore(value: 0)
        let ranInline = onMainQueue {
            let inline = SharedLog<Bool>()
            _ = scheduler.schedule(()) { _ in
                inline.append(true)
                log.append(1)
                _ = scheduler.schedule(()) { _ in
                    log.append(3)
                    _ = scheduler.schedule(()) { _ in
                        log.append(5)
                        finished.signal()
                        return Disposables.create()
                    }
                    log.append(4)
                    return Disposables.create()
                }
                log.append(2)
                return Disposables.create()
            }
            return inline.snapshot == [true]
        }
        #expect(ranInline == true)
        #expect(finished.waitOrHang())
        #expect(log.snapshot == [1, 2, 3, 4, 5])
    }

    @Test func instanceEnqueuesBehindItsPendingWorkEvenOnTheMainQueue() {
        let scheduler = MainScheduler()
        let log = SharedLog<String>()
        let pendingQueued = DispatchSemaphore(value: 0)
        let blockStarted = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            blockStarted.signal()
            // While this block holds the main queue, another thread enqueues work on the scheduler.
            #expect(pendingQueued.waitOrHang())
            _ = scheduler.schedule(()) { _ in
                log.append("scheduled from main")
                finished.signal()
                return Disposables.create()
            }
            log.append("main block returned")
        }
        #expect(blockStarted.waitOrHang())
        _ = scheduler.schedule(()) { _ in
            log.append("pending")
            return Disposables.create()
        }
        pendingQueued.signal()
        #expect(finished.waitOrHang())
        #expect(log.snapshot == ["main block returned", "pending", "scheduled from main"])
    }

    @Test func disposingNestedWorkCancelsIt() {
        let scheduler = MainScheduler()
        let log = SharedLog<Int>()
        _ = onMainQueue {
            _ = scheduler.schedule(()) { _ in
                log.append(1)
                let second = scheduler.schedule(()) { _ in
                    log.append(3)
                    let third = scheduler.schedule(()) { _ in
                        log.append(5)
                        return Disposables.create()
                    }
                    third.dispose()
                    log.append(4)
                    return third
                }
                log.append(2)
                return second
            }
        }
        drainMainQueue()
        drainMainQueue()
        #expect(log.snapshot == [1, 2, 3, 4])
    }

    @Test func disposingEnqueuedWorkBeforeItRunsCancelsIt() {
        let scheduler = MainScheduler()
        let log = SharedLog<Int>()
        _ = onMainQueue {
            _ = scheduler.schedule(()) { _ in
                log.append(1)
                let second = scheduler.schedule(()) { _ in
                    log.append(3)
                    return Disposables.create()
                }
                second.dispose()
                log.append(2)
                return second
            }
        }
        drainMainQueue()
        #expect(log.snapshot == [1, 2])
    }

    @Test func asyncInstanceAlwaysEnqueues() {
        let log = SharedLog<String>()
        let done = DispatchSemaphore(value: 0)
        let returnedFirst = onMainQueue {
            let ran = SharedLog<Bool>()
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                ran.append(true)
                log.append("ran onMain=\(MainScheduler.isMainContext)")
                done.signal()
                return Disposables.create()
            }
            return ran.count == 0
        }
        #expect(returnedFirst == true)
        #expect(done.waitOrHang())
        #expect(log.snapshot == ["ran onMain=true"])
    }

    @Test func sharedInstancesRunTimersOnTheMainQueue() {
        let log = SharedLog<String>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.timer(.milliseconds(2), scheduler: MainScheduler.instance)
            .subscribe(
                onNext: { log.append("next \($0) onMain=\(MainScheduler.isMainContext)") },
                onCompleted: { done.signal() }
            )
        #expect(done.waitOrHang())
        subscription.dispose()
        #expect(log.snapshot == ["next 0 onMain=true"])
    }

    @Test func ensureChecksPassOnTheMainQueue() {
        let passed = onMainQueue {
            MainScheduler.ensureRunningOnMainThread(errorMessage: "unexpected: not main")
            MainScheduler.ensureExecutingOnScheduler(errorMessage: "unexpected: not main")
            return true
        }
        #expect(passed == true)
    }

    // Exit tests are Swift Testing API from Swift 6.2; earlier toolchains skip these two.
    #if compiler(>=6.2)
    @Test func ensureRunningOnMainThreadStopsWithTheMessageOffTheMainThread() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let done = DispatchSemaphore(value: 0)
            Thread {
                MainScheduler.ensureRunningOnMainThread(errorMessage: "ui work off the main thread")
                done.signal()
            }.start()
            done.wait()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ui work off the main thread"))
    }

    @Test func ensureExecutingOnSchedulerStopsWithTheMessageOffTheMainThread() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            DispatchQueue(label: "background").sync {
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "scheduler work off the main queue")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("scheduler work off the main queue"))
    }
    #endif

    @Test func releasesEverythingOnceWorkHasFinished() {
        let scheduler = MainScheduler()
        let live = Resources.countLive {
            let done = DispatchSemaphore(value: 0)
            let enqueued = scheduler.schedule(()) { _ in
                done.signal()
                return Disposables.create()
            }
            #expect(done.waitOrHang())
            enqueued.dispose()
            // The queued block holds the cancel token until it has fully returned.
            drainMainQueue()
        }
        #expect(live == 0)
    }
}
