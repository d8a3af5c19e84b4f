/// A sleep that ends when a scheduled action runs, or at once with `CancellationError` when its
/// task is cancelled: the body of `SchedulerClock.sleep` and of ReactiveTesting's `TestClock`.
package enum SchedulerSleep {
    private enum State {
        case starting
        case sleeping(CheckedContinuation<Void, any Error>, (any Disposable)?)
        case cancelled
        case ended
    }

    /// Sleeps until the action `schedule` schedules runs.
    ///
    /// - Parameter schedule: Schedules the wake-up and returns what cancels it.
    /// - Throws: `CancellationError` if the task is cancelled before the wake-up.
    package static func sleep(scheduling schedule: (@escaping () -> Void) -> any Disposable) async throws {
        let state = LockedValue(State.starting)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { value -> Bool in
                    guard case .starting = value else { return true }
                    value = .sleeping(continuation, nil)
                    return false
                }
                guard !cancelled else { return continuation.resume(throwing: CancellationError()) }
                let timer = schedule {
                    let woken = state.withLock { value -> CheckedContinuation<Void, any Error>? in
                        guard case .sleeping(let continuation, _) = value else { return nil }
                        value = .ended
                        return continuation
                    }
                    woken?.resume()
                }
                let ended = state.withLock { value -> Bool in
                    guard case .sleeping(let continuation, nil) = value else { return true }
                    value = .sleeping(continuation, timer)
                    return false
                }
                if ended { timer.dispose() }
            }
        } onCancel: {
            let sleeping = state.withLock { value -> (CheckedContinuation<Void, any Error>, (any Disposable)?)? in
                defer { if case .starting = value { value = .cancelled } }
                guard case .sleeping(let continuation, let timer) = value else { return nil }
                value = .ended
                return (continuation, timer)
            }
            sleeping?.1?.dispose()
            sleeping?.0.resume(throwing: CancellationError())
        }
    }
}
