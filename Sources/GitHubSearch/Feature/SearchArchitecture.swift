/// The ways the search feature is built; each one implements `RepositorySearch`.
public enum SearchArchitecture: String, CaseIterable, Sendable {
    /// A feedback loop: state plus feedbacks that turn state into requests.
    case feedback
    /// A reactor: actions mutate state through a reducer.
    case reactor
    /// A view model in the seed's style: `flatMapLatest` + `materialize`, with a cache.
    case mvvm
}
