import GitHubSearchFeature

/// A named, documented way an architecture's timeline legitimately departs from the contract
/// model; `SearchContractModel` applies each by name, and docs/Comparison.md lists them.
enum SessionDifference: String, CaseIterable, Hashable {
    /// The reactor sends a new query's request before it cancels the old one, in the same tick:
    /// the old request's `take(until: action)` sees the action only after `mutate(action:)` has
    /// started the new one.
    case newRequestBeforeCancel

    /// The differences `architecture` shows.
    ///
    /// - Parameter architecture: One of the three.
    /// - Returns: Its differences; none for the view model.
    static func of(_ architecture: SearchArchitecture) -> Set<Self> {
        switch architecture {
        case .feedback: []
        case .reactor: [.newRequestBeforeCancel]
        case .mvvm: []
        }
    }
}
