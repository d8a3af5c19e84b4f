import Reactive
import ReactiveDebugging
import ReactiveTesting

/// An exhaustive test of a view model — any function from input streams to output streams — in
/// virtual time: the test makes the inputs, hands them to the view model, observes its outputs,
/// sends input values, and receives every output element, from every output, in the order they
/// came. It fails — with a field-by-field diff of the expected and actual element — when an output
/// emitted something other than stated, when an output element was not received, or when work is
/// still in flight at the end.
///
/// ```swift
/// let store = ViewModelTestStore(scheduler: scheduler)
/// let query = store.input(String.self, "query")
/// let viewModel = SearchViewModel(query: query.asObservable(), service: fakeService)
/// let results = store.output(viewModel.results, "results")
/// store.send(query, "rx")
/// store.advance(by: 10)
/// store.receive(results, ["ReactiveX/RxSwift"])
/// store.finish()
/// ```
///
/// Outputs are subscribed when `output(_:_:)` is called; what they emit at once (a `Driver`'s
/// current value) is received like anything else. `finish()` checks that nothing was received but
/// not asserted and runs the clock on (by `horizon` ticks, stopping at the first element) to fail
/// on work still in flight. A store released without `finish()` runs the same check then, reported
/// at the line that created it.
public final class ViewModelTestStore {
    /// The scheduler whose clock the test moves.
    public var scheduler: TestScheduler { core.scheduler }

    let core: TestStoreCore<OutputElement, Void>
    private var subscriptions: [any Disposable] = []
    private let creation: TestSourceLocation

