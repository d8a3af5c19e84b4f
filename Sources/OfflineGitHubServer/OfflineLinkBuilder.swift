import Foundation
import GitHubHTTPClient

/// Writes the `link` header for a page the way GitHub does: `prev`, `next`, `last`, `first`, each
/// URL repeating the request's parameters with spaces as `+`.
struct OfflineLinkBuilder {
    let url: URL
    let parameters: [(name: String, value: String)]

    func header(page: Int, lastPage: Int) -> String? {
        var links: [String] = []
        if page > 1 { links.append(link(page: min(page - 1, lastPage), rel: "prev")) }
        if page < lastPage {
            links.append(link(page: page + 1, rel: "next"))
            links.append(link(page: lastPage, rel: "last"))
        }
        if page > 1 { links.append(link(page: 1, rel: "first")) }
        return links.isEmpty ? nil : links.joined(separator: ", ")
    }

    private func link(page: Int, rel: String) -> String {
        var items = parameters.filter { $0.name != "page" }
        items.append(("page", String(page)))
        // GitHub writes spaces as `+`, so clients must decode links with form rules.
        let query = items.map { item in
            URLQueryEncoding.encode(item.name) + "="
                + URLQueryEncoding.encode(item.value).replacingOccurrences(of: "%20", with: "+")
        }.joined(separator: "&")
        var root = url.absoluteString
        if let mark = root.firstIndex(of: "?") { root = String(root[..<mark]) }
        return "<\(root)?\(query)>; rel=\"\(rel)\""
    }
}
