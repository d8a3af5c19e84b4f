/// What to search for: the query, which page and how it is sorted.
///
/// The initializer does not validate, so requests can be built freely (for example from a `Link`
/// header); `validate()` checks the limits GitHub enforces, and `GitHubClient` calls it before
/// sending anything.
public struct SearchRequest: Codable, Hashable, Sendable {
    /// The largest page size GitHub serves.
    public static let maximumPerPage = 100
    /// GitHub's page size when `per_page` is not sent.
    public static let defaultPerPage = 30

    /// GitHub search syntax: words plus qualifiers such as `language:swift` or `stars:>100`.
    public var query: String
    /// The 1-based page number.
    public var page: Int
    /// The page size, 1 through 100.
    public var perPage: Int
    /// The sort field; `nil` is GitHub's "best match".
    public var sort: Sort?
    /// The sort direction; GitHub ignores it for best match.
    public var order: Order

    /// Creates a request without validating it.
    ///
    /// - Parameters:
    ///   - query: The search query.
    ///   - page: The 1-based page number.
    ///   - perPage: The page size.
    ///   - sort: The sort field, or `nil` for best match.
    ///   - order: The sort direction.
    public init(
        query: String,
        page: Int = 1,
        perPage: Int = SearchRequest.defaultPerPage,
        sort: Sort? = nil,
        order: Order = .descending
    ) {
        self.query = query
        self.page = page
        self.perPage = perPage
        self.sort = sort
        self.order = order
    }

    /// Checks the request against GitHub's limits.
    ///
    /// - Throws: `SearchRequestError` naming the first problem: an empty query, a page below 1 or
    ///   a page size outside 1...100.
    public func validate() throws(SearchRequestError) {
        if query.allSatisfy(\.isWhitespace) {
            throw .emptyQuery
        }
        if page < 1 {
            throw .pageOutOfRange(page)
        }
        if !(1...Self.maximumPerPage).contains(perPage) {
            throw .perPageOutOfRange(perPage)
        }
    }
}
