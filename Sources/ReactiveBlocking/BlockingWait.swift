import Dispatch
import Foundation
import Reactive

/// Blocks the calling thread until `finish()` is called or a timeout passes.
///
/// On the main thread it runs the main run loop while it waits, so that work the awaited sequence
/// schedules on the main queue (`MainScheduler`, `observe(on: MainScheduler.instance)`) can run;
/// elsewhere it sleeps on a semaphore.
final class BlockingWait: @unchecked Sendable {
    // @unchecked: `finished` is only touched under `lock`; the semaphore is thread-safe.
    private let lock = NSLock()
    private var finished = false
    private let semaphore = DispatchSemaphore(value: 0)
    private let deadline: Date?
    /// Whether `block()` runs the main run loop, which `finish()` then has to wake.
    private let waitsOnMainThread: Bool

    /// Prepares a wait for the calling thread, which must be the one that calls `block()`.
    init(timeout: TimeInterval?) {
        deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        waitsOnMainThread = Thread.isMainThread
    }

    /// Ends the wait; later calls do nothing.
    func finish() {
        lock.lock()
        let first = !finished
        finished = true
        lock.unlock()
        guard first else { return }
        semaphore.signal()
        // Wakes a main thread that is running its run loop in `block`. Only then: elsewhere
        // nobody may ever drain the main queue (a command-line tool that never runs it).
        if waitsOnMainThread { DispatchQueue.main.async {} }
    }

    private var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// Waits for `finish()`.
    ///
    /// - Returns: `false` if the timeout passed first.
    func block() -> Bool {
        guard waitsOnMainThread else {
            guard let deadline else {
                semaphore.wait()
                return true
            }
            let nanoseconds = max(0, deadline.timeIntervalSinceNow) * 1_000_000_000
            return semaphore.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success
        }
        while !isFinished {
            let limit = deadline ?? .distantFuture
            if Date() >= limit { return false }
            // Each turn handles at most one source (a main-queue block among them), then looks
            // again. A run loop with nothing to run returns at once: sleep briefly instead of
            // spinning.
            if !RunLoop.current.run(mode: .default, before: min(limit, Date(timeIntervalSinceNow: 0.1))) {
                usleep(1_000)
            }
        }
        return true
    }
}
