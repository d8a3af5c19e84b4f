import GitHubAPI

/// What happens to the search screen in `CachingMVVMSearch`; `SearchViewState.applying(_:)` folds
/// it in.
enum SearchChange: Equatable {
    /// The query is empty: nothing to show.
    case cleared
    /// The first page of `query` is in flight.
    case searching(query: String)
    /// The first page of `query` arrived, or came from the cache.
    case firstPage(query: String, SearchPage)
    /// The first page failed.
    case firstPageFailed(String)
    /// A following page is in flight.
    case loadingNextPage
    /// A following page arrived.
    case nextPage(SearchPage)
    /// A following page failed; the results stay.
    case nextPageFailed(String)
}

extension SearchViewState {
    /// The state after `change`.
    func applying(_ change: SearchChange) -> SearchViewState {
        var state = self
        switch change {
        case .cleared:
            state = SearchViewState()
        case .searching(let query):
            state = SearchViewState(query: query, isSearching: true)
        case .firstPage(let query, let page):
            state = SearchViewState(
                query: query, repositories: RepositoryList(page.repositories), hasNextPage: !page.isLastPage)
        case .firstPageFailed(let message):
            state = SearchViewState(query: query, errorMessage: message)
        case .loadingNextPage:
            state.isLoadingNextPage = true
            state.errorMessage = nil
        case .nextPage(let page):
            state.repositories += page.repositories
            state.isLoadingNextPage = false
            state.hasNextPage = !page.isLastPage
            state.errorMessage = nil
        case .nextPageFailed(let message):
            state.isLoadingNextPage = false
            state.errorMessage = message
        }
        return state
    }
}
