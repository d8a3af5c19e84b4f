import Foundation
import GitHubAPI
import GitHubHTTPClient
import ReactiveTesting
import Testing

/// Each HTTP outcome with the headers GitHub really sends for it (REST API docs, "Rate limits
/// for the REST API" and "Troubleshooting"), names in HTTP/2's lowercase unless a test says otherwise.
@Suite(.leakChecked) struct SearchResponseMapperTests {
    private let mapper = SearchResponseMapper()
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let emptyPage = Data(#"{"total_count":0,"incomplete_results":false,"items":[]}"#.utf8)

    private func map(_ status: Int, _ headers: HTTPHeaders = [:], _ body: String) -> Result<
        SearchPage, GitHubSearchError
    > {
        mapper.map(status: status, headers: headers, body: Data(body.utf8), receivedAt: now)
    }

    private func failure(_ result: Result<SearchPage, GitHubSearchError>) -> GitHubSearchError? {
        guard case .failure(let error) = result else { return nil }
        return error
    }

    @Test func aPageWithALowercaseLinkHeaderHasItsNextRequest() throws {
        let headers: HTTPHeaders = [
            "link": "<https://api.github.com/search/repositories?q=rx+swift&per_page=30&page=2>; rel=\"next\", "
                + "<https://api.github.com/search/repositories?q=rx+swift&per_page=30&page=34>; rel=\"last\""
        ]
        let page = try mapper.map(status: 200, headers: headers, body: emptyPage, receivedAt: now).get()
        #expect(page.nextPage == SearchRequest(query: "rx swift", page: 2, perPage: 30))
        #expect(!page.isLastPage)
    }

    @Test func theLinkHeaderIsFoundWhateverItsCase() throws {
        let headers = HTTPHeaders(["LINK": "<https://api.github.com/search/repositories?q=x&page=2>; rel=\"next\""])
        #expect(
            try mapper.map(status: 200, headers: headers, body: emptyPage, receivedAt: now).get().nextPage?.page == 2)
    }

    @Test func withoutALinkHeaderOrANextLinkThePageIsTheLast() throws {
        #expect(try mapper.map(status: 200, headers: [:], body: emptyPage, receivedAt: now).get().isLastPage)
        let onlyPrev: HTTPHeaders = ["Link": "<https://api.github.com/search/repositories?q=x&page=1>; rel=\"prev\""]
        #expect(try mapper.map(status: 200, headers: onlyPrev, body: emptyPage, receivedAt: now).get().isLastPage)
    }

    @Test func aMalformedLinkHeaderIsAMalformedResponse() {
        let headers: HTTPHeaders = ["link": "<https://api.github.com/search/repositories?q=x&page=2; rel=\"next\""]
        let error = failure(mapper.map(status: 200, headers: headers, body: emptyPage, receivedAt: now))
        #expect(error == .malformedResponse("Link header: unterminated '<' at offset 0"))
    }

