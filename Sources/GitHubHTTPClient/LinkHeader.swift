import Foundation

/// A parsed `Link` header (RFC 8288): the URL for each relation such as `next` or `last`.
///
/// GitHub paginates search with it: `<https://api.github.com/search/repositories?q=x&page=2>;
/// rel="next", <…&page=34>; rel="last"`. Guessing `page + 1` instead would run past the last page
/// and the 1,000-result cap, so the client follows `next` only.
///
/// The parser accepts what the RFC allows — links in any order, optional whitespace, extra
/// parameters, unquoted or multi-valued `rel` (`rel="next last"`), unknown relations — and throws
/// `LinkHeaderError` for anything else rather than guessing.
package struct LinkHeader: Hashable, Sendable {
    /// The URL of each relation, relation names lowercased; the first link wins for a repeated name.
    package var links: [String: URL]

    /// A header without links.
    package init() {
        links = [:]
    }

    /// Parses a `Link` header value.
    ///
    /// - Parameter value: The header value; empty means no links.
    /// - Throws: `LinkHeaderError` when the value is not a valid link list or a target is not a URL.
    package init(parsing value: String) throws(LinkHeaderError) {
        var scanner = LinkHeaderScanner(Array(value.unicodeScalars))
        links = try scanner.parseLinks()
    }

    /// `rel="next"`: the following page.
    package var next: URL? { links["next"] }
    /// `rel="prev"`: the preceding page.
    package var prev: URL? { links["prev"] }
    /// `rel="first"`: the first page.
    package var first: URL? { links["first"] }
    /// `rel="last"`: the last page GitHub will serve.
    package var last: URL? { links["last"] }
}
