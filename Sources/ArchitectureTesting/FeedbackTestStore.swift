import FeedbackArchitecture
import Reactive
import ReactiveDebugging
import ReactiveTesting

/// An exhaustive test of a feedback system — `Observable.system(initialState:reduce:scheduler:feedback:)`
/// — in virtual time: the test sends events as the user would, states how each changed the state,
/// and receives every event a feedback produced, in order, with the change it made. It fails — with
/// a field-by-field diff of the expected and actual state — when the state changed in a way the test
/// did not state, when a feedback's event was not received, or when work is still in flight at the
/// end.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
/// let store = FeedbackTestStore(initialState: State(), reduce: State.reduce, scheduler: scheduler, feedback: search)
/// store.send(.queryChanged("rx")) { $0.query = "rx" }
/// store.advance(by: 10)
/// store.receive(.response(["ReactiveX/RxSwift"])) { $0.results = ["ReactiveX/RxSwift"] }
/// store.finish()
/// ```
///
/// **How it runs the system.** The store subscribes to the real `Observable.system` with the given
/// feedbacks plus one of its own, through which `send` delivers events; it notes every event as it
/// is reduced, with the state `reduce` made of it and whether the test or a feedback sent it. The
/// system subscribes on `scheduler`, so with the test scheduler's processing delay it starts one
/// tick after the store is created: the store moves the clock there. Remember the hops: a feedback's
/// events reach `reduce` through the scheduler (one tick each with the processing delay, none with
/// `simulateProcessingDelay: false`).
///
/// **The end of the test.** `finish()` checks that no event was received but not asserted, and that
/// no work is in flight: it runs the clock on (by `horizon` ticks, stopping at the first event that
/// arrives) and fails if an event arrives. A store released without `finish()` runs the same check
/// then, reported at the line that created it. After `finish()` the system is disposed.
public final class FeedbackTestStore<State, Event> {
    /// A feedback loop of the system: reads the states, produces events.
    public typealias Feedback = (ObservableSchedulerContext<State>) -> Observable<Event>

    /// The scheduler whose clock the test moves.
    public var scheduler: TestScheduler { core.scheduler }
    /// The state as the test has stated it so far.
    public var state: State { core.expectedState }

    let core: TestStoreCore<Event, State>
    private let sent = PublishSubject<Event>()
    private let sentLog = SentEvents<State>()
    private let subscription: any Disposable
    private let creation: TestSourceLocation

    /// How far `finish()` runs the clock on by default, in ticks.
    public static var defaultHorizon: TestTime { 10_000 }

    /// Creates a store and starts the system.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The system's reducer.
    ///   - scheduler: The virtual clock the system runs on.
    ///   - feedback: The system's feedback loops (the UI's events come from `send`).
    ///   - diffOptions: The limits that keep failure diffs readable.
    ///   - fileID: The caller's file identifier, where an end-of-test failure is reported.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public init(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        scheduler: TestScheduler,
        feedback: [Feedback],
        diffOptions: ValueDiff.Options = .default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        creation = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let core = TestStoreCore<Event, State>(
            initialState: initialState, hasState: true, scheduler: scheduler, noun: "event", options: diffOptions)
        self.core = core
        let sentLog = sentLog
        let sent = sent
        var tagged: [(ObservableSchedulerContext<State>) -> Observable<Tagged<Event>>] = feedback.map { loop in
            { context in loop(context).map { Tagged(event: $0, fromTest: false) } }
        }
        tagged.append { _ in
            sent.map { Tagged(event: $0, fromTest: true) }.do(onSubscribed: { sentLog.isSubscribed = true })
        }
        subscription = Observable.system(
            initialState: initialState,
            reduce: { state, tagged in
                let reduced = reduce(state, tagged.event)
                if tagged.fromTest {
                    sentLog.reduced.append(reduced)
                    core.updateActualState(reduced)
                } else {
                    core.record(.output(tagged.event), state: reduced)
                }
                return reduced
            },
            scheduler: scheduler,
            feedback: tagged
        )
        .subscribe(onError: { error in core.record(.failure(error), state: core.actualState) })
        // The system subscribes on the scheduler: at once without the processing delay, a tick
        // later with it.
        scheduler.advanceTo(scheduler.clock)
        if !sentLog.isSubscribed { scheduler.advanceTo(scheduler.clock + 1) }
    }

    /// Creates a store with its feedback loops listed one by one; see
    /// `init(initialState:reduce:scheduler:feedback:diffOptions:fileID:filePath:line:column:)`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The system's reducer.
    ///   - scheduler: The virtual clock the system runs on.
    ///   - feedback: The system's feedback loops.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public convenience init(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        scheduler: TestScheduler,
        feedback: Feedback...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            initialState: initialState, reduce: reduce, scheduler: scheduler, feedback: feedback, fileID: fileID,
            filePath: filePath, line: line, column: column)
    }

    deinit {
        core.finish(horizon: Self.defaultHorizon, running: { [] }, at: creation)
        subscription.dispose()
        core.runDisposal()
    }

    /// Sends `event` into the system at the current virtual time, as the UI would, checks the
    /// state `reduce` made of it against the previously stated state changed by `assert`
    /// (unchanged without it), then runs the work due now. Events the feedbacks produce in
    /// response wait to be received. Events received earlier must all have been asserted.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - assert: Changes the previously stated state into the expected one.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func send(
        _ event: Event,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "sending \(core.describe(event))"
        guard core.checkNotFinished("Sending \(core.describe(event))", at: location) else { return }
        core.checkNothingPending(before: step, at: location)
        sentLog.reduced = []
        sent.onNext(event)
        guard let reduced = sentLog.reduced.first else {
            TestFailure.record("The system did not reduce \(core.describe(event)) when it was sent.", at: location)
            return
        }
        core.checkState(reduced, after: step, change: assert, at: location)
        scheduler.advanceTo(scheduler.clock)
    }

    /// Receives the next event a feedback produced, which must be `event`, and checks the state
    /// `reduce` made of it is the previously stated state changed by `assert` (unchanged without it).
    ///
    /// - Parameters:
    ///   - event: The expected event; compared with `==` when `Equatable`, field by field otherwise.
    ///   - assert: Changes the previously stated state into the expected one.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receive(
        _ event: Event,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let received = core.takeNext(expecting: core.describe(event), at: location) else { return }
        core.checkOutput(received, expected: event, at: location)
        let step = "receiving \(core.describe(event)) @ \(received.time)"
        core.checkState(received.state, after: step, change: assert, at: location)
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

    /// Ends the test: fails for events received but not asserted and for work still in flight
    /// (anything that arrives within `horizon` more ticks); then disposes the system.
    ///
    /// - Parameters:
    ///   - horizon: How far to run the clock on looking for work in flight.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func finish(
        horizon: TestTime = FeedbackTestStore.defaultHorizon,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        core.finish(horizon: horizon, running: { [] }, at: location)
        subscription.dispose()
        core.runDisposal()
    }
}

/// An event and whether the test sent it.
private struct Tagged<Event> {
    let event: Event
    let fromTest: Bool
}

/// The states `reduce` made of the events the test sent, read by `send`.
private final class SentEvents<State> {
    var reduced: [State] = []
    var isSubscribed = false
}
