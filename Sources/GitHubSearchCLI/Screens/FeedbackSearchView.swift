import FeedbackArchitecture
import Foundation
import GitHubSearchFeature
import Reactive

/// The terminal screen as RxFeedback's paginated-search view controller builds its system: a UI
/// feedback that draws the state and reads it, and sends the query and every time the list comes
/// near its end (`reduce` decides whether that loads a page), and the feedback that loads the page
/// the state asks for.
@MainActor
final class FeedbackSearchView {
    private typealias State = GitHubPaginatedSearch.State
    private typealias Event = GitHubPaginatedSearch.Event
    private let disposeBag = DisposeBag()
    private unowned let outlets: any SearchScreenOutlets
    private let environment: SearchEnvironment

    init(outlets: any SearchScreenOutlets, environment: SearchEnvironment) {
        self.outlets = outlets
        self.environment = environment
    }

    /// Starts the system, for as long as the view lives.
    func viewDidLoad() {
        let environment = environment
        let triggerLoadNextPage = GitHubPaginatedSearch.triggerLoadNextPage(outlets.nearBottom)

        let bindUI: (Driver<State>) -> Signal<Event> = bind(self) { me, state in
            let outlets = me.outlets
            let subscriptions = [
                state.map(SearchViewState.init).distinctUntilChanged()
                    .drive(onNext: { [unowned outlets] in outlets.show($0) }),
                outlets.selection
                    .withLatestFrom(state.asObservable()) { row, state in
                        state.results.indices.contains(row) ? state.results[row].htmlURL : nil
                    }
                    .compactMap { $0 }
                    .subscribe(onNext: { [unowned outlets] in outlets.open($0) }),
            ]
            let events: [Observable<Event>] = [
                outlets.searchText
                    .searchQueries(throttle: environment.throttle, scheduler: environment.scheduler)
                    .map(Event.searchChanged),
                triggerLoadNextPage(state),
            ]
            return Bindings(subscriptions: subscriptions, events: events)
        }

        Driver.system(
            initialState: State.empty(
                pageSize: environment.pageSize, cache: SearchCache(capacity: environment.cacheCapacity)),
            reduce: State.reduce,
            feedback:
                // UI, user feedback
                bindUI,
            // NoUI, automatic feedback
            GitHubPaginatedSearch.loadNextPage(service: environment.service, clock: environment.scheduler)
        )
        .drive()
        .disposed(by: disposeBag)
    }
}