    /// How far `finish()` runs the clock on by default, in ticks.
    public static var defaultHorizon: TestTime { 10_000 }

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - scheduler: The virtual clock the view model runs on.
    ///   - diffOptions: The limits that keep failure diffs readable.
    ///   - fileID: The caller's file identifier, where an end-of-test failure is reported.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public init(
        scheduler: TestScheduler,
        diffOptions: ValueDiff.Options = .default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        creation = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        core = TestStoreCore(
            initialState: (), hasState: false, scheduler: scheduler, noun: "output", options: diffOptions)
    }

    deinit {
        core.finish(horizon: Self.defaultHorizon, running: { [] }, at: creation)
        for subscription in subscriptions { subscription.dispose() }
        core.runDisposal()
    }

    /// A new input of the view model, which `send` feeds.
    ///
    /// - Parameters:
    ///   - type: The type of the input's elements.
    ///   - name: The input's name, for messages.
    /// - Returns: The input; pass `input.asObservable()` (or a trait made from it) to the view model.
    public func input<Value>(_ type: Value.Type = Value.self, _ name: String) -> ViewModelInput<Value> {
        ViewModelInput(name: name)
    }

    /// Subscribes to an output of the view model; its elements, errors and completion are
    /// received in the order they come, among all outputs.
    ///
    /// - Parameters:
    ///   - source: The output.
    ///   - name: The output's name, for messages.
    /// - Returns: The handle that `receive` takes.
    public func output<Source: ObservableConvertibleType>(_ source: Source, _ name: String)
        -> ViewModelOutput<Source.Element>
    {
        let core = core
        let subscription = source.asObservable().subscribe { event in
            let element = OutputElement(output: name, event: event.map { $0 as Any })
            core.record(.output(element), state: ())
        }
        subscriptions.append(subscription)
        return ViewModelOutput(name: name)
    }

    /// Sends `value` to `input` at the current virtual time and runs the work due now. Output
    /// elements received earlier must all have been asserted.
    ///
    /// - Parameters:
    ///   - input: The input.
    ///   - value: The element to send.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func send<Value>(
        _ input: ViewModelInput<Value>,
        _ value: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "sending \(core.describe(value)) to \(input.name)"
        guard core.checkNotFinished("Sending to \(input.name)", at: location) else { return }
        core.checkNothingPending(before: step, at: location)
        input.subject.onNext(value)
        scheduler.advanceTo(scheduler.clock)
    }

    /// Receives the next output element, which must be `value` from `output`.
    ///
    /// - Parameters:
    ///   - output: The output it must come from.
    ///   - value: The expected element; compared with `==` when `Equatable`, field by field
    ///     otherwise.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receive<Value>(
        _ output: ViewModelOutput<Value>,
        _ value: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        receive(output.name, .next(value), at: location)
    }

    /// Receives the next output event, which must be the completion of `output`.
    ///
    /// - Parameters:
    ///   - output: The output that must have completed.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receiveCompleted<Value>(
        _ output: ViewModelOutput<Value>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        receive(output.name, Event<Value>.completed, at: location)
    }

    /// Receives the next output event, which must be an error of `output` that `matching` accepts.
    ///
    /// - Parameters:
    ///   - output: The output that must have failed.
    ///   - matching: Whether the error is the expected one; any error by default.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receiveError<Value>(
        _ output: ViewModelOutput<Value>,
        matching: (any Error) -> Bool = { _ in true },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let expected = "an error of \(output.name)"
        guard let received = core.takeNext(expecting: expected, at: location),
            case .output(let element) = received.value
        else { return }
        if element.output == output.name, let error = element.event.error, matching(error) { return }
        TestFailure.record("Expected \(expected), but received \(element) @ \(received.time).", at: location)
    }

    /// Moves the clock forward by `ticks`, running the work due until then.
    ///
    /// - Parameter ticks: How far to move; 1 by default.
    public func advance(by ticks: TestTime = 1) {
        scheduler.advanceTo(scheduler.clock + max(ticks, 0))
    }

    /// Moves the clock forward to `time`, running the work due until then.
    ///
    /// - Parameter time: The virtual time; an earlier time than the clock does nothing.
    public func advance(to time: TestTime) {
        scheduler.advanceTo(max(time, scheduler.clock))
    }

    /// Ends the test: fails for output elements received but not asserted and for work still in
    /// flight (anything that arrives within `horizon` more ticks); then disposes the outputs'
    /// subscriptions.
    ///
    /// - Parameters:
    ///   - horizon: How far to run the clock on looking for work in flight.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func finish(
        horizon: TestTime = ViewModelTestStore.defaultHorizon,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        core.finish(horizon: horizon, running: { [] }, at: location)
        for subscription in subscriptions { subscription.dispose() }
        subscriptions = []
        core.runDisposal()
    }

    private func receive<Value>(_ name: String, _ event: Event<Value>, at location: TestSourceLocation) {
        let expected = OutputElement(output: name, event: event.map { $0 as Any })
        guard let received = core.takeNext(expecting: expected.description, at: location) else { return }
        guard case .output(let actual) = received.value else { return }
        guard actual.output == name, actual.event.isStopEvent == event.isStopEvent,
            actual.event.isCompleted == event.isCompleted
        else {
            TestFailure.record(
                "Received \(actual) @ \(received.time), not the expected \(expected).", at: location)
            return
        }
        guard case .next(let wanted) = event, case .next(let got as Value) = actual.event, !valuesEqual(wanted, got)
        else { return }
        let diff = ValueDiff(from: wanted, to: got, options: core.options)
        TestFailure.record(
            "Received \(actual) @ \(received.time), not the expected \(expected):\n"
                + diff.rendered(style: .expectedActual, indent: "  "),
            at: location)
    }
}

/// An input of a view model under test: a stream the test feeds through `ViewModelTestStore.send`.
public struct ViewModelInput<Value>: ObservableConvertibleType {
    /// The input's name, for messages.
    public let name: String
    let subject = PublishSubject<Value>()

    /// The input's elements, to hand to the view model.
    ///
    /// - Returns: The stream of the values sent.
    public func asObservable() -> Observable<Value> {
        subject.asObservable()
    }
}

/// An output of a view model under test, as `ViewModelTestStore.output(_:_:)` returns it.
public struct ViewModelOutput<Value> {
    /// The output's name, for messages.
    public let name: String
}

/// An event of one of the outputs, as the store received it.
public struct OutputElement: DiffLeaf {
    /// The output's name.
    public let output: String
    /// The event.
    public let event: Event<Any>

    /// `results: .next(["a"])`, `results: completed`.
    public var description: String {
        switch event {
        case .next(let value): return "\(output): \(ValueDiff.describe(value))"
        case .error(let error): return "\(output): error \(ValueDiff.describe(error))"
        case .completed: return "\(output): completed"
        }
    }
}
