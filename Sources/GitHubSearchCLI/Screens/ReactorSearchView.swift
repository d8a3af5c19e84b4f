import Foundation
import GitHubSearchFeature
import ReactorArchitecture

/// The terminal screen as a ReactorKit `View`, bound as the GitHubSearch example's view controller
/// binds its reactor: inputs to actions, state to the screen, and a selected row read from
/// `currentState`.
final class ReactorSearchView: View {
    var disposeBag = DisposeBag()
    private unowned let outlets: any SearchScreenOutlets
    private let environment: SearchEnvironment

    init(outlets: any SearchScreenOutlets, environment: SearchEnvironment) {
        self.outlets = outlets
        self.environment = environment
    }

    func bind(reactor: GitHubSearchViewReactor) {
        let outlets = outlets
        // Action
        outlets.searchText
            .searchQueries(throttle: environment.throttle, scheduler: environment.scheduler)
            .map { Reactor.Action.updateQuery($0) }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)

        outlets.nearBottom
            .map { Reactor.Action.loadNextPage }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)

        // State
        reactor.state.map(SearchViewState.init)
            .distinctUntilChanged()
            .bind(onNext: { [unowned outlets] in outlets.show($0) })
            .disposed(by: disposeBag)

        // View
        outlets.selection
            .compactMap { [weak reactor] row -> URL? in
                guard let repos = reactor?.currentState.repos, repos.indices.contains(row) else { return nil }
                return repos[row].htmlURL
            }
            .bind(onNext: { [unowned outlets] in outlets.open($0) })
            .disposed(by: disposeBag)
    }
}
