import Reactive

extension Reactor {
    /// `CurrentThreadScheduler.instance`: actions are handled on the thread that sends them, and
    /// an action sent while one is being handled waits for it, as in ReactorKit.
    public var scheduler: Scheduler {
        CurrentThreadScheduler.instance
    }

    /// The reactor's entry in the side table of reactors that keep no storage of their own.
    ///
    /// Declare `let reactorStorage = ReactorStorage()` in the reactor to use that instead.
    public var reactorStorage: ReactorStorage {
        ReactorStorage.sideTable.value(for: self)
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

extension Reactor {
    /// Whether `action` and `state` are the stub's, for testing a view without the reactor's logic.
    ///
    /// Enable it before the view binds the reactor: `action` and `state` are read when accessed,
    /// so existing subscriptions keep what they had.
    public var isStubEnabled: Bool {
        get { parts.isStubEnabled }
        set { parts.isStubEnabled = newValue }
    }

    /// The stub: a settable state and a log of the actions the view sent.
    public var stub: Stub<Self> {
        parts.stub { Stub(reactor: self, disposeBag: parts.disposeBag) }
    }
}
