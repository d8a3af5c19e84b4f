import FeedbackArchitecture
import Reactive

/// A search screen as a feedback system: the query makes a request while it has no answer; the
/// `react` feedback performs it with `search`, the fake service.
enum SearchSystem {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
        var request: String?
    }

    enum Event: Equatable {
        case queryChanged(String)
        case response([String])
    }

    static func reduce(_ state: State, _ event: Event) -> State {
        var state = state
        switch event {
        case .queryChanged(let query):
            state.query = query
            state.request = query.isEmpty ? nil : query
        case .response(let results):
            state.results = results
            state.request = nil
        }
        return state
    }

    static func search(
        _ service: @escaping (String) -> Observable<[String]>
    ) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
        react(request: { $0.request }, effects: { service($0).map(Event.response) })
    }
}
