/// One page of repository search results.
public struct SearchPage: Codable, Hashable, Sendable {
    /// The repositories on this page, in GitHub's order.
    public var repositories: [Repository]
    /// How many repositories match the query in all (GitHub serves at most the first 1,000).
    public var totalCount: Int
    /// The request for the following page, taken from the `Link` header; `nil` on the last page.
    public var nextPage: SearchRequest?
    /// GitHub's `incomplete_results`: the search timed out on GitHub's side and the page may miss
    /// matches.
    public var isIncomplete: Bool

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - repositories: The repositories on the page.
    ///   - totalCount: The number of matches in all.
    ///   - nextPage: The request for the next page, or `nil` on the last page.
    ///   - isIncomplete: Whether GitHub reported incomplete results.
    public init(repositories: [Repository], totalCount: Int, nextPage: SearchRequest?, isIncomplete: Bool = false) {
        self.repositories = repositories
        self.totalCount = totalCount
        self.nextPage = nextPage
        self.isIncomplete = isIncomplete
    }

    /// Whether this is the last page (no `rel="next"` link).
    public var isLastPage: Bool { nextPage == nil }
}
