import Foundation
import GitHubAPI
import GitHubHTTPClient
import OfflineGitHubServer
import Reactive
import ReactiveTesting
import Testing

/// `GitHubClient` against `OfflineGitHub`: the whole client path — request building, headers,
/// URLSession, decoding, `link` pagination, error mapping — without a network.
@Suite(.leakChecked) struct OfflineClientTests {
    private let probe = SearchProbe()
    private static let clock = Date(timeIntervalSince1970: 1_700_000_000)

    private func makeClient(_ github: OfflineGitHub, token: String? = nil) -> GitHubClient {
        github.makeClient(token: token, delegateQueue: probe.queue, now: { Self.clock })
    }

    @Test func pagesThroughLinkHeadersUpToTheResultCap() async throws {
        let github = OfflineGitHub()
        let client = makeClient(github)
        let (pages, error) = await probe.allPages(client, from: SearchRequest(query: "library", perPage: 100))
        #expect(error == nil)
        #expect(pages.count == 10)
        #expect(pages.allSatisfy { $0.totalCount > 1_000 })
        #expect(pages.map(\.repositories.count) == Array(repeating: 100, count: 10))
        #expect(pages.last?.isLastPage == true)
        let ids = pages.flatMap { $0.repositories.map(\.id) }
        #expect(Set(ids).count == 1_000)
        // Each request is the one the previous page's `link` named.
        #expect(github.requests.map { $0.url.query ?? "" } == (1...10).map { "q=library&per_page=100&page=\($0)" })

        let past = await probe.result(client, SearchRequest(query: "library", page: 11, perPage: 100))
        guard case .failure(let capError) = past else {
            Issue.record("expected the cap")
            return
        }
        #expect(capError == .validationFailed(message: "Only the first 1000 search results are available"))
        #expect(capError.isResultCap)
    }

    @Test func theDefaultPageSizeEndsWithAShortPageAtTheCap() async throws {
        let client = makeClient(OfflineGitHub())
        let last = try await probe.result(client, SearchRequest(query: "library", page: 34)).get()
        #expect(last.repositories.count == 10)  // 33 × 30 = 990, and only 1,000 are served
        #expect(last.isLastPage)
    }

    @Test func sendsGitHubsHeadersAndTheToken() async throws {
        let github = OfflineGitHub()
        _ = await probe.result(makeClient(github, token: "ghp_offline"), SearchRequest(query: "swift"))
        let headers = try #require(github.requests.first?.headers)
        #expect(headers["accept"] == "application/vnd.github+json")
        #expect(headers["x-github-api-version"] == "2022-11-28")
        #expect(headers["user-agent"] == "ReactiveArchitectures-GitHubSearch/1.0")
        #expect(headers["authorization"] == "Bearer ghp_offline")
    }

    @Test func specialCharactersReachTheServerIntact() async throws {
        let github = OfflineGitHub()
        let client = makeClient(github)
        for query in ["c++", "a&b=c", "swift language:swift", "🚀 rocket #1", "响应式 编程"] {
            _ = await probe.result(client, SearchRequest(query: query))
            let url = try #require(github.requests.last?.url)
            let received = URLQueryEncoding.decode(url.query(percentEncoded: true) ?? "")?.first { $0.name == "q" }?
                .value
            #expect(received == query)
        }
        let swift = try await probe.result(client, SearchRequest(query: "language:c++ stars:>100", sort: .stars)).get()
        #expect(!swift.repositories.isEmpty)
        #expect(swift.repositories.allSatisfy { $0.language == "C++" && $0.stars > 100 })
        #expect(swift.repositories.map(\.stars) == swift.repositories.map(\.stars).sorted(by: >))
    }

    @Test func aMalformedQualifierIsAValidationError() async {
        let result = await probe.result(makeClient(OfflineGitHub()), SearchRequest(query: "swift stars:>lots"))
        #expect(
            result.failure
                == .validationFailed(
                    message: "Validation Failed: The stars qualifier needs a whole number, not 'lots'.")
        )
    }

    @Test func anInvalidRequestFailsBeforeAnythingIsSent() async {
        let github = OfflineGitHub()
        let result = await probe.result(makeClient(github), SearchRequest(query: "x", perPage: 500))
        #expect(result.failure == .invalidRequest(.perPageOutOfRange(500)))
        #expect(github.requests.isEmpty)
    }

    @Test func injectedFaultsArriveAsTypedErrors() async {
        let github = OfflineGitHub(now: { Self.clock })
        let client = makeClient(github)
        let request = SearchRequest(query: "swift")
        let faults: [OfflineGitHub.Fault] = [
            .serverError(status: 502), .serverError(status: 503), .malformedBody, .droppedConnection, .timeout,
        ]
        let expected: [GitHubSearchError] = [
            .serverError(status: 502), .serverError(status: 503), .malformedResponse("the body is not valid JSON"),
            .offline, .timedOut,
        ]
        for (fault, error) in zip(faults, expected) {
            github.inject(fault)
            #expect(await probe.result(client, request).failure == error, "\(fault)")
        }
        // The faults were used up: the next request succeeds.
        #expect(await probe.result(client, request).failure == nil)
    }

    @Test func rateLimitsCarryGitHubsTimesToTheMessage() async throws {
        let github = OfflineGitHub(now: { Self.clock })
        let client = makeClient(github)
        github.inject(.rateLimit(resetIn: 42))
        let primary = await probe.result(client, SearchRequest(query: "swift")).failure
        guard case .rateLimited(let limit) = primary else {
            Issue.record("expected rateLimited, got \(String(describing: primary))")
            return
        }
        #expect(limit.remaining == 0)
        #expect(limit.limit == 10)
        #expect(primary?.displayMessage(now: Self.clock) == "GitHub's search limit is reached; try again in 42 s")

        github.inject(.secondaryRateLimit(retryAfter: 90))
        let secondary = await probe.result(client, SearchRequest(query: "swift")).failure
        #expect(
            secondary?.displayMessage(now: Self.clock.addingTimeInterval(30))
                == "GitHub's search limit is reached; try again in 60 s")
    }

    @Test func anEnforcedLimitAllowsTenAnonymousSearchesAMinute() async {
        let github = OfflineGitHub(now: { Self.clock })
        github.enforcesRateLimit = true
        let client = makeClient(github)
        var failures: [GitHubSearchError?] = []
        for page in 1...11 {
            failures.append(await probe.result(client, SearchRequest(query: "swift", page: page)).failure)
        }
        #expect(failures.prefix(10).allSatisfy { $0 == nil })
        guard case .rateLimited(let limit) = failures.last ?? nil else {
            Issue.record("the eleventh search should be rate limited")
            return
        }
        #expect(limit.resetAt == Date(timeIntervalSince1970: 1_700_000_040))  // the next whole minute
    }

    @Test func aBackendThatIsGoneIsOffline() async throws {
        // A client built by hand holds no reference to the backend, unlike `makeClient`.
        var github: OfflineGitHub? = OfflineGitHub()
        let client = GitHubClient(
            baseURL: try #require(github?.baseURL),
            configuration: try #require(github?.configuration),
            delegateQueue: probe.queue
        )
        github = nil
        #expect(await probe.result(client, SearchRequest(query: "swift")).failure == .offline)
    }
}

extension Result {
    /// The error, or `nil` for a success.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
