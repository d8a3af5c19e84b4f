import Reactive
import ReactiveDebugging
import ReactiveTesting

/// What the three stores share: the outputs received and not yet asserted, the state the test
/// has stated so far, and the checks and failure messages built on them.
///
/// The pipelines under test append to it; the store's methods check against it. It is kept apart
/// from the store so the pipelines never hold the store itself, which can then run its
/// end-of-test check when it is released.
final class TestStoreCore<Output, State> {
    /// Something the system under test produced, and the state right after it.
    struct Received {
        enum Value {
            case output(Output)
            case failure(any Error)
        }

        let value: Value
        let state: State
        let time: TestTime
    }

    let scheduler: TestScheduler
    /// What the outputs are called in messages: "mutation", "event", "output".
    let noun: String
    let options: ValueDiff.Options
    let hasState: Bool
    /// The state as the test has stated it.
    var expectedState: State
    /// The latest actual state.
    private(set) var actualState: State
    private(set) var pending: [Received] = []
    private(set) var isFinished = false
    /// Set while `finish` runs the clock on: the first new output stops it.
    private var stopsOnOutput = false
    private var hasRunDisposal = false

    init(initialState: State, hasState: Bool, scheduler: TestScheduler, noun: String, options: ValueDiff.Options) {
        self.scheduler = scheduler
        self.noun = noun
        self.options = options
        self.hasState = hasState
        self.expectedState = initialState
        self.actualState = initialState
    }

    // MARK: Recording

    func record(_ value: Received.Value, state: State) {
        actualState = state
        pending.append(Received(value: value, state: state, time: scheduler.clock))
        if stopsOnOutput { scheduler.stop() }
    }

    func updateActualState(_ state: State) {
        actualState = state
    }

    /// Takes what arrived since `count` outputs were pending.
    func takePending(after count: Int) -> [Received] {
        let taken = Array(pending.dropFirst(count))
        pending.removeLast(taken.count)
        return taken
    }

    // MARK: Checks

    /// Fails if the store has finished; returns whether it may go on.
    func checkNotFinished(_ step: String, at location: TestSourceLocation) -> Bool {
        guard isFinished else { return true }
        TestFailure.record("\(step) after the store finished: create a new store for another run.", at: location)
        return false
    }

    /// Fails when outputs are waiting to be received before `step`; they are then dropped, and
    /// the expected state catches up with the actual one so that one omission fails once.
    func checkNothingPending(before step: String, at location: TestSourceLocation) {
        guard !pending.isEmpty else { return }
        let count = pending.count
        let message =
            "\(count) \(plural(count)) must be received before \(step), but \(count == 1 ? "was" : "were") not:\n"
            + describePending()
        TestFailure.record(message, at: location)
        pending = []
        expectedState = actualState
    }

    /// Takes the next pending output, failing when there is none.
    func takeNext(expecting expected: String, at location: TestSourceLocation) -> Received? {
        guard !pending.isEmpty else {
            TestFailure.record(
                "Expected to receive \(noun) \(expected) by \(scheduler.clock), but no \(noun) was received.",
                at: location)
            return nil
        }
        return pending.removeFirst()
    }

    /// Checks the output received against the one expected, with a diff when they differ.
    func checkOutput(_ received: Received, expected: Output, at location: TestSourceLocation) {
        guard case .output(let actual) = received.value else {
            TestFailure.record(
                "Expected to receive \(noun) \(describe(expected)), but \(describe(received)) @ \(received.time).",
                at: location)
            return
        }
        guard !valuesEqual(expected, actual) else { return }
        let diff = ValueDiff(from: expected, to: actual, options: options)
        TestFailure.record(
            "Received \(noun) \(describe(actual)) @ \(received.time), not the expected \(describe(expected)):\n"
                + diff.rendered(style: .expectedActual, indent: "  "),
            at: location)
    }

