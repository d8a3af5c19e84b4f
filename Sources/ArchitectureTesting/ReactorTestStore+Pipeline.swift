import Reactive
import ReactiveDebugging
import ReactiveTesting
import ReactorArchitecture

extension ReactorTestStore {
    /// The reactor's state stream as `Reactor.createStateStream` composes it, with two taps: each
    /// mutation is noted with the state `reduce` made of it, and each observable from
    /// `mutate(action:)` is counted while it runs.
    static func stateStream(
        of reactor: Reactor,
        core: TestStoreCore<Reactor.Mutation, Reactor.State>,
        effects: RunningEffects
    ) -> ConnectableObservable<Reactor.State> {
        let action = reactor.actionSubjectForTestStore.observe(on: reactor.scheduler)
        let mutation = reactor.transform(action: action).flatMap {
            [weak reactor] action -> Observable<Reactor.Mutation> in
            guard let reactor else { return .empty() }
            let description = "mutate(action: \(ValueDiff.describe(action, options: core.options)))"
            var token: Int?
            return reactor.mutate(action: action)
                .do(
                    onSubscribe: { token = effects.started(description) },
                    onDispose: { token.map(effects.ended) }
                )
                .catch { error in
                    // The runtime absorbs it and goes on; the test receives it.
                    core.record(.failure(error), state: core.actualState)
                    return .empty()
                }
        }
        let state = reactor.transform(mutation: mutation)
            .serialize()
            .scan(reactor.initialState) { [weak reactor] state, mutation -> Reactor.State in
                guard let reactor else { return state }
                let reduced = reactor.reduce(state: state, mutation: mutation)
                core.record(.output(mutation), state: reduced)
                return reduced
            }
            .catch { error in
                core.record(.failure(error), state: core.actualState)
                return .empty()
            }
            .startWith(reactor.initialState)
        return reactor.transform(state: state)
            .do(onNext: { [weak reactor] state in reactor?.setCurrentStateForTestStore(state) })
            .replay(1)
    }
}

/// The observables from `mutate(action:)` that are subscribed and not yet disposed.
final class RunningEffects {
    private let scheduler: TestScheduler
    private var running: [Int: String] = [:]
    private var nextToken = 0

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func started(_ description: String) -> Int {
        nextToken += 1
        running[nextToken] = "\(description), started @ \(scheduler.clock)"
        return nextToken
    }

    func ended(_ token: Int) {
        running[token] = nil
    }

    /// The running ones, oldest first.
    func descriptions() -> [String] {
        running.sorted { $0.key < $1.key }.map(\.value)
    }
}
