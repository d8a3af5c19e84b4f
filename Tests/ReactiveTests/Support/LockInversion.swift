import Foundation
import Reactive

/// The shape of most deadlocks reported against RxSwift: the runtime calls out (a teardown, a
/// replayed element, a subscription) while holding one of its locks, the callout needs a foreign
/// lock, and the thread holding that foreign lock is waiting for the runtime's lock.
///
/// `run` plays both threads: the holder takes the foreign lock, waits until the callout has
/// started, then does something that needs the runtime's lock; the trigger makes the runtime call
/// out. The callout gives up on the foreign lock after `patience`, so a regression makes the test
/// fail after a few seconds instead of hanging it.
final class LockInversion: Sendable {
    private let foreignLock = NSRecursiveLock()
    private let holderHasLock = DispatchSemaphore(value: 0)
    private let calloutStarted = DispatchSemaphore(value: 0)
    private let calloutGotLock = DispatchSemaphore(value: 0)
    private let armed = AtomicCell<Bool>(true)
    private let patience: TimeInterval = 5

    /// Call from the code the runtime calls out to. Only the first call probes; later ones (a
    /// second teardown, a re-subscription) return at once.
    func callout() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        calloutStarted.signal()
        if foreignLock.lock(before: Date(timeIntervalSinceNow: patience)) {
            foreignLock.unlock()
            calloutGotLock.signal()
        }
    }

    /// Runs `holder` (with the foreign lock held, once the callout has started) and `trigger` on
    /// threads of their own, and returns whether the callout got the foreign lock, which it cannot
    /// if the runtime called out under a lock that `holder` needs.
    func run(holder: @escaping @Sendable () -> Void, trigger: @escaping @Sendable () -> Void) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        let holderJob = ThreadJob { [self] in
            foreignLock.lock()
            holderHasLock.signal()
            _ = calloutStarted.wait(timeout: .now() + patience)
            holder()
            foreignLock.unlock()
        }
        let triggerJob = ThreadJob { [self] in
            _ = holderHasLock.wait(timeout: .now() + patience)
            trigger()
        }
        for job in [holderJob, triggerJob] {
            Thread {
                job.run()
                finished.signal()
            }
            .start()
        }
        let bothFinished = finished.waitOrHang() && finished.waitOrHang()
        return bothFinished && calloutGotLock.wait(timeout: .now() + patience) == .success
    }
}
