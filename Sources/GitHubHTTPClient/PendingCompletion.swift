import Foundation
import Reactive

/// Holds a request's completion handler until it is called once or the request is cancelled.
///
/// `URLSession` keeps its completion closure until the task ends, which after a cancellation is
/// some time later on another thread. The closure captures only this box; cancelling empties it,
/// so the subscriber (and every runtime resource behind it) is released at once, and a response
/// racing the cancellation is dropped instead of delivered.
final class PendingCompletion<Value>: @unchecked Sendable {
    // @unchecked: `handler` is read and written only under `lock`, and called only after being
    // taken out, so at most once and never concurrently.
    private let lock = Lock()
    private var handler: ((Value) -> Void)?

    init(_ handler: @escaping (Value) -> Void) {
        self.handler = handler
    }

    /// Calls the handler if it is still there, and forgets it.
    func complete(_ value: Value) {
        lock.lock()
        let taken = handler
        handler = nil
        lock.unlock()
        taken?(value)
    }

    /// Forgets the handler; returns whether it was still pending.
    @discardableResult
    func cancel() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let wasPending = handler != nil
        handler = nil
        return wasPending
    }
}
