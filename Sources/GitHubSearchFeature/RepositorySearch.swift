import Foundation
import GitHubAPI
import Reactive

/// The screen's inputs, as they arrive on the feature's scheduler.
public struct SearchInputs {
    /// The search field's text, as typed: each architecture turns it into queries with
    /// `searchQueries(throttle:scheduler:)`.
    public var searchText: Observable<String>
    /// The list scrolled near its end: a request for the next page.
    public var nearBottom: Observable<Void>
    /// A tapped row's index.
    public var selection: Observable<Int>

    /// Creates the inputs.
    ///
    /// - Parameters:
    ///   - searchText: The search field's text, as typed.
    ///   - nearBottom: Scrolled near the end.
    ///   - selection: Tapped rows; never by default.
    public init(searchText: Observable<String>, nearBottom: Observable<Void>, selection: Observable<Int> = .never()) {
        self.searchText = searchText
        self.nearBottom = nearBottom
        self.selection = selection
    }
}

/// The screen's outputs; both come from one pipeline, so subscribing to both searches once.
public struct SearchOutputs {
    /// The state to render; never two equal states in a row.
    public var state: Driver<SearchViewState>
    /// The page of a selected repository to open.
    public var openURL: Signal<URL>

    /// Creates the outputs.
    ///
    /// - Parameters:
    ///   - state: The state to render.
    ///   - openURL: The pages to open.
    public init(state: Driver<SearchViewState>, openURL: Signal<URL>) {
        self.state = state
        self.openURL = openURL
    }
}

extension SearchOutputs {
    /// The page of each tapped row, read against the latest `rows` the screen shows, as
    /// `rx.modelSelected` would (the state can be a tick ahead of the screen, and its row at that
    /// index another repository); a tap past the last row opens nothing. Every adapter's `openURL`.
    static func pages<Rows>(
        tappedIn selection: Observable<Int>,
        of rows: Observable<Rows>,
        _ repositories: @escaping (Rows) -> RepositoryList
    ) -> Signal<URL> {
        selection
            .withLatestFrom(rows) { index, rows in
                let repositories = repositories(rows)
                return repositories.indices.contains(index) ? repositories[index].htmlURL : nil
            }
            .compactMap { $0 }
            .asSignal(onErrorSignalWith: .empty())
    }
}

/// The search feature, whatever its architecture: inputs in, a state and URLs to open out.
///
/// Each architecture has a canonical file written as its users write it (`GitHubSearchViewReactor`,
/// `GitHubPaginatedSearch`, `CachingGitHubSearchViewModel`) and a thin adapter to this protocol
/// (`ReactorSearch`, `FeedbackSearch`, `CachingMVVMSearch`), which the side-by-side suite runs.
///
/// Disposing the output subscriptions cancels every request in flight and releases the pipeline,
/// even while the object lives.
public protocol RepositorySearch: AnyObject {
    /// Creates the feature.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    init(environment: SearchEnvironment)

    /// Builds the outputs for `inputs`; nothing runs until the outputs are subscribed.
    ///
    /// - Parameter inputs: The screen's inputs.
    /// - Returns: The state and the URLs to open.
    func bind(_ inputs: SearchInputs) -> SearchOutputs
}
