/// The ways the search feature is built; each one implements `RepositorySearch`.
///
/// ```swift
/// for architecture in SearchArchitecture.allCases {
///     let search = architecture.make(environment: environment)
///     let outputs = search.bind(inputs)
/// }
/// ```
public enum SearchArchitecture: String, CaseIterable, Sendable {
    /// A feedback loop (`FeedbackSearch`): state plus feedbacks that turn state into requests.
    case feedback
    /// A reactor (`ReactorSearch`): actions mutate state through a reducer.
    case reactor
    /// A view model in the seed's style (`CachingMVVMSearch`): `flatMapLatest` + `materialize`,
    /// with a cache.
    case mvvm

    /// Builds the search feature this way.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    /// - Returns: A new, unbound search.
    public func make(environment: SearchEnvironment) -> any RepositorySearch {
        switch self {
        case .feedback: FeedbackSearch(environment: environment)
        case .reactor: ReactorSearch(environment: environment)
        case .mvvm: CachingMVVMSearch(environment: environment)
        }
    }
}
