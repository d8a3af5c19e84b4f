import Foundation
import GitHubAPI

/// A least-recently-used cache of first pages, keyed by the normalised, lowercased query.
///
/// ```swift
/// var cache = SearchCache(capacity: 2)
/// cache.insert(page, for: " Swift ")
/// cache.page(for: "swift")  // page
/// ```
///
/// Reading or writing a query makes it the most recent; inserting past `capacity` evicts the least
/// recent. A capacity of 0 keeps nothing.
public struct SearchCache: Sendable {
    /// The most queries kept.
    public let capacity: Int
    private var pages: [String: SearchPage] = [:]
    /// Keys, least recent first.
    private var order: [String] = []

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: The most queries kept; 0 (or less) keeps nothing.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The cache key of `query`: `SearchQuery.normalized`, lowercased.
    ///
    /// - Parameter query: A query as typed.
    /// - Returns: The key.
    public static func key(for query: String) -> String {
        SearchQuery.normalized(query).lowercased()
    }

    /// The cached queries' keys, least recent first.
    public var keys: [String] { order }

    /// The first page cached for `query`, making it the most recent.
    ///
    /// - Parameter query: The query, in any case and with any surrounding whitespace.
    /// - Returns: The page, or `nil` if it is not cached.
    public mutating func page(for query: String) -> SearchPage? {
        let key = Self.key(for: query)
        guard let page = pages[key] else { return nil }
        touch(key)
        return page
    }

    /// Caches `page` for `query` as the most recent, evicting the least recent past `capacity`.
    ///
    /// - Parameters:
    ///   - page: The query's first page.
    ///   - query: The query.
    public mutating func insert(_ page: SearchPage, for query: String) {
        guard capacity > 0 else { return }
        let key = Self.key(for: query)
        pages[key] = page
        touch(key)
        while order.count > capacity {
            pages[order.removeFirst()] = nil
        }
    }

    private mutating func touch(_ key: String) {
        order.removeAll { $0 == key }
        order.append(key)
    }
}
