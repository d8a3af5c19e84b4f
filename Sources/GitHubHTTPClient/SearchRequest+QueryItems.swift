import Foundation
import GitHubAPI

extension SearchRequest {
    /// The request as GitHub's query parameters, in the order the client sends them: `q`, then
    /// `sort` and `order` (only with a sort: GitHub ignores `order` for best match), `per_page`, `page`.
    package var queryItems: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = [("q", query)]
        if let sort {
            items.append(("sort", sort.rawValue))
            items.append(("order", order.rawValue))
        }
        items.append(("per_page", String(perPage)))
        items.append(("page", String(page)))
        return items
    }

    /// Reads a request back from a search URL, such as the `next` link GitHub sends.
    ///
    /// Missing `page` and `per_page` take GitHub's defaults (1 and 30); an unknown `sort` means
    /// best match, as on GitHub.
    ///
    /// - Parameter url: A `…/search/repositories?q=…` URL.
    /// - Throws: A `malformedResponse` error naming what is missing or invalid.
    package init(searchURL url: URL) throws(GitHubSearchError) {
        // URLComponents, not `URL.query(percentEncoded:)`, which needs macOS 13 / iOS 16.
        guard let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery,
            let items = URLQueryEncoding.decode(query)
        else {
            throw .malformedResponse("the next-page URL has no readable query: \(url.absoluteString)")
        }
        func value(_ name: String) -> String? {
            items.first { $0.name == name }?.value
        }
        guard let searchQuery = value("q") else {
            throw .malformedResponse("the next-page URL has no q parameter: \(url.absoluteString)")
        }
        func integer(_ name: String, default defaultValue: Int) throws(GitHubSearchError) -> Int {
            guard let text = value(name) else { return defaultValue }
            guard let number = Int(text) else {
                throw .malformedResponse("the next-page URL has \(name)=\(text), not a number")
            }
            return number
        }
        self.init(
            query: searchQuery,
            page: try integer("page", default: 1),
            perPage: try integer("per_page", default: SearchRequest.defaultPerPage),
            sort: value("sort").flatMap(Sort.init(rawValue:)),
            order: value("order").flatMap(Order.init(rawValue:)) ?? .descending
        )
    }
}
