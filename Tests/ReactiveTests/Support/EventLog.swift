@testable import Reactive

/// Collects the events a subscription delivers, for synchronous assertions.
final class EventLog<Element>: @unchecked Sendable {
    // @unchecked: tests that share a log across threads guard it with `lock`.
    private let lock = NSLockFree()
    private(set) var events: [Event<Element>] = []

    func record(_ event: Event<Element>) {
        lock.withLock { events.append(event) }
    }

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in record(event) }
    }

    /// The elements of the `next` events.
    var elements: [Element] {
        lock.withLock { events.compactMap(\.element) }
    }

    /// A one-line rendering such as `next(1) next(2) completed`.
    var rendered: String {
        lock.withLock { events.map(\.debugDescription).joined(separator: " ") }
    }
}

/// A tiny lock for test fixtures, built on the runtime's own lock.
struct NSLockFree {
    private let lock = Lock()

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }
}
