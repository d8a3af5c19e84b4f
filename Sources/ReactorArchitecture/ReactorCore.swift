import Reactive

/// The closures through which a core reaches its reactor's steps; each holds the reactor weakly.
struct ReactorSteps<Action, Mutation, State> {
    /// Applies `transform(action:)`, `mutate(action:)` (failures go to `report`) and
    /// `transform(mutation:)`.
    let mutations: (_ actions: Observable<Action>, _ report: @escaping (any Error) -> Void) -> Observable<Mutation>
    /// Calls `reduce(state:mutation:)`; nil once the reactor is gone.
    let reduce: (State, Mutation) -> State?
    /// Applies `transform(state:)`.
    let transformState: (Observable<State>) -> Observable<State>
}

/// Everything a reactor stores, held by its `ReactorStorage`: the subjects, the shared state
/// stream, the current state and the stub.
///
/// The state stream is `share(replay: 1, scope: .whileConnected)` over a `ReactorRun`, so a run
/// exists only while `state` has subscribers. A core refers to its reactor only weakly (through
/// `steps`), so it never keeps the reactor alive; while a run is connected, the run and the shared
/// stream keep the core alive, and disposing the last subscription releases them.
final class ReactorCore<Action, Mutation, State>: @unchecked Sendable {
    // @unchecked: the mutable fields are only touched under `lock`; the rest is immutable or
    // thread-safe (the subjects, the shared stream, the scheduler the reactor provides).
    let reactorType: String
    let scheduler: any ImmediateSchedulerType
    let steps: ReactorSteps<Action, Mutation, State>
    let actionSubject: ActionSubject<Action>
    let errorSubject = ActionSubject<any Error>()
    let state: Observable<State>
    private let initialState: State
    private let runs: RunCounter
    private let lock = Lock()
    private var current: State
    private var reduced: State
    private var stubIsEnabled = false
    private var stubParts: StubParts<Action, State>?

    init(
        reactorType: String,
        initialState: State,
        scheduler: any ImmediateSchedulerType,
        steps: ReactorSteps<Action, Mutation, State>
    ) {
        self.reactorType = reactorType
        self.initialState = initialState
        self.scheduler = scheduler
        self.steps = steps
        current = initialState
        reduced = initialState
        let runs = RunCounter()
        self.runs = runs
        actionSubject = ActionSubject { action in
            guard runs.count == 0 else { return }
            ReactorHooks.report(
                .actionDropped, reactorType: reactorType, error: nil,
                "\(reactorType) dropped the action \(action): it is not running, since nothing observes its "
                    + "`state` (or its run ended on a transform error). "
                    + "Subscribe to `state` (or bind it) before sending actions."
            )
        }
        let link = CoreLink<Action, Mutation, State>()
        state = Self.makeState(link: link)
        link.core = self
    }

    /// The shared state stream; each connection runs the pipeline through a new `ReactorRun`.
    private static func makeState(link: CoreLink<Action, Mutation, State>) -> Observable<State> {
        let reduced = Observable<State>.create { observer in
            link.core?.startRun(observer) ?? Disposables.create()
        }
        return Observable<State>.deferred {
            guard let core = link.core else { return .empty() }
            return core.steps.transformState(reduced)
                .catch { error in
                    core.report(.transformError, error, "the stream transform(state:) returned failed with")
                    return .never()
                }
                .do(onNext: { state in core.lock.withLock { core.current = state } })
        }
        .share(replay: 1, scope: .whileConnected)
    }

    private func startRun(_ observer: AnyObserver<State>) -> any Disposable {
        let seed = lock.withLock { reduced }
        return ReactorRun(core: self, seed: seed, observer: observer).start()
    }

    /// Reports an error that the pipeline absorbed, to `errors` and to the diagnostic handler.
    func report(_ kind: ReactorDiagnostic.Kind, _ error: any Error, _ what: String) {
        let consequence =
            kind == .mutationError
            ? "the state stream goes on."
            : "the state stream keeps its last state until its observers leave."
        let message = "\(reactorType): \(what) \(error); \(consequence)"
        ReactorHooks.report(kind, reactorType: reactorType, error: error, message)
        errorSubject.onNext(error)
    }

    func runStarted() {
        runs.add(1)
    }

    func runEnded() {
        runs.add(-1)
    }

    func didReduce(_ state: State) {
        lock.withLock { reduced = state }
    }

    var currentState: State {
        lock.withLock { () -> State in
            if stubIsEnabled, let stubParts { return stubParts.state.value }
            return current
        }
    }

    var isStubEnabled: Bool {
        get { lock.withLock { stubIsEnabled } }
        set { lock.withLock { stubIsEnabled = newValue } }
    }

    /// The stub's parts, created on first use with the initial state.
    var stub: StubParts<Action, State> {
        lock.withLock {
            if let stubParts { return stubParts }
            let made = StubParts<Action, State>(initialState: initialState)
            stubParts = made
            return made
        }
    }
}

/// Lets the shared state stream reach its core without keeping it alive.
private final class CoreLink<Action, Mutation, State>: @unchecked Sendable {
    // @unchecked: `core` is set once, in the core's initialiser, before the stream can be used.
    weak var core: ReactorCore<Action, Mutation, State>?
}

/// How many runs are connected; read on every action to detect dropped ones.
private final class RunCounter: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = Lock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func add(_ delta: Int) {
        lock.withLock { value += delta }
    }
}
