import Reactive
import ReactorArchitecture

struct SearchFailure: Error, Equatable {}

/// A counter whose actions are its mutations (`mutate` returns `.just(action)` by default).
final class CounterReactor: Reactor {
    enum Action: Equatable {
        case increase
        case decrease
    }

    struct State: Equatable {
        var count = 0
        var history: [Int] = []
    }

    let reactorStorage = ReactorStorage()
    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        var state = state
        state.count += mutation == .increase ? 1 : -1
        state.history.append(state.count)
        return state
    }
}

/// Each step appends its name, so the state lists the steps in the order they ran.
final class StepLogReactor: Reactor {
    typealias Action = [String]
    typealias Mutation = [String]
    typealias State = [String]

    let reactorStorage = ReactorStorage()
    let initialState: State = []

    func transform(action: Observable<Action>) -> Observable<Action> {
        action.map { $0 + ["transformedAction"] }
    }

    func mutate(action: Action) -> Observable<Mutation> {
        .just(action + ["mutation"])
    }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        mutation.map { $0 + ["transformedMutation"] }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        state + mutation + ["reduce"]
    }

    func transform(state: Observable<State>) -> Observable<State> {
        state.map { $0 + ["transformedState"] }
    }
}

/// A search screen as ReactorKit's examples write one: a query shows itself, then a spinner while
/// `search` (the fake service) answers, then the results.
// doc:search-reactor-begin
final class SearchReactor: Reactor {
    enum Action: Equatable {
        case updateQuery(String)
    }

    enum Mutation: Equatable {
        case setQuery(String)
        case setLoading(Bool)
        case setResults([String])
    }

    struct State: Equatable {
        var query = ""
        var results: [String] = []
        var isLoading = false
    }

    let reactorStorage = ReactorStorage()
    let initialState = State()
    private let search: (String) -> Observable<[String]>

    init(search: @escaping (String) -> Observable<[String]>) {
        self.search = search
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .updateQuery(let query):
            return .concat(
                .just(.setQuery(query)),
                .just(.setLoading(true)),
                search(query).map(Mutation.setResults),
                .just(.setLoading(false))
            )
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setQuery(let query): state.query = query
        case .setLoading(let isLoading): state.isLoading = isLoading
        case .setResults(let results): state.results = results
        }
        return state
    }
}
// doc:search-reactor-end