    @Test func thePrimarySearchLimitIsRateLimitedUntilTheReset() throws {
        let headers: HTTPHeaders = [
            "x-ratelimit-limit": "10", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000042",
            "x-ratelimit-used": "10", "x-ratelimit-resource": "search",
            "content-type": "application/json; charset=utf-8",
        ]
        let body =
            #"{"message":"API rate limit exceeded for 203.0.113.7. (But here's the good news: Authenticated "#
            + #"requests get a higher rate limit. Check out the documentation for more details.)","#
            + #""documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}"#
        guard case .rateLimited(let limit) = failure(map(403, headers, body)) else {
            Issue.record("expected rateLimited")
            return
        }
        #expect(limit.limit == 10)
        #expect(limit.remaining == 0)
        #expect(limit.resource == "search")
        #expect(limit.resetAt == Date(timeIntervalSince1970: 1_700_000_042))
        #expect(limit.retryAfter == nil)
        #expect(limit.message?.hasPrefix("API rate limit exceeded") == true)
        #expect(
            GitHubSearchError.rateLimited(limit).displayMessage(now: now)
                == "GitHub's search limit is reached; try again in 42 s")
    }

    @Test func aSecondaryLimitOn403CarriesRetryAfter() {
        let headers: HTTPHeaders = ["Retry-After": "60", "x-ratelimit-remaining": "25"]
        let body =
            #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}"#
        guard case .rateLimited(let limit) = failure(map(403, headers, body)) else {
            Issue.record("expected rateLimited")
            return
        }
        #expect(limit.retryAfter == 60)
        #expect(limit.retryDate == now.addingTimeInterval(60))
        #expect(
            GitHubSearchError.rateLimited(limit).displayMessage(now: now.addingTimeInterval(18))
                == "GitHub's search limit is reached; try again in 42 s")
    }

    @Test func a429IsRateLimitedEvenWithoutHeaders() {
        guard case .rateLimited(let limit) = failure(map(429, [:], "")) else {
            Issue.record("expected rateLimited")
            return
        }
        #expect(limit.retryDate == nil)
        #expect(
            GitHubSearchError.rateLimited(limit).displayMessage(now: now)
                == "GitHub's search limit is reached; try again in a minute")
    }

    @Test func aSecondaryLimitMessageWithoutHeadersIsRateLimited() {
        let body = #"{"message":"You have exceeded a secondary rate limit and have been temporarily blocked."}"#
        guard case .rateLimited = failure(map(403, [:], body)) else {
            Issue.record("expected rateLimited")
            return
        }
    }

    @Test func aResetTimeWithoutARemainingCountIsRateLimited() {
        guard case .rateLimited(let limit) = failure(map(403, ["X-RateLimit-Reset": "1700000005"], "")) else {
            Issue.record("expected rateLimited")
            return
        }
        #expect(limit.retryDate == Date(timeIntervalSince1970: 1_700_000_005))
    }

    @Test func retryAfterAsAnHTTPDateCountsFromTheResponse() {
        let headers: HTTPHeaders = ["retry-after": "Tue, 14 Nov 2023 22:13:40 GMT"]  // now + 20 s
        guard case .rateLimited(let limit) = failure(map(429, headers, "")) else {
            Issue.record("expected rateLimited")
            return
        }
        #expect(limit.retryAfter == 20)
    }

    @Test func a403WithoutRateLimitSignsIsARefusal() {
        let body = #"{"message":"Resource not accessible by personal access token"}"#
        #expect(
            failure(map(403, ["x-ratelimit-remaining": "9"], body))
                == .requestRejected(status: 403, message: "Resource not accessible by personal access token"))
    }

    @Test func theResultCapIs422WithGitHubsExactMessage() {
        let body =
            #"{"message":"Only the first 1000 search results are available","documentation_url":"https://docs.github.com/v3/search/"}"#
        let error = failure(map(422, [:], body))
        #expect(error == .validationFailed(message: "Only the first 1000 search results are available"))
        #expect(error?.isResultCap == true)
        #expect(
            error?.displayMessage
                == "GitHub shows only the first 1,000 results of a search; narrow the query to see others.")
    }

    @Test func aRejectedQueryIs422WithGitHubsDetails() {
        let body =
            #"{"message":"Validation Failed","errors":[{"message":"The search contains only logical operators (AND / OR / NOT) without any search terms.","resource":"Search","field":"q","code":"invalid"}],"documentation_url":"https://docs.github.com/v3/search/"}"#
        let error = failure(map(422, [:], body))
        #expect(
            error
                == .validationFailed(
                    message:
                        "Validation Failed: The search contains only logical operators (AND / OR / NOT) without any search terms."
                ))
        #expect(error?.isResultCap == false)
        #expect(failure(map(422, [:], "not json")) == .validationFailed(message: "Validation Failed"))
    }

    @Test(arguments: [500, 502, 503, 504, 599])
    func fiveHundredsAreServerErrors(status: Int) {
        #expect(
            failure(map(status, ["content-type": "text/html"], "<html>Unicorn!</html>")) == .serverError(status: status)
        )
    }

    @Test func otherStatusesAreRefusalsWithGitHubsMessage() {
        let body = #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}"#
        #expect(failure(map(401, [:], body)) == .requestRejected(status: 401, message: "Bad credentials"))
        #expect(failure(map(404, [:], "")) == .requestRejected(status: 404, message: nil))
        #expect(failure(map(304, [:], "")) == .requestRejected(status: 304, message: nil))
    }

    @Test(arguments: [0, 99, 600, -1, 10_000])
    func impossibleStatusesAreMalformed(status: Int) {
        #expect(failure(map(status, [:], "")) == .malformedResponse("HTTP status \(status) is not a valid status code"))
    }

    @Test func anUndecodableSuccessIsMalformed() {
        #expect(failure(map(200, [:], "{\"total_count\":1")) == .malformedResponse("the body is not valid JSON"))
    }

    @Test func incompleteResultsAreReported() throws {
        let body = #"{"total_count":5,"incomplete_results":true,"items":[]}"#
        #expect(try map(200, [:], body).get().isIncomplete)
    }
}
