/// The per-instance storage a reactor needs, kept in a stored property of the reactor.
///
/// Declare one per reactor instance, as a stored constant:
///
/// ```swift
/// final class CounterReactor: Reactor {
///     let reactorStorage = ReactorStorage()
///     let initialState = 0
/// }
/// ```
///
/// It holds, created on first use: the action subject, the shared state stream, the current state,
/// the error channel and the stub.
///
/// Why a stored property and not a side table: ReactorKit keeps these values in tables keyed
/// weakly by the reactor object, which rely on the Objective-C runtime to learn when a reactor
/// dies. Linux has no such runtime, and a table keyed by `ObjectIdentifier` cannot know when its key
/// dies without the reactor's help: each entry, with its subjects and subscriptions, would outlive
/// its reactor until some later sweep (a leak that `Resources.countLive` reports), and an identifier
/// reused by a new object at the same address could hand it a dead reactor's state. A stored
/// property is released with its reactor, at once and on every platform, for the cost of one line
/// per reactor. The storage never refers back to its reactor strongly, so it does not keep it alive.
public final class ReactorStorage: @unchecked Sendable {
    // @unchecked: `core` and `owner` are only touched under `lock`.
    private let lock = Lock()
    private var core: AnyObject?
    private var owner: ObjectIdentifier?

    /// Creates empty storage; the reactor's streams are created on first use.
    public init() {}

    /// The core for `reactor`, created with `make` on first use.
    ///
    /// `make` runs outside the lock, since it reads the reactor's `initialState` and `scheduler`;
    /// if two threads race to create the core, the first one stored wins.
    func core<Action, Mutation, State>(
        of reactor: AnyObject,
        make: () -> ReactorCore<Action, Mutation, State>
    ) -> ReactorCore<Action, Mutation, State> {
        let reactorID = ObjectIdentifier(reactor)
        if let existing = lock.withLock({ stored(for: reactorID) }) {
            return cast(existing)
        }
        let made = make()
        let winner = lock.withLock { () -> AnyObject in
            if let existing = stored(for: reactorID) { return existing }
            core = made
            owner = reactorID
            return made
        }
        return cast(winner)
    }

    /// The stored core, after checking that it belongs to `reactorID`; called under `lock`.
    private func stored(for reactorID: ObjectIdentifier) -> AnyObject? {
        guard let core else { return nil }
        precondition(
            owner == reactorID,
            "A ReactorStorage belongs to one reactor instance: declare `let reactorStorage = ReactorStorage()` "
                + "as a stored property, not a shared or computed one."
        )
        return core
    }

    private func cast<Action, Mutation, State>(_ core: AnyObject) -> ReactorCore<Action, Mutation, State> {
        guard let typed = core as? ReactorCore<Action, Mutation, State> else {
            preconditionFailure("A ReactorStorage belongs to one reactor instance; it was used by another type.")
        }
        return typed
    }
}
