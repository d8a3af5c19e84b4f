import Reactive

/// Where a reactor keeps its streams: the action subject, the state stream and its subscription,
/// the current state, the stub and the error channel.
///
/// A reactor needs none: by default its storage is an entry of a side table keyed weakly by the
/// reactor (`ReactorStorage.sideTable`), as ReactorKit keeps its own. Swift cannot run code when an
/// object dies without the object's help, so a dead reactor's entry — and the state stream it keeps
/// connected — is released only when the table next sweeps (see `ReactorSideTable` for the bound).
/// A reactor that declares its own storage has everything released the moment it dies:
///
/// ```swift
/// final class CounterReactor: Reactor {
///     let reactorStorage = ReactorStorage()   // optional: released with the reactor
///     let initialState = 0
/// }
/// ```
///
/// The storage never refers back to its reactor strongly, so it does not keep it alive.
public final class ReactorStorage: @unchecked Sendable {
    // @unchecked: `stored` and `owner` are only touched under `lock` (unchecked exclusivity: the
    // lock already serialises them).
    @usableFromInline
    let lock = RecursiveLock()
    @usableFromInline
    @exclusivity(unchecked) var stored: AnyObject?
    @usableFromInline
    @exclusivity(unchecked) var owner: ObjectIdentifier?

    /// Creates empty storage; the reactor's streams are created on first use.
    public init() {}

    /// The reactor's parts, created on first use.
    ///
    /// Inlinable, with a downcast the owner check makes safe, because `mutate` reads
    /// `currentState` and `action` on every action: a checked cast to the generic parts type, in
    /// unspecialised code, cost more than the rest of reading them.
    @inlinable
    func parts<R: Reactor>(of reactor: R) -> ReactorParts<R.Action, R.State> {
        let id = ObjectIdentifier(reactor)
        lock.lock()
        if let stored, owner == id {
            lock.unlock()
            // The same instance made them, so they have its types.
            assert(stored is ReactorParts<R.Action, R.State>)
            return unsafeDowncast(stored, to: ReactorParts<R.Action, R.State>.self)
        }
        lock.unlock()
        return makeParts(of: reactor)
    }

    /// Creates the parts on first use; refuses storage shared between reactors.
    @usableFromInline
    func makeParts<R: Reactor>(of reactor: R) -> ReactorParts<R.Action, R.State> {
        let id = ObjectIdentifier(reactor)
        return lock.withLock {
            if let stored {
                precondition(
                    owner == id,
                    "A ReactorStorage belongs to one reactor instance: declare `let reactorStorage = ReactorStorage()` "
                        + "as a stored property, not a shared or computed one."
                )
                guard let typed = stored as? ReactorParts<R.Action, R.State> else {
                    preconditionFailure(
                        "A ReactorStorage belongs to one reactor instance; it was used by another type.")
                }
                return typed
            }
            let made = ReactorParts<R.Action, R.State>(lock: lock)
            stored = made
            owner = id
            return made
        }
    }
}

/// A reactor's streams and values, typed; they share their storage's recursive lock, which is
/// held while the state stream is created so that it is created once however many threads ask.
@usableFromInline
final class ReactorParts<Action, State>: @unchecked Sendable {
    // @unchecked: the mutable fields are only touched under `lock`; the subjects are thread-safe.
    @usableFromInline
    let lock: RecursiveLock
    @usableFromInline
    let action = ActionSubject<Action>()
    let errors = PublishSubject<any Error>()
    /// Errors happen on whatever thread a mutation fails on; they reach `errors` one at a time.
    let errorDelivery = SerialDrain<any Error>()
    @usableFromInline
    let disposeBag = DisposeBag()
    private var stateStream: Observable<State>?
    @usableFromInline
    @exclusivity(unchecked) var current: State?
    private var stubIsEnabled = false
    private var stubObject: AnyObject?

    init(lock: RecursiveLock) {
        self.lock = lock
    }

    /// The state stream, made by `make` on first use, under the lock (`make` may read the other
    /// parts; the lock is recursive).
    @usableFromInline
    func state(_ make: () -> Observable<State>) -> Observable<State> {
        lock.withLock {
            if let stateStream { return stateStream }
            let made = make()
            stateStream = made
            return made
        }
    }

    @inlinable
    func currentState(default initial: @autoclosure () -> State) -> State {
        // Inlinable: `mutate` reads it on every action.
        lock.lock()
        defer { lock.unlock() }
        return current ?? initial()
    }

    @inlinable
    func setCurrentState(_ state: State) {
        // Inlinable: the state stream sets it on every state.
        lock.lock()
        let old = current
        current = state
        lock.unlock()
        // Released outside the lock: a state's deinit may run arbitrary code.
        withExtendedLifetime(old) {}
    }

    @usableFromInline
    var isStubEnabled: Bool {
        get { lock.withLock { stubIsEnabled } }
        set { lock.withLock { stubIsEnabled = newValue } }
    }

    func stub<Stubbed: AnyObject>(_ make: () -> Stubbed) -> Stubbed {
        lock.withLock {
            if let stubObject {
                guard let typed = stubObject as? Stubbed else { preconditionFailure("a reactor's stub has one type") }
                return typed
            }
            let made = make()
            stubObject = made
            return made
        }
    }
}
