/// The ways the search feature is built; each one implements `RepositorySearch`.
///
/// ```swift
/// for architecture in SearchArchitecture.allCases {
///     let search = architecture.make(environment: environment)
///     let outputs = search.bind(inputs)
/// }
/// ```
public enum SearchArchitecture: String, CaseIterable, Sendable {
    /// A feedback loop, RxFeedback's way (`GitHubPaginatedSearch`, adapted by `FeedbackSearch`):
    /// one state, events, a pure reduce, and feedbacks that turn state into requests.
    case feedback
    /// A reactor, ReactorKit's way (`GitHubSearchViewReactor`, adapted by `ReactorSearch`):
    /// actions become mutations, reduced into the state.
    case reactor
    /// A view model in seed 004's style (`CachingGitHubSearchViewModel`, adapted by
    /// `CachingMVVMSearch`): `flatMapLatest` + `materialize` split into data, error and processing
    /// outputs, with a cache.
    case mvvm
    /// Plain Swift concurrency, no Rx (`RepositorySearchModel`, adapted by `ConcurrencySearch`): an
    /// actor whose methods the view calls, a task per search, and the throttle a task sleeping on
    /// an injected clock. Needs macOS 15 / iOS 18 (task executor preference).
    case concurrency

    /// Every way this system can run, in declaration order: `concurrency` only where its task
    /// executor exists (macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, and Linux), so code that
    /// builds each of `allCases` never reaches `make`'s precondition on an older system.
    public static var allCases: [SearchArchitecture] {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return [.feedback, .reactor, .mvvm, .concurrency]
        }
        return [.feedback, .reactor, .mvvm]
    }

    /// Builds the search feature this way.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    /// - Returns: A new, unbound search.
    public func make(environment: SearchEnvironment) -> any RepositorySearch {
        switch self {
        case .feedback: FeedbackSearch(environment: environment)
        case .reactor: ReactorSearch(environment: environment)
        case .mvvm: CachingMVVMSearch(environment: environment)
        case .concurrency:
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                ConcurrencySearch(environment: environment)
            } else {
                preconditionFailure("SearchArchitecture.concurrency needs macOS 15, iOS 18, tvOS 18, watchOS 11")
            }
        }
    }
}
