import GitHubSearchFeature
import Reactive

/// Runs one search through an architecture, as a screen would: the search text goes in once, and
/// `nearBottom` is sent each time `PageFollower` wants another page.
///
/// ```swift
/// let run = OneShotSearch.start(architecture: .mvvm, environment: environment, follower: follower,
///                               inputScheduler: MainScheduler.asyncInstance) { outcome in … }
/// ```
///
/// The `nearBottom` events go through `inputScheduler` (a later turn of the main queue in the app)
/// rather than being sent from inside the state callback, the way a screen's events arrive from its
/// own loop. Every architecture listens for them whenever the state it last published wants a page,
/// so a plain subject is enough.
package enum OneShotSearch {
    /// How a one-shot search ended.
    package enum Outcome: Equatable, Sendable {
        /// The pages arrived; the state holds the repositories.
        case finished(SearchViewState)
        /// A page failed: the message, and the repositories from the pages before it.
        case failed(message: String, SearchViewState)
    }

    /// Binds a new search of `architecture` and follows it until `completion` gets the outcome.
    ///
    /// - Parameters:
    ///   - architecture: Which implementation runs.
    ///   - environment: Its service, scheduler and limits.
    ///   - follower: The query, pages and limit.
    ///   - inputScheduler: Where `nearBottom` is sent from: the feature's scheduler, or its
    ///     asynchronous form.
    ///   - trace: Told the query and each state, for `--state-diffs` and `--trace-svg`; none by default.
    ///   - completion: Called once, on the `state` driver's scheduler.
    /// - Returns: The subscription; dispose it after the completion (or to give up).
    package static func start(
        architecture: SearchArchitecture,
        environment: SearchEnvironment,
        follower: PageFollower,
        inputScheduler: any ImmediateSchedulerType,
        trace: SessionTrace? = nil,
        completion: @escaping (Outcome) -> Void
    ) -> any Disposable {
        let nearBottom = PublishSubject<Void>()
        let search = architecture.make(environment: environment)
        // `never` after the text keeps the input open, as a search field stays open on a screen.
        let searchText = Observable.just(follower.query).concat(Observable<String>.never())
        let outputs = search.bind(SearchInputs(searchText: searchText, nearBottom: nearBottom.asObservable()))
        var follower = follower
        var done = false
        // Nobody types: the query is typed, and let through, at once.
        trace?.keystroke(follower.query)
        trace?.query(SearchQuery.normalized(follower.query))
        return outputs.state.drive(onNext: { state in
            trace?.state(state)
            guard !done else { return }
            switch follower.decide(after: state) {
            case .wait:
                break
            case .requestNextPage:
                _ = inputScheduler.schedule(()) { _ in
                    nearBottom.onNext(())
                    return Disposables.create()
                }
            case .finished(let state):
                done = true
                completion(.finished(state))
            case .failed(let message, let state):
                done = true
                completion(.failed(message: message, state))
            }
        })
    }
}
