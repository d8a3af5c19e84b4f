import Foundation
import GitHubSearch
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

extension SearchScenarios {
    /// A query seen before, in any case and spacing, shows its first page at once with no request,
    /// cancels the search in flight, and pages on from the cached page.
    static func seenQueryIsServedFromTheCache(_ factory: SearchFactory) {
        let h = H()
        h.script("swift", .success(H.page("swift", swiftNames, more: true)))
        h.script("rust", after: 50, .success(H.page("rust", ["rust-lang/rust"])))
        h.script("swift", page: 2, .success(H.page("swift", page: 2, ["apple/swift-nio"])))
        h.run(factory, queries: [.next(210, "swift"), .next(300, "rust"), .next(320, " SWIFT ")], nearBottom: [330])
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)), .next(301, .searching("rust")),
                .next(321, .shown("SWIFT", swiftNames, more: true)),
                .next(331, .shown("SWIFT", swiftNames, more: true, loadingMore: true)),
                .next(341, .shown("SWIFT", swiftNames + ["apple/swift-nio"])),
            ])
        #expect(
            h.service.log == [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 300), .cancelled(H.request("rust"), at: 320),
                .requested(H.request("swift", page: 2), at: 330), .succeeded(H.request("swift", page: 2), at: 340),
            ])
    }

    /// With a cache capacity of 0, a query seen before is searched again and its results cleared.
    static func zeroCapacityTurnsTheCacheOff(_ factory: SearchFactory) {
        let h = H()
        h.cacheCapacity = 0
        h.script("swift", .success(H.page("swift", swiftNames)))
        h.script("rust", .success(H.page("rust", ["rust-lang/rust"])))
        h.run(factory, queries: [.next(210, "swift"), .next(300, "rust"), .next(400, "swift")])
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")), .next(221, .shown("swift", swiftNames)),
                .next(301, .searching("rust")), .next(311, .shown("rust", ["rust-lang/rust"])),
                .next(401, .searching("swift")), .next(411, .shown("swift", swiftNames)),
            ])
        #expect(h.service.requests == [H.request("swift"), H.request("rust"), H.request("swift")])
    }

    /// Selecting a shown row opens its page; a row out of range is ignored.
    static func selectionOpensTheRepository(_ factory: SearchFactory) {
        let h = H()
        h.script("swift", .success(H.page("swift", swiftNames)))
        h.run(
            factory,
            queries: [.next(210, "swift")],
            selection: [.next(215, 0), .next(230, 1), .next(240, 2), .next(250, -1), .next(260, 0)]
        )
        let urls = swiftNames.map { Repository.stub($0).htmlURL }
        #expect(h.urls == [.next(231, urls[1]), .next(261, urls[0])])
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")), .next(221, .shown("swift", swiftNames)),
            ])
        #expect(h.service.log == [.requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220)])
    }

    /// Disposing the outputs cancels the search in flight and unsubscribes every input, while the
    /// search object still lives.
    static func disposingCancelsAndReleases(_ factory: SearchFactory) {
        let h = H()
        h.disposed = 215
        h.script("swift", after: 50, .success(H.page("swift", swiftNames)))
        h.run(factory, queries: [.next(210, "swift")], nearBottom: [212], selection: [.next(213, 0)])
        #expect(h.search != nil)
        #expect(h.states == [.next(201, SearchViewState()), .next(211, .searching("swift"))])
        #expect(h.service.log == [.requested(H.request("swift"), at: 210), .cancelled(H.request("swift"), at: 215)])
        #expect(h.inputSubscriptions.allSatisfy { $0.unsubscribe == 215 })
        #expect(!h.inputSubscriptions.isEmpty)
    }

    /// Disposing while waiting for `nearBottom` releases it too.
    static func disposingWhilePagingReleasesNearBottom(_ factory: SearchFactory) {
        let h = H()
        h.disposed = 300
        h.script("swift", .success(H.page("swift", swiftNames, more: true)))
        h.run(factory, queries: [.next(210, "swift")], nearBottom: [350])
        #expect(
            h.states == [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)),
            ])
        #expect(h.service.log == [.requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220)])
        #expect(h.inputSubscriptions.allSatisfy { $0.unsubscribe == 300 })
    }
}
