import Foundation
import GitHubSearchFeature
import Reactive

/// The terminal screen as seed 004's view controller: it configures the view model with the search
/// field's throttled text, then binds each of the view model's outputs to its own outlet.
@MainActor
final class ViewModelSearchView {
    private let viewModel: CachingGitHubSearchViewModel
    private let disposeBag = DisposeBag()

    init(outlets: any SearchScreenOutlets, environment: SearchEnvironment, cache: SharedSearchCache) {
        // configureViewModel()
        let searchObservable = outlets.searchText
            .searchQueries(throttle: environment.throttle, scheduler: environment.scheduler)
        viewModel = CachingGitHubSearchViewModel(
            search: searchObservable,
            nearBottom: outlets.nearBottom,
            searchService: environment.service,
            searchCache: cache,
            pageSize: environment.pageSize,
            clock: environment.scheduler
        )

        // setupObservables()
        disposeBag.insert(
            viewModel.data
                .drive(onNext: { [unowned outlets] in outlets.show(results: $0) }),
            viewModel.error
                .drive(onNext: { [unowned outlets] in outlets.show(error: $0) }),
            viewModel.processing
                .drive(onNext: { [unowned outlets] in outlets.show(processing: $0) }),
            outlets.selection
                .withLatestFrom(viewModel.data.asObservable()) { row, results in
                    results.repositories.indices.contains(row) ? results.repositories[row].htmlURL : nil
                }
                .compactMap { $0 }
                .subscribe(onNext: { [unowned outlets] in outlets.open($0) })
        )
    }
}
