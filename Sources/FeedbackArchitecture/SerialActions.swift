import Foundation
import Reactive

/// Runs actions one at a time, in the order they were submitted, without ever nesting them.
///
/// The thread that submits an action while none is running runs it, and then every action
/// submitted meanwhile (by itself or by other threads), before returning. An action submitted
/// while another one runs, even from inside it, only waits in the queue, so an action can never
/// be entered again before it returns.
final class SerialActions: @unchecked Sendable {
    // @unchecked: `pending` and `isRunning` are only touched under `lock`; the actions themselves run
    // one at a time, handed over through `lock`.
    private let lock = Lock()
    private var pending: [() -> Void] = []
    private var isRunning = false

    /// Runs `action` now if no action is running, otherwise after the ones already waiting.
    func submit(_ action: @escaping () -> Void) {
        let runsHere = lock.withLock { () -> Bool in
            pending.append(action)
            guard !isRunning else { return false }
            isRunning = true
            return true
        }
        guard runsHere else { return }
        while let next = takeNext() {
            next()
        }
    }

    /// The next waiting action, or nil after marking the queue idle when there is none.
    private func takeNext() -> (() -> Void)? {
        lock.withLock {
            guard !pending.isEmpty else {
                isRunning = false
                return nil
            }
            return pending.removeFirst()
        }
    }
}
