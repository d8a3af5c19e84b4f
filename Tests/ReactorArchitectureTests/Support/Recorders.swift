import Foundation
import ReactorArchitecture

/// Records the diagnostics reported while `body` runs on the calling task.
func recordingDiagnostics(_ body: () throws -> Void) rethrows -> [ReactorDiagnostic] {
    let log = Locked<[ReactorDiagnostic]>([])
    try ReactorHooks.withDiagnosticHandler({ diagnostic in log.mutate { $0.append(diagnostic) } }, perform: body)
    return log.value
}

/// A value behind a lock, for test bookkeeping shared with other threads.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func mutate<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&stored)
    }
}

/// Carries a thread-safe but non-`Sendable` value (a reactor, a subject) into concurrent code.
struct Shared<Value>: @unchecked Sendable {
    // @unchecked: only used with values whose operations are documented as thread-safe.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A scheduler that runs its work only when the test calls `runAll()`, and knows when it does.
final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: `pending` is only touched under `lock`; `isRunning` only on the test's thread.
    private let lock = NSLock()
    private var pending: [() -> Void] = []
    /// Whether the calling code runs inside work this scheduler is running.
    private(set) var isRunning = false

    var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        lock.lock()
        pending.append { _ = action(state) }
        lock.unlock()
        return Disposables.create()
    }

    /// Runs the pending work, and the work it schedules, until none is left.
    func runAll() {
        while let work = popFirst() {
            isRunning = true
            work()
            isRunning = false
        }
    }

    private func popFirst() -> (() -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty ? nil : pending.removeFirst()
    }
}
