/// GitHub's search response body: `total_count`, `incomplete_results` and `items`.
package struct GitHubSearchResponseBody: Codable, Hashable, Sendable {
    /// `total_count`: matches in all, not just on this page.
    package var totalCount: Int
    /// `incomplete_results`: GitHub's search timed out and the page may miss matches.
    package var incompleteResults: Bool
    /// `items`: the repositories on this page.
    package var items: [GitHubRepositoryItem]

    private enum CodingKeys: String, CodingKey {
        case items
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
    }

    /// Creates a body.
    ///
    /// - Parameters:
    ///   - totalCount: `total_count`.
    ///   - incompleteResults: `incomplete_results`.
    ///   - items: `items`.
    package init(totalCount: Int, incompleteResults: Bool, items: [GitHubRepositoryItem]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}
