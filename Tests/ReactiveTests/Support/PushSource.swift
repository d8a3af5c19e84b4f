@testable import Reactive

/// A source driven by hand from one thread at a time, like a subject with a single subscriber.
final class PushSource: @unchecked Sendable {
    // @unchecked: `observer` is only touched under `lock`.
    private let lock = Lock()
    private var observer: AnyObserver<Int>?

    var observable: Observable<Int> {
        Observable.create { [self] observer in
            lock.withLock { self.observer = observer }
            return Disposables.create { [self] in lock.withLock { self.observer = nil } }
        }
    }

    /// Sends `event` to the current subscriber; the lock is not held while it is delivered.
    func on(_ event: Event<Int>) {
        let observer = lock.withLock { self.observer }
        observer?.on(event)
    }
}

/// Records what an operator delivers and every breach of the observer contract: a delivery that
/// overlaps another one, or any event after a stop event.
final class GrammarChecker: ObserverType, @unchecked Sendable {
    // @unchecked: the arrays and `stopped` are only touched under `lock`; `inside` is atomic.
    private let lock = Lock()
    private let inside = AtomicCell<Int>(0)
    private var recorded: [Event<String>] = []
    private var problems: [String] = []
    private var stopped = false
    private let whenStopped: () -> Void

    /// - Parameter whenStopped: Runs after a stop event has been recorded, on the delivering thread.
    init(whenStopped: @escaping () -> Void = {}) {
        self.whenStopped = whenStopped
    }

    func on(_ event: Event<String>) {
        let overlapping = inside.add(1, ordering: .acquiringAndReleasing).newValue != 1
        lock.withLock {
            if overlapping { problems.append("overlapping delivery of \(event)") }
            if stopped { problems.append("\(event) after a stop event") }
            if event.isStopEvent { stopped = true }
            recorded.append(event)
        }
        if event.isStopEvent { whenStopped() }
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }

    var violations: [String] { lock.withLock { problems } }
    var elements: [String] { lock.withLock { recorded.compactMap(\.element) } }
    var deliveredCount: Int { lock.withLock { recorded.count } }
    var stopCount: Int { lock.withLock { recorded.filter(\.isStopEvent).count } }
    var completed: Bool { lock.withLock { recorded.contains { $0.isCompleted } } }
}
