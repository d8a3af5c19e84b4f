import Dispatch
import Foundation

/// A value shared between threads, guarded by an `NSLock` (a pthread mutex ThreadSanitizer models).
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: Value

    init(_ value: Value) {
        storage = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&storage) }
    }

    var value: Value {
        lock.withLock { storage }
    }
}

/// Counts how many callers are inside `measure` at once, to prove a closure never overlaps itself.
final class OverlapProbe: @unchecked Sendable {
    // @unchecked: both counters are only touched under `lock`.
    private let lock = NSLock()
    private var inside = 0
    private var most = 0

    func measure<Result>(_ body: () -> Result) -> Result {
        lock.withLock {
            inside += 1
            most = max(most, inside)
        }
        defer { lock.withLock { inside -= 1 } }
        return body()
    }

    /// The most callers that were ever inside at once.
    var maximum: Int {
        lock.withLock { most }
    }
}

/// A dispatch queue that code can recognise itself running on.
struct RecognisableQueue: @unchecked Sendable {
    // @unchecked: `DispatchQueue` and `DispatchSpecificKey` are thread-safe.
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<Int>()

    init(_ queue: DispatchQueue) {
        self.queue = queue
        queue.setSpecific(key: key, value: 1)
    }

    /// Whether the caller runs on the queue.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == 1
    }

    /// Waits until everything already queued has run.
    func drain() {
        queue.sync {}
    }
}

/// Background threads for effects to finish on: a concurrent queue a test can wait for, so that
/// the effects' last references are released before the test counts its leaks.
struct BackgroundWorkers: @unchecked Sendable {
    // @unchecked: `DispatchQueue` is thread-safe.
    private let queue = DispatchQueue(label: "feedback.tests.workers", attributes: .concurrent)

    /// Runs `work` on one of the threads.
    func run(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Waits until every piece of work already started has finished.
    func drain() {
        queue.sync(flags: .barrier) {}
    }
}

/// An object whose deallocation proves that whatever captured it was released.
final class LifetimeProbe: Sendable {}

/// Carries a non-`Sendable` value whose operations are thread-safe (subjects, disposables) into
/// concurrent code.
struct Handoff<Value>: @unchecked Sendable {
    // @unchecked: only used with values documented as thread-safe.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension DispatchSemaphore {
    /// Waits at most ten seconds, which only a hang reaches; true if signalled.
    func waitOrHang() -> Bool {
        wait(timeout: .now() + .seconds(10)) == .success
    }
}
