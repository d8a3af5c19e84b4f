import GitHubSearch
import ReactiveTesting
import Testing

/// The search scenarios against `CachingMVVMSearch`.
@Suite(.leakChecked) struct CachingMVVMSearchTests {
    let factory: SearchFactory = { CachingMVVMSearch(environment: $0) }

    @Test func throttlesAndDeduplicates() { SearchScenarios.throttlesAndDeduplicates(factory) }
    @Test func emptyQueryClears() { SearchScenarios.emptyQueryClears(factory) }
    @Test func newQueryCancelsTheSearchInFlight() { SearchScenarios.newQueryCancelsTheSearchInFlight(factory) }
    @Test func nearBottomAppendsTheNextPage() { SearchScenarios.nearBottomAppendsTheNextPage(factory) }
    @Test func firstPageErrorClearsTheResults() { SearchScenarios.firstPageErrorClearsTheResults(factory) }
    @Test func nextPageErrorKeepsResultsAndRetries() { SearchScenarios.nextPageErrorKeepsResultsAndRetries(factory) }
    @Test func rateLimitSaysWhenToRetry() { SearchScenarios.rateLimitSaysWhenToRetry(factory) }
    @Test func seenQueryIsServedFromTheCache() { SearchScenarios.seenQueryIsServedFromTheCache(factory) }
    @Test func zeroCapacityTurnsTheCacheOff() { SearchScenarios.zeroCapacityTurnsTheCacheOff(factory) }
    @Test func selectionOpensTheRepository() { SearchScenarios.selectionOpensTheRepository(factory) }
    @Test func disposingCancelsAndReleases() { SearchScenarios.disposingCancelsAndReleases(factory) }
    @Test func disposingWhilePagingReleasesNearBottom() {
        SearchScenarios.disposingWhilePagingReleasesNearBottom(factory)
    }
}
