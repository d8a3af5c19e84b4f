import ReactorArchitecture

/// A counter's reactor and view, as an app would write them; also the documentation's example.
final class CountingReactor: Reactor {
    enum Action {
        case increase
        case decrease
    }

    enum Mutation {
        case increaseValue
        case decreaseValue
    }

    struct State: Equatable {
        var value = 0
    }

    let reactorStorage = ReactorStorage()
    let initialState = State()
    let scheduler: ImmediateSchedulerType
    private(set) var mutateCount = 0

    init(scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) {
        self.scheduler = scheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
        mutateCount += 1
        switch action {
        case .increase: return .just(.increaseValue)
        case .decrease: return .just(.decreaseValue)
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .increaseValue: state.value += 1
        case .decreaseValue: state.value -= 1
        }
        return state
    }
}

/// A headless view: a label, two buttons, and a count of `bind(reactor:)` calls.
final class CountingView: View {
    var disposeBag = DisposeBag()
    let viewStorage = ViewStorage()
    let increaseTaps = PublishRelay<Void>()
    let decreaseTaps = PublishRelay<Void>()
    private(set) var label = ""
    private(set) var bindCount = 0

    func bind(reactor: CountingReactor) {
        bindCount += 1
        increaseTaps.map { CountingReactor.Action.increase }.bind(to: reactor.action).disposed(by: disposeBag)
        decreaseTaps.map { CountingReactor.Action.decrease }.bind(to: reactor.action).disposed(by: disposeBag)
        reactor.state.map { "\($0.value)" }
            .bind(onNext: { [weak self] in self?.label = $0 })
            .disposed(by: disposeBag)
    }
}
