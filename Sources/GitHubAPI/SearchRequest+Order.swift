extension SearchRequest {
    /// The sort direction (the `order` parameter).
    public enum Order: String, Codable, Hashable, Sendable, CaseIterable {
        /// Smallest or oldest first (`asc`).
        case ascending = "asc"
        /// Largest or newest first (`desc`, GitHub's default).
        case descending = "desc"
    }
}
