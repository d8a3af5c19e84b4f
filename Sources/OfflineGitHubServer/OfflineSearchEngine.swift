import Foundation
import GitHubAPI
import GitHubHTTPClient

/// The search half of the offline backend: turns a `/search/repositories` URL into the response
/// GitHub would send — body, `link` header, 422s — from an `OfflineDataset`.
///
/// It is deterministic and pure; `OfflineGitHub` adds rate-limit headers and faults around it.
package struct OfflineSearchEngine: Sendable {
    /// GitHub serves at most this many results of a search, however many match.
    package static let resultCap = 1000
    /// Where GitHub's error bodies point.
    package static let documentationURL = "https://docs.github.com/rest/search/search#search-repositories"

    private let records: [OfflineIndexedRecord]

    /// Creates an engine over `dataset`.
    ///
    /// - Parameter dataset: The repositories to search.
    package init(dataset: OfflineDataset) {
        records = dataset.items.map(OfflineIndexedRecord.init)
    }

    /// All repositories matching `query`, sorted.
    ///
    /// - Parameters:
    ///   - query: The parsed query.
    ///   - sort: The sort field, or `nil` for best match (relevance, then stars).
    ///   - order: The direction for `sort`.
    /// - Returns: The matches; ties are broken by ascending id, so the order is stable.
    package func matches(_ query: OfflineQuery, sort: SearchRequest.Sort?, order: SearchRequest.Order)
        -> [GitHubRepositoryItem]
    {
        let found = records.filter { $0.matches(query) }
        let ascending = order == .ascending
        func ordered<Key: Comparable>(_ key: (OfflineIndexedRecord) -> Key) -> [OfflineIndexedRecord] {
            found.sorted { lhs, rhs in
                let (left, right) = (key(lhs), key(rhs))
                if left != right { return ascending ? left < right : left > right }
                return lhs.item.id < rhs.item.id
            }
        }
        let sorted: [OfflineIndexedRecord]
        switch sort {
        case .stars: sorted = ordered { $0.item.stargazersCount }
        case .forks: sorted = ordered { $0.item.forksCount }
        case .updated: sorted = ordered { $0.item.updatedAt ?? "" }  // ISO 8601 UTC sorts as text
        case nil:
            let scored = found.map { ($0, $0.relevance(to: query)) }
            sorted = scored.sorted { lhs, rhs in
                if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
                if lhs.0.item.stargazersCount != rhs.0.item.stargazersCount {
                    return lhs.0.item.stargazersCount > rhs.0.item.stargazersCount
                }
                return lhs.0.item.id < rhs.0.item.id
            }.map(\.0)
        }
        return sorted.map(\.item)
    }

    /// The response to a GET of `url`.
    ///
    /// - Parameter url: `…/search/repositories?q=…&page=…&per_page=…&sort=…&order=…`.
    /// - Returns: 200 with a page and `link`, 422 for a missing or malformed query and past the
    ///   1,000-result cap, 404 for other paths, 400 for an undecodable query string.
    package func response(to url: URL) -> OfflineHTTPResponse {
        guard url.path.hasSuffix("/search/repositories") else {
            return .json(status: 404, GitHubErrorBody(message: "Not Found", documentationURL: Self.documentationURL))
        }
        let encodedQuery = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
        guard let parameters = URLQueryEncoding.decode(encodedQuery ?? "") else {
            return .json(status: 400, GitHubErrorBody(message: "Problems parsing the query string"))
        }
        func value(_ name: String) -> String? { parameters.first { $0.name == name }?.value }
        guard let text = value("q"), !text.allSatisfy(\.isWhitespace) else {
            return validationFailed(GitHubErrorBody.Detail(resource: "Search", field: "q", code: "missing"))
        }
        // Like GitHub: a bad or missing page or per_page falls back to the default, not an error.
        let perPage = min(max(value("per_page").flatMap { Int($0) } ?? SearchRequest.defaultPerPage, 1), 100)
        let page = max(value("page").flatMap { Int($0) } ?? 1, 1)
        let (firstIndex, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        guard !overflow, firstIndex < Self.resultCap else {
            return .json(
                status: 422,
                GitHubErrorBody(message: GitHubSearchError.resultCapMessage, documentationURL: Self.documentationURL)
            )
        }
        let query: OfflineQuery
        do {
            query = try OfflineQuery(parsing: text)
        } catch {
            return validationFailed(
                GitHubErrorBody.Detail(message: error.message, resource: "Search", field: "q", code: "invalid")
            )
        }
        let sort = value("sort").flatMap(SearchRequest.Sort.init(rawValue:))
        let order = value("order").flatMap(SearchRequest.Order.init(rawValue:)) ?? .descending
        let found = matches(query, sort: sort, order: order)
        let servable = min(found.count, Self.resultCap)
        let items = firstIndex < servable ? Array(found[firstIndex..<min(firstIndex + perPage, servable)]) : []
        let body = GitHubSearchResponseBody(totalCount: found.count, incompleteResults: false, items: items)
        let lastPage = max(1, (servable + perPage - 1) / perPage)
        var headers: [String: String] = [:]
        if let link = OfflineLinkBuilder(url: url, parameters: parameters).header(page: page, lastPage: lastPage) {
            headers["link"] = link
        }
        return .json(status: 200, body, headers: headers)
    }

    private func validationFailed(_ detail: GitHubErrorBody.Detail) -> OfflineHTTPResponse {
        .json(
            status: 422,
            GitHubErrorBody(message: "Validation Failed", errors: [detail], documentationURL: Self.documentationURL)
        )
    }
}
