import Reactive
import ReactiveDebugging
import ReactiveTesting
import ReactorArchitecture

/// An exhaustive test of a `Reactor`, in virtual time: the test sends actions, receives every
/// mutation `mutate(action:)` produced, in order, and states how each one changed the state. It
/// fails — with a field-by-field diff of the expected and actual state — when the state changed in
/// a way the test did not state, when a mutation was not received, or when work is still in
/// flight at the end.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let store = ReactorTestStore(reactor: SearchReactor(search: fakeSearch), scheduler: scheduler)
/// store.send(.updateQuery("rx"))
/// store.receive(.setQuery("rx")) { $0.query = "rx" }
/// store.receive(.setLoading(true)) { $0.isLoading = true }
/// store.advance(by: 10)                       // the fake service answers after 10 ticks
/// store.receive(.setResults(["ReactiveX/RxSwift"])) { $0.results = ["ReactiveX/RxSwift"] }
/// store.receive(.setLoading(false)) { $0.isLoading = false }
/// store.finish()
/// ```
///
/// **How it runs the reactor.** The store becomes the reactor's state stream: it composes the
/// reactor's own steps (`transform(action:)`, `mutate(action:)`, `transform(mutation:)`,
/// `reduce(state:mutation:)`, `transform(state:)`, on the reactor's `scheduler`) as the runtime
/// does, and notes each mutation as it is reduced. The reactor's `action`, `state` and
/// `currentState` work as usual, so a reactor that reads `currentState` in `mutate` or sends itself
/// actions behaves as in the app. Create the store before anything reads the reactor's `action` or
/// `state`: a reactor whose state stream already exists cannot be observed (the store reports it).
///
/// The store is driven from the test's thread, like the `TestScheduler` it runs on: give the reactor
/// the current-thread scheduler (the default) or the test scheduler as its `scheduler`.
///
/// **What is asserted.** Each mutation is checked against the state right after `reduce`
/// (before `transform(state:)`). An error of an observable from `mutate(action:)` — which the
/// runtime absorbs, ending only that action's work — is received with `receiveError`.
///
/// **The end of the test.** `finish()` checks that nothing is left: no mutation received but not
/// asserted; no work in flight — it runs the clock on (by `horizon` ticks, stopping at the first
/// mutation that arrives) and fails if a mutation arrives, then fails for every observable from
/// `mutate(action:)` still running. A store released without `finish()` runs the same check then,
/// reported at the line that created it. After `finish()` the store's streams are disposed.
public final class ReactorTestStore<Reactor: ReactorArchitecture.Reactor> {
    /// The reactor under test.
    public let reactor: Reactor
    /// The scheduler whose clock the test moves.
    public var scheduler: TestScheduler { core.scheduler }

    let core: TestStoreCore<Reactor.Mutation, Reactor.State>
    let effects: RunningEffects
    private let connection: any Disposable
    private let creation: TestSourceLocation

    /// The state as the test has stated it so far.
    public var state: Reactor.State { core.expectedState }

    /// Creates a store and starts the reactor's state stream.
    ///
    /// - Parameters:
    ///   - reactor: The reactor; nothing may have read its `action` or `state` yet.
    ///   - scheduler: The virtual clock that the reactor's effects run on.
    ///   - diffOptions: The limits that keep failure diffs readable.
    ///   - fileID: The caller's file identifier, where an end-of-test failure is reported.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public init(
        reactor: Reactor,
        scheduler: TestScheduler,
        diffOptions: ValueDiff.Options = .default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.reactor = reactor
        let creation = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.creation = creation
        let core = TestStoreCore<Reactor.Mutation, Reactor.State>(
            initialState: reactor.initialState, hasState: true, scheduler: scheduler, noun: "mutation",
            options: diffOptions)
        self.core = core
        let effects = RunningEffects(scheduler: scheduler)
        self.effects = effects
        var stream: ConnectableObservable<Reactor.State>?
        let installed = reactor.installStateStreamForTestStore {
            let made = Self.stateStream(of: reactor, core: core, effects: effects)
            stream = made
            return made.asObservable()
        }
        if !installed {
            TestFailure.record(
                "The reactor's state stream already existed (something read its action or state): "
                    + "create the ReactorTestStore first, so that it can observe the mutations.",
                at: creation)
        }
        connection = stream?.connect() ?? Disposables.create()
        scheduler.advanceTo(scheduler.clock)
    }

    deinit {
        core.finish(horizon: ReactorTestStore.defaultHorizon, running: effects.descriptions, at: creation)
        connection.dispose()
        core.runDisposal()
    }

    /// How far `finish()` runs the clock on by default, in ticks.
    public static var defaultHorizon: TestTime { 10_000 }

    /// Sends `action` to the reactor at the current virtual time and runs the work due now.
    ///
    /// Without `assert`, the mutations it produces wait to be received one by one. With `assert`,
    /// the mutations produced before `send` returns count as received, and `assert` states the
    /// change of state they made together — the short form for reactors whose actions change the
    /// state at once (`Action == Mutation`, `mutate` returning `.just`). Mutations received
    /// earlier must all have been asserted.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - assert: Changes the previously stated state into the expected one.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func send(
        _ action: Reactor.Action,
        assert: ((inout Reactor.State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "sending \(core.describe(action))"
        guard core.checkNotFinished("Sending \(core.describe(action))", at: location) else { return }
        core.checkNothingPending(before: step, at: location)
        reactor.actionSubjectForTestStore.onNext(action)
        scheduler.advanceTo(scheduler.clock)
        guard let assert else { return }
        let produced = core.takePending(after: 0)
        core.checkState(produced.last?.state ?? core.expectedState, after: step, change: assert, at: location)
    }

    /// Receives the next mutation, which must be `mutation`, and checks the state right after it
    /// is the previously stated state changed by `assert` (unchanged without `assert`).
    ///
    /// - Parameters:
    ///   - mutation: The expected mutation; compared with `==` when `Equatable`, field by field
    ///     otherwise.
    ///   - assert: Changes the previously stated state into the expected one.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receive(
        _ mutation: Reactor.Mutation,
        assert: ((inout Reactor.State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let received = core.takeNext(expecting: core.describe(mutation), at: location) else { return }
        core.checkOutput(received, expected: mutation, at: location)
        let step = "receiving \(core.describe(mutation)) @ \(received.time)"
        core.checkState(received.state, after: step, change: assert, at: location)
    }

    /// Receives the next item, which must be an error of an observable from `mutate(action:)`.
    ///
    /// - Parameters:
    ///   - matching: Whether the error is the expected one; any error by default.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receiveError(
        matching: (any Error) -> Bool = { _ in true },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let received = core.takeNext(expecting: "error", at: location) else { return }
        switch received.value {
        case .failure(let error) where matching(error):
            return
        case .failure(let error):
            TestFailure.record(
                "Received the error \(core.describe(error)), which is not the expected one.", at: location)
        case .output(let mutation):
            TestFailure.record(
                "Expected an error, but received mutation \(core.describe(mutation)) @ \(received.time).", at: location)
        }
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

    /// Ends the test: fails for mutations received but not asserted, for work still in flight
    /// (anything that arrives within `horizon` more ticks) and for observables from
    /// `mutate(action:)` still running; then disposes the store's streams.
    ///
    /// - Parameters:
    ///   - horizon: How far to run the clock on looking for work in flight.
    ///   - fileID: The caller's file identifier.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func finish(
        horizon: TestTime = ReactorTestStore.defaultHorizon,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        core.finish(horizon: horizon, running: effects.descriptions, at: location)
        connection.dispose()
        core.runDisposal()
    }
}
