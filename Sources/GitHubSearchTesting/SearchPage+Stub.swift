import GitHubAPI

extension SearchPage {
    /// A page for `request` holding stub repositories, with the next page's request when
    /// `hasNextPage` is true — what a scripted service answers.
    ///
    /// ```swift
    /// let first = SearchPage.stub(for: SearchRequest(query: "rx"), ["ReactiveX/RxSwift", "kzaher/RxFeedback"],
    ///                             totalCount: 4, hasNextPage: true)
    /// first.nextPage  // SearchRequest(query: "rx", page: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request the page answers.
    ///   - fullNames: The repositories' `owner/name`s, in order.
    ///   - totalCount: The total; by default the number of names.
    ///   - hasNextPage: Whether there is a following page.
    /// - Returns: The page.
    public static func stub(
        for request: SearchRequest,
        _ fullNames: [String],
        totalCount: Int? = nil,
        hasNextPage: Bool = false
    ) -> SearchPage {
        var next: SearchRequest?
        if hasNextPage {
            next = request
            next?.page = request.page + 1
        }
        return SearchPage(
            repositories: fullNames.map { Repository.stub($0) },
            totalCount: totalCount ?? fullNames.count,
            nextPage: next
        )
    }
}
