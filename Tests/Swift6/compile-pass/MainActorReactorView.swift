// ReactorKit#249 / #251: a view on the main actor. A Swift 6 `@MainActor` view controller conforms
// to `View` (or to `ReactorView`, the name on ReactorKit's main branch), and ReactorKit 3.2 code —
// a view class with no isolation, set up by main-thread code — compiles in both modes unchanged.
import Reactive
import ReactorArchitecture

final class CounterReactor: Reactor {
    enum Action { case increase }
    struct State { var count = 0 }
    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        var state = state
        state.count += 1
        return state
    }
}

@MainActor final class CounterViewController: ReactorView {
    var disposeBag = DisposeBag()
    private(set) var shown = 0

    func bind(reactor: CounterReactor) {
        reactor.state.map(\.count)
            .subscribe(onNext: { [weak self] in self?.shown = $0 })
            .disposed(by: disposeBag)
    }
}

/// Written for ReactorKit 3.2: no isolation of its own; conforming makes it main-actor code.
final class LegacyCounterView: View {
    var disposeBag = DisposeBag()
    var shown = 0

    func bind(reactor: CounterReactor) {
        reactor.state.map(\.count)
            .subscribe(onNext: { [weak self] in self?.shown = $0 })
            .disposed(by: disposeBag)
    }
}

@MainActor func showCounters() -> Int {
    let reactor = CounterReactor()
    let controller = CounterViewController()
    controller.reactor = reactor
    let legacy = LegacyCounterView()
    legacy.reactor = reactor
    reactor.action.onNext(.increase)
    return controller.shown + legacy.shown
}
