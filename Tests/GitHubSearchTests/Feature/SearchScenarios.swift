import Foundation
import GitHubSearch
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

/// The search feature's behaviours, each a scenario over any `RepositorySearch`; every one asserts
/// the whole state timeline and the service's log. Outputs deliver one tick after the change.
enum SearchScenarios {
    typealias H = SearchHarness

    static let swiftNames = ["apple/swift", "swiftlang/swift-format"]

    /// Throttled, latest wins; a query equal after trimming is not searched again.
    static func throttlesAndDeduplicates(_ factory: SearchFactory) {
        let h = H()
        h.script("s", .success(H.page("s", ["s/s"])))
        h.script("swift", .success(H.page("swift", swiftNames)))
        h.run(
            factory,
            queries: [
                .next(210, "s"), .next(211, "sw"), .next(212, "swift"), .next(220, " swift "), .next(230, "swift"),
            ]
        )
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("s")), .next(214, .searching("swift")),
                .next(224, .shown("swift", swiftNames)),
            ])
        #expect(
            h.service.log == [
                .requested(H.request("s"), at: 210), .cancelled(H.request("s"), at: 213),
                .requested(H.request("swift"), at: 213), .succeeded(H.request("swift"), at: 223),
            ])
    }

    /// An empty (or blank) query clears everything, cancels the search in flight and sends nothing.
    static func emptyQueryClears(_ factory: SearchFactory) {
        let h = H()
        h.script("swift", .success(H.page("swift", swiftNames, more: true)))
        h.script("rust", after: 50, .success(H.page("rust", ["rust-lang/rust"])))
        h.run(
            factory,
            queries: [.next(210, "swift"), .next(300, ""), .next(310, "  "), .next(400, "rust"), .next(420, " ")]
        )
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)), .next(301, SearchViewState()),
                .next(401, .searching("rust")), .next(421, SearchViewState()),
            ])
        #expect(
            h.service.log == [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 400), .cancelled(H.request("rust"), at: 420),
            ])
    }

    /// A new query cancels the search in flight, clears the results, and the late answer never shows.
    static func newQueryCancelsTheSearchInFlight(_ factory: SearchFactory) {
        let h = H()
        h.script("swift", .success(H.page("swift", swiftNames)))
        h.script("rust", after: 50, .success(H.page("rust", ["rust-lang/rust"])))
        h.script("go", .success(H.page("go", ["golang/go"])))
        h.run(factory, queries: [.next(210, "swift"), .next(300, "rust"), .next(320, "go")])
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")), .next(221, .shown("swift", swiftNames)),
                .next(301, .searching("rust")), .next(321, .searching("go")), .next(331, .shown("go", ["golang/go"])),
            ])
        #expect(
            h.service.log == [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 300), .cancelled(H.request("rust"), at: 320),
                .requested(H.request("go"), at: 320), .succeeded(H.request("go"), at: 330),
            ])
    }

    /// `nearBottom` appends the next page; it does nothing while a page loads or after the last one.
    static func nearBottomAppendsTheNextPage(_ factory: SearchFactory) {
        let h = H()
        h.script("swift", .success(H.page("swift", swiftNames, more: true)))
        h.script("swift", page: 2, .success(H.page("swift", page: 2, ["apple/swift-nio"])))
        h.run(factory, queries: [.next(210, "swift")], nearBottom: [215, 250, 255, 300])
        let all = swiftNames + ["apple/swift-nio"]
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)),
                .next(251, .shown("swift", swiftNames, more: true, loadingMore: true)),
                .next(261, .shown("swift", all)),
            ])
        #expect(
            h.service.log == [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("swift", page: 2), at: 250), .succeeded(H.request("swift", page: 2), at: 260),
            ])
    }

    /// A failed first page clears the results and shows the message; the next search clears it.
    static func firstPageErrorClearsTheResults(_ factory: SearchFactory) {
        let h = H()
        h.script("swift", .success(H.page("swift", swiftNames, more: true)))
        h.script("rust", .failure(.serverError(status: 503)))
        h.script("go", .success(H.page("go", ["golang/go"])))
        h.run(factory, queries: [.next(210, "swift"), .next(300, "rust"), .next(400, "go")], nearBottom: [350])
        let message = GitHubSearchError.serverError(status: 503).displayMessage
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)), .next(301, .searching("rust")),
                .next(311, SearchViewState(query: "rust", errorMessage: message)), .next(401, .searching("go")),
                .next(411, .shown("go", ["golang/go"])),
            ])
        #expect(
            h.service.log == [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 300), .failed(H.request("rust"), .serverError(status: 503), at: 310),
                .requested(H.request("go"), at: 400), .succeeded(H.request("go"), at: 410),
            ])
    }

    /// A failed next page keeps the results and shows the message; `nearBottom` retries it.
    static func nextPageErrorKeepsResultsAndRetries(_ factory: SearchFactory) {
        let h = H()
        h.script("swift", .success(H.page("swift", swiftNames, more: true)))
        h.script("swift", page: 2, .failure(.offline))
        h.script("swift", page: 2, .success(H.page("swift", page: 2, ["apple/swift-nio"])))
        h.run(factory, queries: [.next(210, "swift")], nearBottom: [250, 300])
        let message = GitHubSearchError.offline.displayMessage
        let second = H.request("swift", page: 2)
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)),
                .next(251, .shown("swift", swiftNames, more: true, loadingMore: true)),
                .next(261, .shown("swift", swiftNames, more: true, error: message)),
                .next(301, .shown("swift", swiftNames, more: true, loadingMore: true)),
                .next(311, .shown("swift", swiftNames + ["apple/swift-nio"])),
            ])
        #expect(
            h.service.log == [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(second, at: 250), .failed(second, .offline, at: 260),
                .requested(second, at: 300), .succeeded(second, at: 310),
            ])
    }

    /// A rate-limited search says when to try again.
    static func rateLimitSaysWhenToRetry(_ factory: SearchFactory) {
        let h = H()
        let limited = GitHubSearchError.rateLimited(RateLimit(retryAfter: 600, receivedAt: Date()))
        h.script("swift", .failure(limited))
        h.run(factory, queries: [.next(210, "swift")])
        let message = "GitHub's search limit is reached; try again in 10 min"
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, SearchViewState(query: "swift", errorMessage: message)),
            ])
        #expect(
            h.service.log == [.requested(H.request("swift"), at: 210), .failed(H.request("swift"), limited, at: 220)])
    }
}
