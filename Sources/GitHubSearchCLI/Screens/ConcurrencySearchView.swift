import Foundation
import GitHubSearchFeature
import Reactive

/// The terminal screen over `ConcurrencySearch`: the model's states shown through the outlets.
@MainActor
final class ConcurrencySearchView {
    private let search: any RepositorySearch
    private let disposeBag = DisposeBag()

    init(outlets: any SearchScreenOutlets, environment: SearchEnvironment) {
        search = SearchArchitecture.concurrency.make(environment: environment)
        let outputs = search.bind(
            SearchInputs(searchText: outlets.searchText, nearBottom: outlets.nearBottom, selection: outlets.selection))
        disposeBag.insert(
            outputs.state.drive(onNext: { [unowned outlets] in outlets.show($0) }),
            outputs.openURL.emit(onNext: { [unowned outlets] in outlets.open($0) })
        )
    }
}
