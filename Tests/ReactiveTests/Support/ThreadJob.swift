import Foundation

/// Work handed to one thread, released as soon as it has run: the thread drops what the work
/// captured before it signals that it is done, so a leak check right after the wait does not see
/// it still alive.
final class ThreadJob: @unchecked Sendable {
    // @unchecked: `work` is set before the thread starts and taken once by that thread.
    private var work: (() -> Void)?

    init(_ work: @escaping () -> Void) {
        self.work = work
    }

    func run() {
        work.take()?()
    }

    /// Runs `work` as a `ThreadJob` on a new thread of its own.
    static func onNewThread(_ work: @escaping () -> Void) {
        let job = ThreadJob(work)
        Thread { job.run() }.start()
    }
}
