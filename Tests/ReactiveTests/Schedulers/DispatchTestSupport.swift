import Dispatch
import Foundation

/// A thread-safe log that actions running on Dispatch queues append to.
final class SharedLog<Value>: @unchecked Sendable {
    // @unchecked: `values` is only touched under `lock`.
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var snapshot: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    var count: Int {
        snapshot.count
    }
}

/// Measures how many actions overlap, to tell serial execution from concurrent execution.
final class OverlapMeter: @unchecked Sendable {
    // @unchecked: both counters are only touched under `lock`.
    private let lock = NSLock()
    private var inFlight = 0
    private var peak = 0

    /// Runs `body` while counted as in flight.
    func measure(_ body: () -> Void) {
        lock.lock()
        inFlight += 1
        peak = max(peak, inFlight)
        lock.unlock()
        body()
        lock.lock()
        inFlight -= 1
        lock.unlock()
    }

    var maximum: Int {
        lock.lock()
        defer { lock.unlock() }
        return peak
    }
}

/// A closed gate that blocks a queue until the test opens it, so that work scheduled meanwhile is
/// known not to have run yet.
final class QueueGate: Sendable {
    private let opened = DispatchSemaphore(value: 0)
    private let entered = DispatchSemaphore(value: 0)

    /// Occupies `queue` until `open()`; returns once the queue is really blocked.
    func block(_ queue: DispatchQueue) {
        queue.async { [self] in
            entered.signal()
            opened.wait()
        }
        entered.wait()
    }

    func open() {
        opened.signal()
    }
}

/// Generous enough never to trip on a loaded machine; only a hang reaches it.
let hangTimeout: DispatchTimeInterval = .seconds(10)

extension DispatchSemaphore {
    /// Waits for a signal, giving up only after `hangTimeout`; true if signalled.
    func waitOrHang() -> Bool {
        wait(timeout: .now() + hangTimeout) == .success
    }
}

/// Marks `queue` so that a block can tell it is running there.
func markedQueue(_ queue: DispatchQueue) -> DispatchSpecificKey<Int> {
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 1)
    return key
}

/// Whether the caller runs on the queue marked with `key`.
func isRunning(on key: DispatchSpecificKey<Int>) -> Bool {
    DispatchQueue.getSpecific(key: key) == 1
}
