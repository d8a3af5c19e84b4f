import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import ReactiveTesting
import Testing

/// `SearchCache` on its own: keys, LRU eviction, capacity 0.
@Suite(.leakChecked) struct SearchCacheTests {
    let page = SearchPage.stub(for: SearchRequest(query: "swift"), ["apple/swift"], hasNextPage: true)
    let other = SearchPage.stub(for: SearchRequest(query: "rust"), ["rust-lang/rust"])

    @Test func keysAreTrimmedAndLowercased() {
        var cache = SearchCache(capacity: 2)
        cache.insert(page, for: "  Swift\n")
        #expect(SearchCache.key(for: " SwIfT ") == "swift")
        #expect(cache.page(for: "SWIFT") == page)
        #expect(cache.keys == ["swift"])
    }

    @Test func evictsTheLeastRecentlyUsed() {
        var cache = SearchCache(capacity: 2)
        cache.insert(page, for: "swift")
        cache.insert(other, for: "rust")
        _ = cache.page(for: "swift")
        cache.insert(other, for: "go")
        #expect(cache.keys == ["swift", "go"])
        #expect(cache.page(for: "rust") == nil)
        #expect(cache.page(for: "swift") == page)
    }

    @Test func reinsertingReplacesAndRefreshes() {
        var cache = SearchCache(capacity: 2)
        cache.insert(page, for: "swift")
        cache.insert(other, for: "rust")
        cache.insert(other, for: "Swift")
        #expect(cache.keys == ["rust", "swift"])
        #expect(cache.page(for: "swift") == other)
    }

    @Test(arguments: [0, -1]) func nonPositiveCapacityKeepsNothing(capacity: Int) {
        var cache = SearchCache(capacity: capacity)
        cache.insert(page, for: "swift")
        #expect(cache.capacity == 0)
        #expect(cache.page(for: "swift") == nil)
        #expect(cache.keys.isEmpty)
    }
}
