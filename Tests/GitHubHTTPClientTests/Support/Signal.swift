import Dispatch

/// A one-way signal between a backend thread and a test: `fire` from anywhere, `wait` in the
/// test. The wait is bounded so a broken test fails instead of hanging the suite.
final class Signal: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    func fire() {
        semaphore.signal()
    }

    /// Waits for one `fire`; false if none came within `seconds` (a failure, not a timing guess).
    func wait(seconds: Double = 30) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }
}
