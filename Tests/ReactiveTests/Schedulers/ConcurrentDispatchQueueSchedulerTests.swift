import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

// Not `.leakChecked`: these tests hand work to dispatch queues, which release the scheduled
// actions' disposables on their own threads a moment after the test has seen the work finish.
// The leak tests in this suite wait for that explicitly before counting.
@Suite struct ConcurrentDispatchQueueSchedulerTests {
    /// Two actions that each wait for the other to start can only both finish if they overlap.
    private func expectRendezvous(on scheduler: ConcurrentDispatchQueueScheduler) {
        let firstStarted = DispatchSemaphore(value: 0)
        let secondStarted = DispatchSemaphore(value: 0)
        let met = SharedLog<Bool>()
        let done = DispatchGroup()
        for (mine, theirs) in [(firstStarted, secondStarted), (secondStarted, firstStarted)] {
            done.enter()
            _ = scheduler.schedule(()) { _ in
                mine.signal()
                met.append(theirs.waitOrHang())
                done.leave()
                return Disposables.create()
            }
        }
        #expect(done.wait(timeout: .now() + hangTimeout) == .success)
        #expect(met.snapshot == [true, true])
    }

    @Test func runsActionsConcurrently() {
        expectRendezvous(on: ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global()))
    }

    @Test func qosSchedulerRunsActionsConcurrently() {
        expectRendezvous(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }

    @Test func runsActionsOnItsQueue() {
        let queue = DispatchQueue(label: "concurrent.placement", attributes: .concurrent)
        let key = markedQueue(queue)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let placement = SharedLog<Bool>()
        let done = DispatchGroup()
        for _ in 0..<50 {
            done.enter()
            _ = scheduler.schedule(()) { _ in
                placement.append(isRunning(on: key))
                done.leave()
                return Disposables.create()
            }
        }
        #expect(done.wait(timeout: .now() + hangTimeout) == .success)
        #expect(placement.snapshot == Array(repeating: true, count: 50))
    }

    @Test func disposingBeforeTheActionRunsCancelsIt() {
        // A serial queue is allowed and lets a gate hold the action back deterministically.
        let queue = DispatchQueue(label: "concurrent.cancel")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
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

    @Test func relativeActionFiresOnceAndCanBeCancelled() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = SharedLog<String>()
        let start = DispatchTime.now().uptimeNanoseconds
        let cancelled = scheduler.scheduleRelative("cancelled", dueTime: .milliseconds(2)) { value in
            log.append(value)
            return Disposables.create()
        }
        cancelled.dispose()
        let fired = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative("fired", dueTime: .milliseconds(15)) { value in
            let notEarly = DispatchTime.now().uptimeNanoseconds - start >= 15_000_000
            log.append("\(value) notEarly=\(notEarly)")
            fired.signal()
            return Disposables.create()
        }
        #expect(fired.waitOrHang())
        #expect(log.snapshot == ["fired notEarly=true"])
    }

    @Test func periodicRunsAreSequentialEvenOnAConcurrentQueue() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "p", attributes: .concurrent))
        let meter = OverlapMeter()
        let ticks = SharedLog<Int>()
        let reached = DispatchSemaphore(value: 0)
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
            state in
            meter.measure { ticks.append(state) }
            if state == 9 { reached.signal() }
            return state + 1
        }
        #expect(reached.waitOrHang())
        subscription.dispose()
        let atDispose = ticks.count
        let witness = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            witness.signal()
            return Disposables.create()
        }
        #expect(witness.waitOrHang())
        // A tick already running when `dispose` returned may still land; nothing after it.
        #expect(ticks.count <= atDispose + 1)
        #expect(ticks.snapshot == Array(0..<ticks.count))
        #expect(meter.maximum == 1)
    }

    @Test func releasesEverythingOnceWorkHasFinished() {
        let queue = DispatchQueue(label: "concurrent.leaks", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
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
            let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
                state in
                if state == 3 { ran.signal() }
                return state + 1
            }
            for _ in 0..<3 { #expect(ran.waitOrHang()) }
            relative.dispose()
            periodic.dispose()
            // A barrier waits for every block already running on a concurrent queue.
            queue.sync(flags: .barrier) {}
        }
        #expect(live == 0)
    }
}
