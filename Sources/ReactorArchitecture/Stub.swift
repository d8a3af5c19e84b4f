import Reactive

/// A reactor's stand-in for view tests: a settable state and a log of the actions sent.
///
/// With `isStubEnabled` set, the reactor's `state` is `stub.state` and its `action` is
/// `stub.action`, so a view bound to it shows whatever the test puts into `stub.state` and its
/// actions are recorded in `stub.actions` without reaching `mutate(action:)`.
///
/// ```swift
/// reactor.isStubEnabled = true
/// view.reactor = reactor
/// reactor.stub.state.value = CounterReactor.State(count: 3)  // the view shows 3
/// view.tapIncrease()
/// #expect(reactor.stub.actions == [.increase])
/// ```
public struct Stub<Reactor: ReactorArchitecture.Reactor> {
    /// The state the view sees; set its `value` to drive the view.
    public let state: StateRelay<Reactor.State>
    /// The actions the view sends, recorded in `actions`.
    public let action: ActionSubject<Reactor.Action>
    private let recorder: ActionRecorder<Reactor.Action>

    init(parts: StubParts<Reactor.Action, Reactor.State>) {
        state = parts.state
        action = parts.action
        recorder = parts.recorder
    }

    /// Every action sent to `action`, in order.
    public var actions: [Reactor.Action] {
        recorder.actions
    }
}

/// The objects behind a reactor's stub, created once per reactor.
final class StubParts<Action, State>: Sendable {
    // Sendable: every field is immutable and thread-safe.
    nonisolated(unsafe) let state: StateRelay<State>
    nonisolated(unsafe) let action: ActionSubject<Action>
    let recorder: ActionRecorder<Action>

    init(initialState: State) {
        state = StateRelay(value: initialState)
        let recorder = ActionRecorder<Action>()
        self.recorder = recorder
        action = ActionSubject { recorder.record($0) }
    }
}

/// Records actions as a stub's `ActionSubject` delivers them.
final class ActionRecorder<Action>: @unchecked Sendable {
    // @unchecked: `recorded` is only touched under `lock`.
    private let lock = Lock()
    private var recorded: [Action] = []

    var actions: [Action] {
        lock.withLock { recorded }
    }

    func record(_ action: Action) {
        lock.withLock { recorded.append(action) }
    }
}
