import Foundation
import GitHubSearchFeature
import Reactive
import ReactorArchitecture

/// What the terminal offers a search screen's binding, as a view controller offers its controls
/// and outlets: the user's input as observables, and where each part of the feature's output is
/// shown. Everything is on the main queue, where the feature runs too.
@MainActor
protocol SearchScreenOutlets: AnyObject {
    /// The search field's text, as typed.
    var searchText: Observable<String> { get }
    /// The selection reached the end of the list, with another page to load.
    var nearBottom: Observable<Void> { get }
    /// Enter on a result: its row.
    var selection: Observable<Int> { get }

    /// Shows a whole state: the list, the spinner and the error at once.
    ///
    /// - Parameter state: The state.
    func show(_ state: SearchViewState)

    /// Shows the results in the list (a view model's `data`).
    ///
    /// - Parameter results: The results.
    func show(results: SearchResults)

    /// Shows a failure's message in the status line, or clears it (a view model's `error`).
    ///
    /// - Parameter error: The message, or `nil`.
    func show(error: String?)

    /// Turns the spinner on or off (a view model's `processing`).
    ///
    /// - Parameter processing: Whether a page is on its way.
    func show(processing: Bool)

    /// Leaves the screen and prints `url`: what Enter on a result does.
    ///
    /// - Parameter url: The repository's page.
    func open(_ url: URL)
}

/// The screen bound to `architecture`, as that architecture's users bind a screen.
@MainActor
enum SearchScreenBinding {
    /// Binds the screen's outlets to a new search feature of `architecture`.
    ///
    /// - Parameters:
    ///   - architecture: Which feature runs.
    ///   - environment: Its service, scheduler and limits.
    ///   - outlets: The terminal's side.
    /// - Returns: The view that holds the bindings; they last as long as it does.
    static func bind(
        _ architecture: SearchArchitecture, environment: SearchEnvironment, to outlets: any SearchScreenOutlets
    ) -> AnyObject {
        let cache = SharedSearchCache(capacity: environment.cacheCapacity)
        switch architecture {
        case .reactor:
            let view = ReactorSearchView(outlets: outlets, environment: environment)
            view.reactor = GitHubSearchViewReactor(
                service: environment.service, cache: cache, pageSize: environment.pageSize,
                clock: environment.scheduler)
            return view
        case .feedback:
            let view = FeedbackSearchView(outlets: outlets, environment: environment)
            view.viewDidLoad()
            return view
        case .mvvm:
            return ViewModelSearchView(outlets: outlets, environment: environment, cache: cache)
        case .concurrency:
            guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else {
                preconditionFailure("--architecture concurrency needs macOS 13")
            }
            return ConcurrencySearchView(outlets: outlets, environment: environment, cache: cache)
        }
    }
}
