import Reactive

/// A UI-independent object that turns a view's actions into the view's state.
///
/// A reactor receives actions on `action`, turns each into mutations with `mutate(action:)`, folds
/// the mutations into the state with `reduce(state:mutation:)` and publishes every state on
/// `state`; the `transform` hooks sit between the steps. ReactorKit 3's API, for Linux and macOS,
/// without the Objective-C runtime:
///
/// ```
/// action ──▶ ┌───────┐ ─▶ transform(action:) ─▶ mutate(action:) ─▶ transform(mutation:) ─┐
///            │ queue │ ◀──────────────────────────────────────────────────────────────────┘
///            └───────┘ ─▶ reduce(state:mutation:) ─▶ transform(state:) ─▶ currentState, state
///
/// (the queue is drained one item at a time, on `scheduler`)
/// ```
///
/// A conforming type declares `let reactorStorage = ReactorStorage()`, `initialState`, and the
/// steps it needs; everything else has a default. See `docs/Architectures/Reactor.md`.
///
/// **When it runs.** The pipeline runs while something observes `state`: the first subscriber
/// starts it, from the current state, and when the last one leaves it stops, disposing whatever
/// `mutate(action:)` still has in flight. An action sent while nothing observes `state` is dropped
/// and reported as `ReactorDiagnostic.Kind.actionDropped`.
///
/// **Threads.** Actions may be sent from any thread, and from inside the reactor's own code
/// (`mutate`, `reduce`, a state subscriber). Mutations are reduced one at a time, in the order they
/// arrive, by work scheduled on `scheduler`, and every new state is delivered there; an action is
/// passed to `transform(action:)` and `mutate(action:)` by the same work. `reduce` is never entered
/// twice at once, and an action sent from inside the pipeline is processed after the work at hand.
///
/// **Errors.** An observable returned by `mutate(action:)` that fails ends only that action's
/// work: the error goes to `errors` and `ReactorHooks.diagnosticHandler`, and the state stream goes
/// on. `state` never fails.
public protocol Reactor: AnyObject {
    /// What the view asks for: user actions.
    associatedtype Action
    /// A change to the state; by default the actions themselves.
    associatedtype Mutation = Action
    /// What the view shows.
    associatedtype State

    /// The reactor's stored state: its action subject, state stream and current state.
    ///
    /// Declare it as a stored constant of the reactor, one per instance:
    /// `let reactorStorage = ReactorStorage()`. See `ReactorStorage` for why it is a stored
    /// property rather than a side table.
    var reactorStorage: ReactorStorage { get }

    /// The actions from the view: bind user input to it.
    ///
    /// It never terminates, and accepts elements from any thread (see `ActionSubject`). With the
    /// stub enabled, this is `stub.action`.
    var action: ActionSubject<Action> { get }

    /// The state before any action.
    var initialState: State { get }

    /// The latest state, updated just before subscribers of `state` receive it.
    var currentState: State { get }

    /// The states: the current one at once on subscription, then each new one on `scheduler`.
    ///
    /// One shared stream per reactor, created on first access and replaying the latest state to
    /// each new subscriber. Subscribing to it is what runs the reactor (see the type's
    /// documentation). With the stub enabled, this is `stub.state`.
    var state: Observable<State> { get }

    /// Where mutations are reduced and states delivered; `MainScheduler.instance` by default.
    ///
    /// Read once, when the reactor's storage is created.
    var scheduler: ImmediateSchedulerType { get }

    /// Transforms the action stream, for example to merge in other sources of actions.
    ///
    /// Called each time the reactor starts running, with the actions of that run.
    ///
    /// - Parameter action: The actions sent to `action`, one at a time on `scheduler`.
    /// - Returns: The actions to pass to `mutate(action:)`.
    func transform(action: Observable<Action>) -> Observable<Action>

    /// Turns one action into mutations; the place for side effects such as requests.
    ///
    /// - Parameter action: The action.
    /// - Returns: The mutations. If it fails, the error is reported and the mutations it emitted
    ///   before still count.
    func mutate(action: Action) -> Observable<Mutation>

    /// Transforms the mutation stream, for example to merge in mutations from a shared service.
    ///
    /// Called each time the reactor starts running.
    ///
    /// - Parameter mutation: The mutations of every action of the run.
    /// - Returns: The mutations to reduce.
    func transform(mutation: Observable<Mutation>) -> Observable<Mutation>

    /// Returns the state after `mutation`: a pure function, with no side effects.
    ///
    /// - Parameters:
    ///   - state: The state before the mutation.
    ///   - mutation: The mutation.
    /// - Returns: The new state.
    func reduce(state: State, mutation: Mutation) -> State

    /// Transforms the state stream, for example to log it.
    ///
    /// Called each time the reactor starts running. Its result is what `currentState` and the
    /// subscribers of `state` see.
    ///
    /// - Parameter state: The reduced states, starting with the current one.
    /// - Returns: The states to publish.
    func transform(state: Observable<State>) -> Observable<State>
}
