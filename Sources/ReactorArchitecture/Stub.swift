import Reactive

/// A stand-in for a reactor's logic, for testing a view: with `isStubEnabled` set, the reactor's
/// `state` is `stub.state`, which the test sets, and its `action` is `stub.action`, whose elements
/// are logged in `actions` instead of being reduced.
///
/// ```swift
/// reactor.isStubEnabled = true
/// view.reactor = reactor
/// reactor.stub.state.value = State(isLoading: true)   // the view shows a spinner
/// view.refreshButton.tap()
/// #expect(reactor.stub.actions.last == .refresh)
/// ```
public final class Stub<Reactor: ReactorArchitecture.Reactor> {
    private unowned let reactor: Reactor
    private let disposeBag: DisposeBag
    private let recorded = LockedValue<[Reactor.Action]>([])

    /// The state the view sees; setting its value also sets the reactor's `currentState`.
    public let state: StateRelay<Reactor.State>
    /// The actions the view sends.
    public let action: ActionSubject<Reactor.Action>

    /// Every action the view sent to `action`, in order.
    public var actions: [Reactor.Action] {
        recorded.value
    }

    /// Whether the stub is in use: `reactor.isStubEnabled`.
    @available(*, deprecated, message: "Use 'Reactor.isStubEnabled' instead.")
    public var isEnabled: Bool {
        get { reactor.isStubEnabled }
        set { reactor.isStubEnabled = newValue }
    }

    /// Creates the stub of `reactor`; its subscriptions live as long as `disposeBag`.
    ///
    /// - Parameters:
    ///   - reactor: The reactor; held unowned, since the reactor keeps its stub.
    ///   - disposeBag: Holds the stub's subscriptions.
    public init(reactor: Reactor, disposeBag: DisposeBag) {
        self.reactor = reactor
        self.disposeBag = disposeBag
        state = StateRelay(value: reactor.initialState)
        action = ActionSubject()
        state.asObservable()
            .subscribe(onNext: { [weak reactor] state in
                reactor?.currentState = state
            })
            .disposed(by: disposeBag)
        action
            .subscribe(onNext: { [weak self] action in
                self?.record(action)
            })
            .disposed(by: disposeBag)
    }

    private func record(_ action: Reactor.Action) {
        recorded.withLock { $0.append(action) }
    }
}
