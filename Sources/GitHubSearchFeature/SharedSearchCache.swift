import GitHubAPI

/// One `SearchCache` shared by the pipelines a search object builds: the reactors of
/// `ReactorSearch`, the bindings of `CachingMVVMSearch`, the successive systems of `FeedbackSearch`.
///
/// It is used on the feature's scheduler only — inputs arrive there and the service answers
/// there (see `SearchEnvironment`) — so it needs no lock.
public final class SharedSearchCache {
    private var cache: SearchCache

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: The most queries kept; 0 keeps nothing.
    public init(capacity: Int) {
        cache = SearchCache(capacity: capacity)
    }

    /// The first page cached for `query`, making it the most recent.
    ///
    /// - Parameter query: The query, in any case.
    /// - Returns: The page, or `nil` if it is not cached.
    public func page(for query: String) -> SearchPage? {
        cache.page(for: query)
    }

    /// Caches `page` as the first page of `query`.
    ///
    /// - Parameters:
    ///   - page: The first page.
    ///   - query: Its query.
    public func insert(_ page: SearchPage, for query: String) {
        cache.insert(page, for: query)
    }

    /// The whole cache, for an architecture that keeps it in its state between bindings.
    public var value: SearchCache {
        get { cache }
        set { cache = newValue }
    }
}