    /// Checks `actual` against the stated state changed by `change`, with a field-by-field diff
    /// when they differ; the stated state becomes the actual one either way.
    func checkState(
        _ actual: State,
        after step: String,
        change: ((inout State) throws -> Void)?,
        at location: TestSourceLocation
    ) {
        var expected = expectedState
        do {
            try change?(&expected)
        } catch {
            TestFailure.record("The expected change of state after \(step) threw \(error).", at: location)
        }
        expectedState = actual
        guard !valuesEqual(expected, actual) else { return }
        let diff = ValueDiff(from: expected, to: actual, options: options)
        let detail =
            diff.isEmpty
            ? "  expected \(describe(expected)), actual \(describe(actual)) (equal fields, but not ==)"
            : diff.rendered(style: .expectedActual, indent: "  ")
        let unstated = change == nil ? " (no change was stated)" : ""
        TestFailure.record("The state after \(step) is not the expected one\(unstated):\n" + detail, at: location)
    }

    // MARK: Finishing

    /// The end-of-test check: nothing received and unasserted, nothing in flight. It runs the
    /// clock on by `horizon` ticks and fails if anything arrives then (stopping at the first), and
    /// fails for each entry of `running()` left after that.
    func finish(horizon: TestTime, running: () -> [String], at location: TestSourceLocation) {
        guard !isFinished else { return }
        isFinished = true
        if !pending.isEmpty {
            let count = pending.count
            TestFailure.record(
                "\(count) \(plural(count)) \(count == 1 ? "was" : "were") received but not asserted:\n"
                    + describePending(),
                at: location)
            pending = []
        }
        let from = scheduler.clock
        stopsOnOutput = true
        if !scheduler.isRunning { scheduler.advanceTo(from + max(horizon, 0)) }
        stopsOnOutput = false
        if !pending.isEmpty {
            TestFailure.record(
                "Work was still in flight when the test finished at \(from): running the clock on produced:\n"
                    + describePending(),
                at: location)
            pending = []
        }
        let stillRunning = running()
        if !stillRunning.isEmpty {
            TestFailure.record(
                "\(stillRunning.count) effect\(stillRunning.count == 1 ? " was" : "s were") still running when the "
                    + "test finished:\n" + stillRunning.map { "  " + $0 }.joined(separator: "\n"),
                at: location)
        }
    }

    /// Runs the work that disposing the store's streams scheduled: `subscribe(on:)` and
    /// `observe(on:)` hand their disposal to the scheduler, a tick later with the processing
    /// delay, and the test moves the clock no more once it has finished.
    func runDisposal() {
        guard !hasRunDisposal, !scheduler.isRunning else { return }
        hasRunDisposal = true
        scheduler.advanceTo(scheduler.clock + 1)
    }

    // MARK: Wording

    func describe<Value>(_ value: Value) -> String {
        ValueDiff.describe(value, options: options)
    }

    private func describe(_ received: Received) -> String {
        switch received.value {
        case .output(let output): return "received \(noun) \(describe(output))"
        case .failure(let error): return "received the error \(describe(error))"
        }
    }

    func plural(_ count: Int) -> String {
        count == 1 ? noun : noun + "s"
    }

    /// Each pending output with its time and the change of state it made.
    private func describePending() -> String {
        var previous = expectedState
        var lines: [String] = []
        for received in pending {
            let what: String
            switch received.value {
            case .output(let output): what = describe(output)
            case .failure(let error): what = "error \(describe(error))"
            }
            let diff = ValueDiff(from: previous, to: received.state, options: options)
            previous = received.state
            guard hasState else {
                lines.append("  \(what) @ \(received.time)")
                continue
            }
            lines.append(
                "  \(what) @ \(received.time)" + (diff.isEmpty ? ", state unchanged" : ", changing the state:"))
            if !diff.isEmpty { lines.append(diff.rendered(style: .transition, indent: "    ")) }
        }
        return lines.joined(separator: "\n")
    }
}

/// `==` for `Equatable` values, the reflected comparison of `ValueDiff` for anything else.
func valuesEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    if let equatable = lhs as? any Equatable {
        return equatable.isEqual(toAny: rhs)
    }
    return ValueDiff(from: lhs, to: rhs).isEmpty
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
