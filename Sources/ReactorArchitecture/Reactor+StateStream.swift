import Reactive

extension Reactor {
    /// The reactor's parts in its storage, created on first use.
    @inlinable
    var parts: ReactorParts<Action, State> {
        reactorStorage.parts(of: self)
    }

    /// The actions from the view: the reactor's `ActionSubject`, or `stub.action` with the stub
    /// enabled. Reading it creates the state stream, so actions sent at once are reduced.
    @inlinable
    public var action: ActionSubject<Action> {
        let parts = parts
        if parts.isStubEnabled { return stub.action }
        _ = stateStream(parts)
        return parts.action
    }

    /// The latest state (the stub's with the stub enabled).
    @inlinable
    public internal(set) var currentState: State {
        get { parts.currentState(default: initialState) }
        set { parts.setCurrentState(newValue) }
    }

    /// The shared state stream, created and connected on first access (or `stub.state` with the
    /// stub enabled).
    @inlinable
    public var state: Observable<State> {
        let parts = parts
        if parts.isStubEnabled { return stub.state.asObservable() }
        return stateStream(parts)
    }

    /// The errors the reactor absorbed, as they happen, one at a time: on the thread where one
    /// happened, or after the error being delivered when another thread is delivering one.
    ///
    /// ReactorKit swallows an error of an observable returned by `mutate(action:)` (that action's
    /// work ends, the state stream goes on), and an error of the action or mutation stream (the
    /// state stream completes). Both still happen here, and each error also arrives on this hot,
    /// never-ending stream and at `ReactorHooks.diagnosticHandler`.
    public var errors: Observable<any Error> {
        parts.errors.asObservable()
    }

    @inlinable
    func stateStream(_ parts: ReactorParts<Action, State>) -> Observable<State> {
        parts.state { createStateStream() }
    }

    /// Builds the state stream from the reactor's steps and connects it for the reactor's
    /// lifetime; `state` calls it once.
    ///
    /// - Returns: The connected, replaying state stream.
    ///
    /// Inlinable, like `state` and `action`, so that the stream's per-action and per-state work is
    /// specialised for the concrete reactor where they are used.
    @inlinable
    public func createStateStream() -> Observable<State> {
        let parts = parts
        let action = parts.action.observe(on: scheduler)
        let transformedAction = transform(action: action)
        // The closures below capture these objects, made once per stream, instead of `[weak self]`
        // and `[weak parts]`: a closure capturing one object needs no context of its own (the
        // per-action error handler's cost an allocation per action), and a captured `weak var`
        // is checked for exclusive access at run time on every read (a thread-local lookup per
        // action and per state).
        let reactor = WeakBox(self)
        let weakParts = WeakBox(parts)
        let mutation = transformedAction.flatMap { action -> Observable<Mutation> in
            guard let self = reactor.load() else { return .empty() }
            return self.mutate(action: action).catch { error in
                reactor.load()?.report(
                    .mutationError, error, "an observable returned by mutate(action:) failed with",
                    "the state stream goes on")
                return .empty()
            }
        }
        let transformedMutation = transform(mutation: mutation)
        let state =
            transformedMutation
            // Mutations arrive from any thread, and from inside the reduction itself (a state
            // subscriber sending an action): one at a time into `reduce`, never nested.
            .serialize()
            .scan(initialState) { state, mutation -> State in
                guard let self = reactor.load() else { return state }
                return self.reduce(state: state, mutation: mutation)
            }
            .catch { error in
                reactor.load()?.report(
                    .transformError, error, "the stream of actions and mutations failed with",
                    "the state stream completes")
                return .empty()
            }
            .startWith(initialState)
        let transformedState = transform(state: state)
            .do(
                onNext: { state in
                    // The parts, not the reactor: setting `currentState` looked them up by the
                    // reactor's identity on every state.
                    weakParts.load()?.setCurrentState(state)
                },
                onError: { error in
                    reactor.load()?.report(
                        .transformError, error, "the stream transform(state:) returned failed with",
                        "the state stream fails with it")
                }
            )
            .replay(1)
        transformedState.connect().disposed(by: parts.disposeBag)
        return transformedState
    }

    /// Reports an error the pipeline absorbed, to `errors` and to the diagnostic handler.
    @usableFromInline
    func report(_ kind: ReactorDiagnostic.Kind, _ error: any Error, _ what: String, _ consequence: String) {
        let reactorType = String(describing: type(of: self))
        ReactorHooks.report(
            kind, reactorType: reactorType, error: error, "\(reactorType): \(what) \(error); \(consequence).")
        let errors = parts.errors
        parts.errorDelivery.offer(error) { errors.onNext($0) }
    }
}
