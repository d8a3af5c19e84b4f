import ReactiveTesting
import ReactorArchitecture
import Testing

// The example in docs/Architectures/Reactor.md is copied from between the `docs:begin` and
// `docs:end` markers of this file; other suites use the reactor and view too.

// docs:begin example
/// A counter's reactor: the view's buttons increase and decrease a value.
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

    // Optional: without it the reactor works as in ReactorKit, its streams kept in a side table
    // until a sweep after it dies; with it they are released the moment it dies.
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

/// A headless view: two buttons, a label, and a count of `bind(reactor:)` calls.
final class CountingView: View {
    var disposeBag = DisposeBag()
    let viewStorage = ViewStorage()  // optional, as `reactorStorage` is
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
// docs:end example

@MainActor @Suite(.leakChecked) struct DocumentationExampleTests {
    // docs:begin test
    @Test func theCounterCountsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CountingReactor(scheduler: scheduler)
        let taps = scheduler.createHotObservable([
            .next(210, CountingReactor.Action.increase), .next(220, .increase), .next(230, .decrease),
        ])
        let bag = DisposeBag()
        taps.subscribe(reactor.action).disposed(by: bag)

        let res = scheduler.start { reactor.state.map(\.value) }

        // The current state at subscription, then each new state one tick after its action: the
        // hop onto the reactor's scheduler.
        #expect(res.events == [.next(200, 0), .next(211, 1), .next(221, 2), .next(231, 1)])
    }

    @Test func theViewShowsAStubbedStateAndRecordsItsActions() {
        let reactor = CountingReactor()
        reactor.isStubEnabled = true
        let view = CountingView()
        view.reactor = reactor

        reactor.stub.state.value = CountingReactor.State(value: 7)
        view.increaseTaps.accept(())

        #expect(view.label == "7")
        #expect(reactor.stub.actions == [.increase])
        #expect(reactor.mutateCount == 0)
    }
    // docs:end test
}
