import GitHubAPI
import Reactive

/// A service that asks for `sort` on every request that has none: how `--sort` reaches the search
/// feature, whose requests carry only the query and page size.
///
/// Following pages come from GitHub's `next` links, which already carry the sort, so they pass
/// through unchanged.
package struct SortedSearchService: GitHubSearchService {
    /// The service that answers.
    package let base: any GitHubSearchService
    /// The sort to add; `nil` leaves requests alone (best match).
    package let sort: SearchRequest.Sort?

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - base: The service that answers.
    ///   - sort: The sort to add.
    package init(base: any GitHubSearchService, sort: SearchRequest.Sort?) {
        self.base = base
        self.sort = sort
    }

    /// `base`'s page for `request`, sorted by `sort` unless the request says otherwise.
    ///
    /// - Parameter request: The search.
    /// - Returns: The page.
    package func search(_ request: SearchRequest) -> Single<SearchPage> {
        var sorted = request
        if sorted.sort == nil { sorted.sort = sort }
        return base.search(sorted)
    }
}
