import Foundation
import GitHubSearchFeature

/// Decides, from each state the search feature shows, what the one-shot mode does next: wait, ask
/// for the next page (the `nearBottom` input), or stop with the results or the error.
///
/// It counts a page each time the state settles (nothing in flight) after a request, so it asks
/// for exactly `pages` pages, and stops early once `limit` repositories are there.
package struct PageFollower: Sendable {
    /// What to do after a state.
    package enum Decision: Equatable, Sendable {
        /// Something is in flight, or the state is not about the query yet.
        case wait
        /// Send `nearBottom` once.
        case requestNextPage
        /// Done: print the state's repositories.
        case finished(SearchViewState)
        /// Done: the state's error, with whatever repositories came before it.
        case failed(message: String, SearchViewState)
    }

    /// The query the states must be about: `SearchQuery.normalized`, as the features make it.
    package let query: String
    /// How many pages to load.
    package let pages: Int
    /// How many repositories are enough.
    package let limit: Int?
    /// How many pages have arrived (or failed).
    package private(set) var pagesLoaded = 0
    private var awaitingPage = true

    /// Creates a follower.
    ///
    /// - Parameters:
    ///   - searchText: The search text as given; its query is `SearchQuery.normalized`.
    ///   - pages: How many pages to load, at least 1.
    ///   - limit: How many repositories are enough, or `nil`.
    package init(searchText: String, pages: Int, limit: Int?) {
        self.query = SearchQuery.normalized(searchText)
        self.pages = max(1, pages)
        self.limit = limit
    }

    /// The next step after `state`.
    ///
    /// - Parameter state: A state of the feature's `state` output.
    /// - Returns: What to do.
    package mutating func decide(after state: SearchViewState) -> Decision {
        guard state.query == query, !state.isSearching, !state.isLoadingNextPage, awaitingPage else { return .wait }
        pagesLoaded += 1
        awaitingPage = false
        if let message = state.errorMessage {
            return .failed(message: message, state)
        }
        let enough = limit.map { state.repositories.count >= $0 } ?? false
        if state.hasNextPage && pagesLoaded < pages && !enough {
            awaitingPage = true
            return .requestNextPage
        }
        return .finished(state)
    }
}
