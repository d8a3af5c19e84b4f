import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting

/// The search feature's behaviours: every scenario the comparison runs against each architecture.
extension SearchScenario {
    typealias H = SearchHarness

    static let all: [SearchScenario] = [
        throttlesAndDeduplicates, emptyQueryClears, newQueryCancelsTheSearchInFlight, nearBottomAppendsTheNextPage,
        firstPageErrorClearsTheResults, nextPageErrorKeepsResultsAndRetries, rateLimitSaysWhenToRetry,
        seenQueryIsServedFromTheCache, zeroCapacityTurnsTheCacheOff, selectionOpensTheRepository,
        disposingCancelsAndReleases, disposingWhilePagingReleasesNearBottom,
    ]

    static let swiftNames = ["apple/swift", "swiftlang/swift-format"]

    static let throttlesAndDeduplicates = SearchScenario(
        name: "throttlesAndDeduplicates",
        summary: "Typing is throttled (latest wins) and a query equal after trimming is not searched again.",
        scripts: [.page("s", ["s/s"]), .page("swift", swiftNames)],
        inputs: Inputs(queries: [
            .next(210, "s"), .next(211, "sw"), .next(212, "swift"), .next(220, " swift "), .next(230, "swift"),
        ]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("s")), .next(214, .searching("swift")),
                .next(224, .shown("swift", swiftNames)),
            ],
            log: [
                .requested(H.request("s"), at: 210), .cancelled(H.request("s"), at: 213),
                .requested(H.request("swift"), at: 213), .succeeded(H.request("swift"), at: 223),
            ]
        )
    ).differing(.feedback, feedbackHops + " " + reactStartsBeforeCancel) {
        var expected = $0.retimed(states: [202, 214, 217, 231], log: $0.log.map(\.time), inputsReleasedBy: 1002)
        expected.log = [
            .requested(H.request("s"), at: 213), .requested(H.request("swift"), at: 216),
            .cancelled(H.request("s"), at: 216), .succeeded(H.request("swift"), at: 226),
        ]
        return expected
    }
    .differing(.reactor, newRequestBeforeCancel) {
        var expected = $0
        expected.log = [
            .requested(H.request("s"), at: 210), .requested(H.request("swift"), at: 213),
            .cancelled(H.request("s"), at: 213), .succeeded(H.request("swift"), at: 223),
        ]
        return expected
    }

    static let emptyQueryClears = SearchScenario(
        name: "emptyQueryClears",
        summary: "An empty or blank query clears everything, cancels the search in flight and sends nothing.",
        scripts: [.page("swift", swiftNames, more: true), .page("rust", after: 50, ["rust-lang/rust"])],
        inputs: Inputs(queries: [
            .next(210, "swift"), .next(300, ""), .next(310, "  "), .next(400, "rust"), .next(420, " "),
        ]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)), .next(301, SearchViewState()),
                .next(401, .searching("rust")), .next(421, SearchViewState()),
            ],
            log: [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 400), .cancelled(H.request("rust"), at: 420),
            ]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(states: [202, 214, 228, 304, 404, 424], log: [213, 223, 403, 423], inputsReleasedBy: 1002)
    }

    static let newQueryCancelsTheSearchInFlight = SearchScenario(
        name: "newQueryCancelsTheSearchInFlight",
        summary: "A new query cancels the search in flight and clears the results; the late answer never shows.",
        scripts: [
            .page("swift", swiftNames), .page("rust", after: 50, ["rust-lang/rust"]), .page("go", ["golang/go"]),
        ],
        inputs: Inputs(queries: [.next(210, "swift"), .next(300, "rust"), .next(320, "go")]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")), .next(221, .shown("swift", swiftNames)),
                .next(301, .searching("rust")), .next(321, .searching("go")), .next(331, .shown("go", ["golang/go"])),
            ],
            log: [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 300), .cancelled(H.request("rust"), at: 320),
                .requested(H.request("go"), at: 320), .succeeded(H.request("go"), at: 330),
            ]
        )
    ).differing(.feedback, feedbackHops + " " + reactStartsBeforeCancel) {
        var expected = $0.retimed(
            states: [202, 214, 228, 304, 324, 338], log: $0.log.map(\.time), inputsReleasedBy: 1002)
        expected.log = [
            .requested(H.request("swift"), at: 213), .succeeded(H.request("swift"), at: 223),
            .requested(H.request("rust"), at: 303), .requested(H.request("go"), at: 323),
            .cancelled(H.request("rust"), at: 323), .succeeded(H.request("go"), at: 333),
        ]
        return expected
    }
    .differing(.reactor, newRequestBeforeCancel) {
        var expected = $0
        expected.log = [
            .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
            .requested(H.request("rust"), at: 300), .requested(H.request("go"), at: 320),
            .cancelled(H.request("rust"), at: 320), .succeeded(H.request("go"), at: 330),
        ]
        return expected
    }

    static let nearBottomAppendsTheNextPage = SearchScenario(
        name: "nearBottomAppendsTheNextPage",
        summary: "`nearBottom` appends the next page; it does nothing while a page loads or after the last one.",
        scripts: [.page("swift", swiftNames, more: true), .page("swift", page: 2, ["apple/swift-nio"])],
        inputs: Inputs(queries: [.next(210, "swift")], nearBottom: [215, 250, 255, 300]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)),
                .next(251, .shown("swift", swiftNames, more: true, loadingMore: true)),
                .next(261, .shown("swift", swiftNames + ["apple/swift-nio"])),
            ],
            log: [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("swift", page: 2), at: 250), .succeeded(H.request("swift", page: 2), at: 260),
            ]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(states: [202, 214, 228, 254, 268], log: [213, 223, 253, 263], inputsReleasedBy: 1002)
    }

    static let firstPageErrorClearsTheResults = SearchScenario(
        name: "firstPageErrorClearsTheResults",
        summary: "A failed first page clears the results and shows the message; the next search clears it.",
        scripts: [
            .page("swift", swiftNames, more: true), .failure("rust", .serverError(status: 503)),
            .page("go", ["golang/go"]),
        ],
        inputs: Inputs(queries: [.next(210, "swift"), .next(300, "rust"), .next(400, "go")], nearBottom: [350]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)), .next(301, .searching("rust")),
                .next(
                    311,
                    SearchViewState(
                        query: "rust", errorMessage: GitHubSearchError.serverError(status: 503).displayMessage)
                ),
                .next(401, .searching("go")), .next(411, .shown("go", ["golang/go"])),
            ],
            log: [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("rust"), at: 300), .failed(H.request("rust"), .serverError(status: 503), at: 310),
                .requested(H.request("go"), at: 400), .succeeded(H.request("go"), at: 410),
            ]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(
            states: [202, 214, 228, 304, 318, 404, 418], log: [213, 223, 303, 313, 403, 413], inputsReleasedBy: 1002)
    }

    static let nextPageErrorKeepsResultsAndRetries = SearchScenario(
        name: "nextPageErrorKeepsResultsAndRetries",
        summary: "A failed next page keeps the results and shows the message; `nearBottom` retries it.",
        scripts: [
            .page("swift", swiftNames, more: true), .failure("swift", page: 2, .offline),
            .page("swift", page: 2, ["apple/swift-nio"]),
        ],
        inputs: Inputs(queries: [.next(210, "swift")], nearBottom: [250, 300]),
        expected: Expectation(
            states: [
                .next(201, SearchViewState()), .next(211, .searching("swift")),
                .next(221, .shown("swift", swiftNames, more: true)),
                .next(251, .shown("swift", swiftNames, more: true, loadingMore: true)),
                .next(261, .shown("swift", swiftNames, more: true, error: GitHubSearchError.offline.displayMessage)),
                .next(301, .shown("swift", swiftNames, more: true, loadingMore: true)),
                .next(311, .shown("swift", swiftNames + ["apple/swift-nio"])),
            ],
            log: [
                .requested(H.request("swift"), at: 210), .succeeded(H.request("swift"), at: 220),
                .requested(H.request("swift", page: 2), at: 250),
                .failed(H.request("swift", page: 2), .offline, at: 260),
                .requested(H.request("swift", page: 2), at: 300), .succeeded(H.request("swift", page: 2), at: 310),
            ]
        )
    ).differing(.feedback, feedbackHops) {
        $0.retimed(
            states: [202, 214, 228, 254, 268, 304, 318], log: [213, 223, 253, 263, 303, 313], inputsReleasedBy: 1002)
    }

    static let rateLimitSaysWhenToRetry: SearchScenario = {
        // Received at tick 220, when the answer arrives; messages are computed on the scheduler's
        // clock, so the wait it shows is exact in virtual time.
        let limited = GitHubSearchError.rateLimited(
            RateLimit(retryAfter: 600, receivedAt: TestScheduler(initialClock: 220).now))
        return SearchScenario(
            name: "rateLimitSaysWhenToRetry",
            summary: "A rate-limited search says when to try again.",
            scripts: [.failure("swift", limited)],
            inputs: Inputs(queries: [.next(210, "swift")]),
            expected: Expectation(
                states: [
                    .next(201, SearchViewState()), .next(211, .searching("swift")),
                    .next(
                        221,
                        SearchViewState(
                            query: "swift", errorMessage: "GitHub's search limit is reached; try again in 10 min")),
                ],
                log: [.requested(H.request("swift"), at: 210), .failed(H.request("swift"), limited, at: 220)]
            )
        ).differing(.feedback, feedbackHops) {
            $0.retimed(states: [202, 214, 228], log: [213, 223], inputsReleasedBy: 1002)
        }
    }()
}

extension SearchScenario {
    static let feedbackHops =
        "The feedback loop runs on the Driver's scheduler: every event, every state a feedback sees and every state it publishes crosses that scheduler, as in RxFeedback, so reduce is never re-entered; requests start, answers show and disposal arrives later by the ticks the facts table measures."
    static let reactStartsBeforeCancel =
        "The new query's request starts before the old one is cancelled, in the same tick: react(request:) subscribes the new request's effect before it disposes the old one."
    static let newRequestBeforeCancel =
        "The new query's request starts before the old one is cancelled, in the same tick: the old request's take(until: action) sees the action only after mutate(action:) has started the new one."
}
