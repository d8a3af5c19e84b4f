import Reactive

/// Where a reactor keeps its streams: the action subject, the state stream and its subscription,
/// the current state, the stub and the error channel.
///
/// A reactor needs none: by default its storage is an entry of a side table keyed weakly by the
/// reactor (`ReactorStorage.sideTable`), as ReactorKit keeps its own. Swift cannot run code when an
/// object dies without the object's help, so a dead reactor's entry — and the state stream it keeps
/// connected — is released only when the table next sweeps (see `sideTableCount` for the bound).
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
public final class ReactorStorage: Sendable {
    /// The parts and the identity of the reactor that made them; unset until first used.
    @usableFromInline
    struct Slot {
        @usableFromInline
        var parts: AnyObject?
        @usableFromInline
        var owner: ObjectIdentifier?
    }

    @usableFromInline
    let slot = RecursiveLockedValue(Slot())

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
        let found = slot.withLock { $0.owner == id ? $0.parts : nil }
        if let found {
            // The same instance made them, so they have its types.
            assert(found is ReactorParts<R.Action, R.State>)
            return unsafeDowncast(found, to: ReactorParts<R.Action, R.State>.self)
        }
        return makeParts(of: reactor)
    }

    /// Creates the parts on first use; refuses storage shared between reactors.
    @usableFromInline
    func makeParts<R: Reactor>(of reactor: R) -> ReactorParts<R.Action, R.State> {
        let id = ObjectIdentifier(reactor)
        return slot.withLock { slot in
            if let stored = slot.parts {
                precondition(
                    slot.owner == id,
                    "A ReactorStorage belongs to one reactor instance: declare `let reactorStorage = ReactorStorage()` "
                        + "as a stored property, not a shared or computed one."
                )
                guard let typed = stored as? ReactorParts<R.Action, R.State> else {
                    preconditionFailure(
                        "A ReactorStorage belongs to one reactor instance; it was used by another type.")
                }
                return typed
            }
            let made = ReactorParts<R.Action, R.State>()
            slot.parts = made
            slot.owner = id
            return made
        }
    }
}

/// A reactor's streams and values, typed. The fields that change are kept under a recursive lock,
/// held while the state stream is made so that it is made once however many threads ask (making
/// it reads the other parts); the subjects are thread-safe.
@usableFromInline
final class ReactorParts<Action, State> {
    /// What changes after the parts are made.
    @usableFromInline
    struct Fields {
        @usableFromInline
        var stateStream: Observable<State>?
        @usableFromInline
        var current: State?
        @usableFromInline
        var stubIsEnabled = false
        @usableFromInline
        var stub: AnyObject?
    }

    @usableFromInline
    let fields = RecursiveLockedValue(Fields())
    @usableFromInline
    let action = ActionSubject<Action>()
    let errors = PublishSubject<any Error>()
    /// Errors happen on whatever thread a mutation fails on; they reach `errors` one at a time.
    let errorDelivery = SerialDrain<any Error>()
    @usableFromInline
    let disposeBag = DisposeBag()

    /// The state stream, made by `make` on first use, under the lock (`make` may read the other
    /// parts; the lock is recursive).
    @inlinable
    func state(_ make: () -> Observable<State>) -> Observable<State> {
        // Inlinable, with one lock round trip once made: read on every `action` and `state` access.
        if let stateStream = fields.withLock({ $0.stateStream }) { return stateStream }
        return makeState(make)
    }

    /// Makes the state stream unless another thread just did, holding the lock throughout.
    @usableFromInline
    func makeState(_ make: () -> Observable<State>) -> Observable<State> {
        fields.withLockHeld {
            if let stateStream = fields.withLock({ $0.stateStream }) { return stateStream }
            let made = make()
            fields.withLock { $0.stateStream = made }
            return made
        }
    }

    @inlinable
    func currentState(default initial: @autoclosure () -> State) -> State {
        // Inlinable: `mutate` reads it on every action.
        fields.withLock { $0.current } ?? initial()
    }

    @inlinable
    func setCurrentState(_ state: State) {
        // Inlinable: the state stream sets it on every state.
        let old = fields.withLock { fields in
            let old = fields.current
            fields.current = state
            return old
        }
        // Released outside the lock: a state's deinit may run arbitrary code.
        withExtendedLifetime(old) {}
    }

    /// Inlinable: read on every `action` and `state` access, and unspecialised, its closure over
    /// `Fields` looked the generic type's metadata up at run time.
    @inlinable
    var isStubEnabled: Bool {
        get { fields.withLock { $0.stubIsEnabled } }
        set { fields.withLock { $0.stubIsEnabled = newValue } }
    }

    func stub<Stubbed: AnyObject>(_ make: () -> Stubbed) -> Stubbed {
        fields.withLockHeld {
            if let stub = fields.withLock({ $0.stub }) {
                guard let typed = stub as? Stubbed else { preconditionFailure("a reactor's stub has one type") }
                return typed
            }
            let made = make()
            fields.withLock { $0.stub = made }
            return made
        }
    }
}
