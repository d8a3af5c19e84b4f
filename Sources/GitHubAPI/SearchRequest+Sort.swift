extension SearchRequest {
    /// The fields GitHub's repository search can sort by (the `sort` parameter).
    public enum Sort: String, Codable, Hashable, Sendable, CaseIterable {
        /// By number of stargazers.
        case stars
        /// By number of forks.
        case forks
        /// By the time of the last update.
        case updated
    }
}
