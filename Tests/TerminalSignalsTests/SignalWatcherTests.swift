import Dispatch
import Reactive
import TerminalSignals
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many times `countSignal` ran: the stand-in for a handler installed before the watcher.
private let earlierHandlerCalls = AtomicCell<Int>(0)

private func countSignal(_: Int32) {
    earlierHandlerCalls.add(1, ordering: .relaxed)
}

/// Runs `body` and puts the calling thread's signal mask back: the watcher unblocks its signals
/// on the calling thread, here a test-pool thread that blocks them.
private func keepingSignalMask(_ body: () throws -> Void) rethrows {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
    try body()
}

/// One watcher per process, so these run one at a time. `raise` signals the calling thread, which
/// the watcher has unblocked, and runs the handler before it returns: nothing here waits on time
/// except for the queue to drain.
@Suite(.serialized) struct SignalWatcherTests {
    @Test func signalsThatArriveBeforeTheQueueRunsAreAllDeliveredInOrder() throws {
        try keepingSignalMask {
            let queue = DispatchQueue(label: "SignalWatcherTests")
            queue.suspend()
            let received = LockedValue<[Int32]>([])
            let allThree = DispatchSemaphore(value: 0)
            let watcher = try SignalWatcher(signals: [SIGUSR1, SIGUSR2], queue: queue) { number in
                let count = received.withLock {
                    $0.append(number)
                    return $0.count
                }
                if count == 3 { allThree.signal() }
            }
            defer { watcher.cancel() }
            raise(SIGUSR1)
            raise(SIGUSR2)
            raise(SIGUSR1)
            #expect(received.withLock { $0.isEmpty })
            queue.resume()
            #expect(allThree.wait(timeout: .now() + 30) == .success)
            #expect(received.withLock { $0 } == [SIGUSR1, SIGUSR2, SIGUSR1])
        }
    }

    @Test func cancelPutsBackTheHandlerThatWasThereBefore() throws {
        try keepingSignalMask {
            let earlier = signal(SIGUSR1, countSignal)
            defer { signal(SIGUSR1, earlier) }
            let before = earlierHandlerCalls.load(ordering: .relaxed)
            let delivered = DispatchSemaphore(value: 0)
            let watcher = try SignalWatcher(signals: [SIGUSR1], queue: DispatchQueue(label: "SignalWatcherTests")) {
                _ in
                delivered.signal()
            }
            raise(SIGUSR1)
            #expect(delivered.wait(timeout: .now() + 30) == .success)
            #expect(earlierHandlerCalls.load(ordering: .relaxed) == before)
            watcher.cancel()
            raise(SIGUSR1)
            #expect(earlierHandlerCalls.load(ordering: .relaxed) == before + 1)
        }
    }

    @Test func aSecondWatcherIsRefusedWithAReasonAndTheFirstKeepsWorking() throws {
        try keepingSignalMask {
            let delivered = DispatchSemaphore(value: 0)
            let first = try SignalWatcher(signals: [SIGUSR2], queue: DispatchQueue(label: "SignalWatcherTests")) { _ in
                delivered.signal()
            }
            defer { first.cancel() }
            // Caught by hand: `#expect(throws:)` returns the error only from Swift 6.1.
            do {
                let second = try SignalWatcher(signals: [SIGUSR1], queue: .global()) { _ in }
                second.cancel()
                Issue.record("a second watcher started while the first was running")
            } catch let error as SignalWatcherError {
                #expect(error.description == "another signal watcher is already running")
            } catch {
                Issue.record("refused with an unexpected error: \(error)")
            }
            raise(SIGUSR2)
            #expect(delivered.wait(timeout: .now() + 30) == .success)
        }
    }

    @Test func aNewWatcherCanStartOnceTheLastIsCancelled() throws {
        try keepingSignalMask {
            let first = try SignalWatcher(signals: [SIGUSR1], queue: .global()) { _ in }
            first.cancel()
            let delivered = DispatchSemaphore(value: 0)
            let second = try SignalWatcher(signals: [SIGUSR1], queue: DispatchQueue(label: "SignalWatcherTests")) { _ in
                delivered.signal()
            }
            defer { second.cancel() }
            raise(SIGUSR1)
            #expect(delivered.wait(timeout: .now() + 30) == .success)
        }
    }
}
