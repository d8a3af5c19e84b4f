#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Debug-build detector for re-entrant and concurrent delivery into one observer.
///
/// Wraps each delivery in `enter`/`leave`; a second `enter` before `leave` is an anomaly, told apart
/// by thread. Compiled to nothing in release builds.
struct DeliveryTracker {
    #if DEBUG
    private let lock = Lock()
    private final class Box: @unchecked Sendable {
        // @unchecked: fields are only touched under the tracker's lock.
        var depth = 0
        var thread: pthread_t?
    }
    private let box = Box()
    #endif

    init() {}

    /// Marks the start of a delivery into `observerName`; reports an anomaly if one is in flight.
    @inline(__always)
    func enter(_ observerName: @autoclosure () -> String) {
        #if DEBUG
        let current = pthread_self()
        let (depth, sameThread) = lock.withLock { () -> (Int, Bool) in
            let sameThread = box.thread.map { pthread_equal($0, current) != 0 } ?? true
            box.depth += 1
            if box.depth == 1 { box.thread = current }
            return (box.depth, sameThread)
        }
        guard depth > 1 else { return }
        if sameThread {
            Hooks.report(
                .reentrantDelivery,
                "Re-entrant delivery into \(observerName()): an event was sent while the previous one was "
                    + "still being handled on the same thread. This is a feedback cycle; break it with "
                    + "`observe(on:)` onto an asynchronous scheduler."
            )
        } else {
            Hooks.report(
                .concurrentDelivery,
                "Concurrent delivery into \(observerName()): two threads sent events at the same time. "
                    + "Observers must be called serially; serialise the producers or use `observe(on:)`."
            )
        }
        #endif
    }

    /// Marks the end of a delivery.
    @inline(__always)
    func leave() {
        #if DEBUG
        lock.withLock {
            box.depth -= 1
            if box.depth == 0 { box.thread = nil }
        }
        #endif
    }
}
