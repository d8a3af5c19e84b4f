import Foundation
import ReactorArchitecture

/// The search as a ReactorKit-style reactor: the view's inputs become `SearchReactor` actions,
/// and its state becomes the screen's.
///
/// ```swift
/// let search = ReactorSearch(environment: SearchEnvironment(service: client, scheduler: MainScheduler.instance))
/// let outputs = search.bind(SearchInputs(query: field.text, nearBottom: list.nearBottom, selection: list.taps))
/// outputs.state.drive(onNext: render).disposed(by: bag)
/// ```
///
/// Each subscription to the outputs gets its own reactor; disposing the subscription unbinds the
/// inputs and lets go of the reactor, whose own `reactorStorage` then disposes what
/// `mutate(action:)` has in flight. The cache belongs to
/// the `ReactorSearch` and outlives its reactors. See `docs/Architectures/Reactor.md`.
public final class ReactorSearch: RepositorySearch {
    private let environment: SearchEnvironment
    private let cache: SharedSearchCache

    /// Creates the feature; its cache lives as long as it does.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    public init(environment: SearchEnvironment) {
        self.environment = environment
        cache = SharedSearchCache(capacity: environment.cacheCapacity)
    }

    /// Builds the outputs; both share one reactor per subscription.
    ///
    /// - Parameter inputs: The screen's inputs.
    /// - Returns: The state and the URLs to open.
    public func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let environment = environment
        let cache = cache
        let states = Observable<SearchReactor.State>.deferred {
            let reactor = SearchReactor(
                service: environment.service, cache: cache, pageSize: environment.pageSize,
                clock: environment.scheduler)
            let actions = Observable.merge(
                inputs.query
                    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                    .throttle(environment.throttle, latest: true, scheduler: environment.scheduler)
                    .distinctUntilChanged()
                    .map(SearchReactor.Action.updateQuery),
                inputs.nearBottom.map { SearchReactor.Action.loadNextPage },
                inputs.selection.map(SearchReactor.Action.select)
            )
            return Observable.create { observer in
                let state = reactor.state.subscribe(observer)
                let input = actions.bind(to: reactor.action)
                // The reactor's pipeline holds the reactor weakly, as a view's bag would hold it
                // strongly; here the subscription is the view.
                return Disposables.create { [reactor] in
                    input.dispose()
                    state.dispose()
                    withExtendedLifetime(reactor) {}
                }
            }
        }
        .share(replay: 1, scope: .whileConnected)
        let openURL =
            states
            .map(\.$urlToOpen)
            .distinctUntilChanged { $0.valueUpdatedCount }
            .skip(1)  // the replayed current state is not a tap
            .compactMap(\.value)
        return SearchOutputs(
            state: states.map(\.view).distinctUntilChanged().asDriver(onErrorJustReturn: SearchViewState()),
            openURL: openURL.asSignal(onErrorSignalWith: .empty())
        )
    }
}
