import Foundation
import Reactive

/// The screen's inputs.
public struct SearchInputs {
    /// The search field's text.
    public var query: Observable<String>
    /// The list scrolled near its end: a request for the next page.
    public var nearBottom: Observable<Void>
    /// A tapped row's index.
    public var selection: Observable<Int>

    /// Creates the inputs.
    ///
    /// - Parameters:
    ///   - query: The search field's text.
    ///   - nearBottom: Scrolled near the end.
    ///   - selection: Tapped rows; never by default.
    public init(query: Observable<String>, nearBottom: Observable<Void>, selection: Observable<Int> = .never()) {
        self.query = query
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

/// The search feature, whatever its architecture: inputs in, a state and URLs to open out.
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
