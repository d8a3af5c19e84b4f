import Reactive

/// A UI-independent object that turns a view's actions into the view's state: ReactorKit 3's
/// `Reactor`, so a reactor written for ReactorKit compiles here unchanged.
///
/// ```
/// action ─▶ observe(on: scheduler) ─▶ transform(action:) ─▶ flatMap(mutate(action:))
///        ─▶ transform(mutation:) ─▶ scan(initialState, reduce) ─▶ startWith(initialState)
///        ─▶ transform(state:) ─▶ currentState ─▶ replay(1) ─▶ state
/// ```
///
/// A conforming type declares its `Action`, `Mutation` and `State`, an `initialState`, and the
/// steps it needs; everything else has a default. The state stream is created, and connected,
/// the first time `action` or `state` is read, so actions sent before anybody observes `state`
/// are reduced, as in ReactorKit, and it lives as long as the reactor does.
///
/// What this runtime adds to ReactorKit's, without changing a ReactorKit reactor's timeline:
/// - **Re-entrancy and threads.** Actions and mutations go through a serial drain: `reduce` is
///   never entered twice at once, and an action sent from inside the pipeline (by `mutate`,
///   `reduce` or a state subscriber) is handled after the work at hand, on any scheduler.
/// - **Errors are seen.** An error that ReactorKit swallows — an observable from
///   `mutate(action:)` failing, or a transform's stream failing — still ends what ReactorKit ends,
///   and is also delivered to `errors` and `ReactorHooks.diagnosticHandler`.
/// - **Storage.** Like ReactorKit, a reactor needs no stored property: its streams live in a side
///   table keyed weakly by the reactor. A reactor that declares `let reactorStorage =
///   ReactorStorage()` has them released the moment it dies instead of at the table's next sweep
///   (see `ReactorStorage`).
public protocol Reactor: AnyObject {
    /// What the view asks for: user actions.
    associatedtype Action
    /// A change to the state; by default the actions themselves.
    associatedtype Mutation = Action
    /// What the view shows.
    associatedtype State

    /// The scheduler type of `scheduler`.
    typealias Scheduler = ImmediateSchedulerType

    /// The actions from the view: bind user input to it. Reading it creates the state stream.
    var action: ActionSubject<Action> { get }

    /// The state before any action.
    var initialState: State { get }

    /// The latest state, updated just before subscribers of `state` receive it.
    var currentState: State { get }

    /// The states: the latest one at once on subscription, then each new one.
    var state: Observable<State> { get }

    /// Where actions are handled; `CurrentThreadScheduler.instance` by default, as in ReactorKit.
    var scheduler: Scheduler { get }

    /// Where the reactor's streams are kept: by default an entry of a side table keyed weakly by
    /// the reactor. Declare `let reactorStorage = ReactorStorage()` to keep them in the reactor
    /// itself, so they are released the moment it dies.
    var reactorStorage: ReactorStorage { get }

    /// Transforms the action stream, for example to merge in other sources of actions.
    ///
    /// - Parameter action: The actions sent to `action`, on `scheduler`.
    /// - Returns: The actions to pass to `mutate(action:)`.
    func transform(action: Observable<Action>) -> Observable<Action>

    /// Turns one action into mutations; the place for side effects such as requests.
    ///
    /// - Parameter action: The action.
    /// - Returns: The mutations. If it fails, the mutations it emitted before count, and the error
    ///   goes to `errors`.
    func mutate(action: Action) -> Observable<Mutation>

    /// Transforms the mutation stream, for example to merge in mutations from a shared service.
    ///
    /// - Parameter mutation: The mutations of every action.
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
    /// - Parameter state: The reduced states, starting with the initial one.
    /// - Returns: The states that `currentState` and the subscribers of `state` see.
    func transform(state: Observable<State>) -> Observable<State>
}

/// Renamed to `Never` in ReactorKit 3.
@available(*, unavailable, renamed: "Never")
public typealias NoAction = Never

/// Renamed to `Never` in ReactorKit 3.
@available(*, unavailable, renamed: "Never")
public typealias NoMutation = Never
