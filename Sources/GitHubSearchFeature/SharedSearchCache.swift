import GitHubAPI
import Reactive

/// A `SearchCache` shared by the pipelines of one search object, which may run on any thread.
final class SharedSearchCache: @unchecked Sendable {
    // @unchecked: `cache` is only touched under `lock`.
    private let lock = Lock()
    private var cache: SearchCache

    init(capacity: Int) {
        cache = SearchCache(capacity: capacity)
    }

    func page(for query: String) -> SearchPage? {
        lock.withLock { cache.page(for: query) }
    }

    func insert(_ page: SearchPage, for query: String) {
        lock.withLock { cache.insert(page, for: query) }
    }

    /// The whole cache, for an architecture that keeps it in its state between bindings.
    var value: SearchCache {
        get { lock.withLock { cache } }
        set { lock.withLock { cache = newValue } }
    }
}
