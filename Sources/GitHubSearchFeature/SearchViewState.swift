import GitHubAPI

/// Everything the search screen shows.
public struct SearchViewState: Equatable, Sendable {
    /// The query the shown (or loading) results belong to; empty when nothing is searched.
    public var query: String
    /// The results, first page first; appending a page does not copy the pages before it.
    public var repositories: RepositoryList
    /// Whether the first page of `query` is in flight.
    public var isSearching: Bool
    /// Whether a following page is in flight.
    public var isLoadingNextPage: Bool
    /// Whether another page can be loaded.
    public var hasNextPage: Bool
    /// The last failure, for a person; cleared when a request starts or succeeds.
    public var errorMessage: String?

    /// Creates a state; by default the empty screen.
    ///
    /// - Parameters:
    ///   - query: The query the results belong to.
    ///   - repositories: The results.
    ///   - isSearching: Whether the first page is in flight.
    ///   - isLoadingNextPage: Whether a following page is in flight.
    ///   - hasNextPage: Whether another page can be loaded.
    ///   - errorMessage: The message to show, if any.
    public init(
        query: String = "",
        repositories: RepositoryList = [],
        isSearching: Bool = false,
        isLoadingNextPage: Bool = false,
        hasNextPage: Bool = false,
        errorMessage: String? = nil
    ) {
        self.query = query
        self.repositories = repositories
        self.isSearching = isSearching
        self.isLoadingNextPage = isLoadingNextPage
        self.hasNextPage = hasNextPage
        self.errorMessage = errorMessage
    }
}

extension SearchViewState: CustomStringConvertible {
    /// A one-line summary for timelines and logs, for example
    /// `swift: apple/swift, apple/swift-nio +more (loading)`; at most three names are listed.
    public var description: String {
        guard !query.isEmpty || !repositories.isEmpty || errorMessage != nil else { return "empty" }
        var parts: [String] = []
        if isSearching { parts.append("searching") }
        if !repositories.isEmpty {
            let names = repositories.prefix(3).map(\.fullName).joined(separator: ", ")
            parts.append(repositories.count > 3 ? "\(names) … (\(repositories.count))" : names)
        }
        if hasNextPage { parts.append("+more") }
        if isLoadingNextPage { parts.append("(loading)") }
        if let errorMessage { parts.append("error \"\(errorMessage)\"") }
        return "\(query): " + (parts.isEmpty ? "no results" : parts.joined(separator: " "))
    }
}
