import Reactive

// MARK: - Storage-backed members

extension Reactor {
    /// The reactor's core, created on first use from `initialState`, `scheduler` and the steps.
    var core: ReactorCore<Action, Mutation, State> {
        reactorStorage.core(of: self) {
            ReactorCore(
                reactorType: String(describing: type(of: self)),
                initialState: initialState,
                scheduler: scheduler,
                steps: makeSteps()
            )
        }
    }

    /// The reactor's steps as closures that hold it weakly, so the core never keeps it alive.
    private func makeSteps() -> ReactorSteps<Action, Mutation, State> {
        ReactorSteps(
            mutations: { [weak self] actions, report in
                guard let self else { return .empty() }
                let mutation = transform(action: actions)
                    .flatMap { [weak self] action -> Observable<Mutation> in
                        guard let self else { return .empty() }
                        return mutate(action: action).catch { error in
                            report(error)
                            return .empty()
                        }
                    }
                return transform(mutation: mutation)
            },
            reduce: { [weak self] state, mutation in
                self?.reduce(state: state, mutation: mutation)
            },
            transformState: { [weak self] state in
                self?.transform(state: state) ?? state
            }
        )
    }

    /// The actions from the view: the reactor's `ActionSubject`, or `stub.action` with the stub
    /// enabled.
    public var action: ActionSubject<Action> {
        let core = core
        return core.isStubEnabled ? core.stub.action : core.actionSubject
    }

    /// The latest state (the stubbed one with the stub enabled).
    public var currentState: State {
        core.currentState
    }

    /// The shared state stream, or `stub.state` with the stub enabled.
    public var state: Observable<State> {
        let core = core
        return core.isStubEnabled ? core.stub.state.asObservable() : core.state
    }

    /// The errors the reactor absorbed, as they happen, on the thread where they happened.
    ///
    /// Each error that ended an observable returned by `mutate(action:)`, or a stream returned by a
    /// `transform` hook, arrives here (and at `ReactorHooks.diagnosticHandler`) instead of
    /// vanishing. It is a hot stream that never terminates: subscribe before the errors happen.
    /// ReactorKit has no such channel; it drops these errors silently.
    public var errors: Observable<any Error> {
        core.errorSubject
    }
}

// MARK: - Step defaults

extension Reactor {
    /// `MainScheduler.instance`: states are delivered on the main thread.
    public var scheduler: ImmediateSchedulerType {
        MainScheduler.instance
    }

    /// Returns the actions unchanged.
    ///
    /// - Parameter action: The actions.
    /// - Returns: `action`.
    public func transform(action: Observable<Action>) -> Observable<Action> {
        action
    }

    /// Returns no mutations.
    ///
    /// - Parameter action: The action.
    /// - Returns: An empty observable.
    public func mutate(action: Action) -> Observable<Mutation> {
        .empty()
    }

    /// Returns the mutations unchanged.
    ///
    /// - Parameter mutation: The mutations.
    /// - Returns: `mutation`.
    public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        mutation
    }

    /// Returns the state unchanged.
    ///
    /// - Parameters:
    ///   - state: The state.
    ///   - mutation: The mutation, ignored.
    /// - Returns: `state`.
    public func reduce(state: State, mutation: Mutation) -> State {
        state
    }

    /// Returns the states unchanged.
    ///
    /// - Parameter state: The states.
    /// - Returns: `state`.
    public func transform(state: Observable<State>) -> Observable<State> {
        state
    }
}

extension Reactor where Action == Mutation {
    /// Returns the action itself as the only mutation.
    ///
    /// - Parameter action: The action.
    /// - Returns: An observable of `action`.
    public func mutate(action: Action) -> Observable<Mutation> {
        .just(action)
    }
}

// MARK: - Stub

extension Reactor {
    /// Whether `action` and `state` are the stub's, for testing a view without the reactor's logic.
    ///
    /// Enable it before the view binds the reactor: `action` and `state` are read when accessed,
    /// so existing subscriptions keep what they had.
    public var isStubEnabled: Bool {
        get { core.isStubEnabled }
        set { core.isStubEnabled = newValue }
    }

    /// The stub: a settable state and a log of the actions the view sent.
    public var stub: Stub<Self> {
        Stub(parts: core.stub)
    }
}
