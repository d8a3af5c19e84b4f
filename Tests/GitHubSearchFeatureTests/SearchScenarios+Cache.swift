import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting

extension SearchScenario {
    static let seenQueryIsServedFromTheCache = SearchScenario(
        name: "seenQueryIsServedFromTheCache",
        summary:
            "A query seen before, in any case and spacing, shows its first page at once with no request, cancels the search in flight, and pages on from the cached page.",
        scripts: [
            .page("swift", swiftNames, more: true), .page("rust", after: 50, ["rust-lang/rust"]),
            .page("swift", page: 2, ["apple/swift-nio"]),
        ],
        inputs: Inputs(queries: [.next(210, "swift"), .next(300, "rust"), .next(320, " SWIFT ")], nearBottom: [330]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)), .next(301, .searching("rust")),
                .next(321, .shown("SWIFT", swiftNames, more: true)),
                .next(331, .shown("SWIFT", swiftNames, more: true, loadingMore: true)),
                .next(341, .shown("SWIFT", swiftNames + ["apple/swift-nio"])),
            ],
            log: [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 300), .cancelled(H.request("rust"), at: 320),
                .requested(H.request("swift", page: 2), at: 330), .succeeded(H.request("swift", page: 2), at: 340),
            ]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(
            states: [202, 214, 228, 304, 324, 334, 348], log: [213, 223, 303, 323, 333, 343], inputsReleasedBy: 1002)
    }

    static let zeroCapacityTurnsTheCacheOff = SearchScenario(
        name: "zeroCapacityTurnsTheCacheOff",
        summary: "With a cache capacity of 0, a query seen before is searched again and its results cleared.",
        cacheCapacity: 0,
        scripts: [.page("swift", swiftNames), .page("rust", ["rust-lang/rust"])],
        inputs: Inputs(queries: [.next(210, "swift"), .next(300, "rust"), .next(400, "swift")]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")), .next(221, .shown("swift", swiftNames)),
                .next(301, .searching("rust")), .next(311, .shown("rust", ["rust-lang/rust"])),
                .next(401, .searching("swift")), .next(411, .shown("swift", swiftNames)),
            ],
            log: [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 300), .succeeded(H.request("rust"), at: 310),
                .requested(H.request("swift"), at: 400), .succeeded(H.request("swift"), at: 410),
            ]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(
            states: [202, 214, 228, 304, 318, 404, 418], log: [213, 223, 303, 313, 403, 413], inputsReleasedBy: 1002)
    }

    static let selectionOpensTheRepository = SearchScenario(
        name: "selectionOpensTheRepository",
        summary: "Selecting a shown row opens its page; a row out of range is ignored.",
        scripts: [.page("swift", swiftNames)],
        inputs: Inputs(
            queries: [.next(210, "swift")],
            selection: [.next(215, 0), .next(230, 1), .next(240, 2), .next(250, -1), .next(260, 0)]
        ),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")), .next(221, .shown("swift", swiftNames)),
            ],
            log: [.requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220)],
            urls: [
                .next(231, Repository.stub(swiftNames[1]).htmlURL), .next(261, Repository.stub(swiftNames[0]).htmlURL),
            ]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(states: [202, 214, 228], log: [213, 223], inputsReleasedBy: 1002)
    }

    static let disposingCancelsAndReleases = SearchScenario(
        name: "disposingCancelsAndReleases",
        summary:
            "Disposing the outputs cancels the search in flight, unsubscribes every input and releases everything, while the search object still lives.",
        disposed: 215,
        scripts: [.page("swift", after: 50, swiftNames)],
        inputs: Inputs(queries: [.next(210, "swift")], nearBottom: [212], selection: [.next(213, 0)]),
        expected: Expectation(
            states: [.next(201, SearchViewState()), .next(211, .searching("swift"))],
            log: [.requested(H.request("swift"), at: 210), .cancelled(H.request("swift"), at: 215)]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(states: [202, 214], log: [213, 216], inputsReleasedBy: 217)
    }

    static let disposingWhilePagingReleasesNearBottom = SearchScenario(
        name: "disposingWhilePagingReleasesNearBottom",
        summary: "Disposing while waiting for `nearBottom` releases it too.",
        disposed: 300,
        scripts: [.page("swift", swiftNames, more: true)],
        inputs: Inputs(queries: [.next(210, "swift")], nearBottom: [350]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)),
            ],
            log: [.requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220)]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(states: [202, 214, 228], log: [213, 223], inputsReleasedBy: 302)
    }
}
