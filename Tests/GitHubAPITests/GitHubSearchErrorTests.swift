import Foundation
import GitHubAPI
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct GitHubSearchErrorTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func limited(retryAfter: Int? = nil, resetIn: Int? = nil) -> GitHubSearchError {
        .rateLimited(
            RateLimit(
                resetAt: resetIn.map { now.addingTimeInterval(TimeInterval($0)) }, retryAfter: retryAfter,
                receivedAt: now)
        )
    }

    @Test func everyCaseHasASentenceForAPerson() {
        #expect(GitHubSearchError.offline.displayMessage(now: now).hasPrefix("You appear to be offline"))
        #expect(GitHubSearchError.timedOut.displayMessage(now: now) == "GitHub took too long to answer. Try again.")
        #expect(
            GitHubSearchError.validationFailed(message: "Validation Failed: q missing").displayMessage(now: now)
                == "GitHub can't run this search: Validation Failed: q missing"
        )
        #expect(
            GitHubSearchError.validationFailed(message: " ").displayMessage(now: now)
                == "GitHub can't run this search: the query is not valid.")
        #expect(
            GitHubSearchError.serverError(status: 502).displayMessage(now: now)
                == "GitHub is having trouble (HTTP 502). Try again in a moment.")
        #expect(
            GitHubSearchError.requestRejected(status: 401, message: "Bad credentials").displayMessage(now: now)
                == "GitHub refused the request (HTTP 401: Bad credentials)."
        )
        #expect(
            GitHubSearchError.requestRejected(status: 404, message: nil).displayMessage(now: now)
                == "GitHub refused the request (HTTP 404).")
        #expect(
            GitHubSearchError.malformedResponse("items is null").displayMessage(now: now)
                == "GitHub sent a response the app can't read (items is null)."
        )
        #expect(GitHubSearchError.cancelled.displayMessage(now: now) == "The search was cancelled.")
        #expect(
            GitHubSearchError.invalidRequest(.emptyQuery).displayMessage(now: now) == "Type something to search for.")
    }

    @Test(arguments: [
        (42, "try again in 42 s"),
        (1, "try again in 1 s"),
        (0, "try again now"),
        (-30, "try again now"),
        (119, "try again in 119 s"),
        (120, "try again in 2 min"),
        (3_601, "try again in 61 min"),
    ])
    func rateLimitWaitsCountFromTheInjectedClock(resetIn: Int, phrase: String) {
        #expect(limited(resetIn: resetIn).displayMessage(now: now) == "GitHub's search limit is reached; \(phrase)")
    }

    @Test func retryAfterWinsOverTheResetTime() {
        #expect(
            limited(retryAfter: 5, resetIn: 50).displayMessage(now: now)
                == "GitHub's search limit is reached; try again in 5 s")
    }

    @Test func absurdResetTimesDoNotTrap() {
        let far = GitHubSearchError.rateLimited(RateLimit(resetAt: .distantFuture, receivedAt: now))
        #expect(far.displayMessage(now: now).hasSuffix("min"))
        let past = GitHubSearchError.rateLimited(RateLimit(retryAfter: Int.max, receivedAt: .distantPast))
        #expect(!past.displayMessage(now: now).isEmpty)
    }

    @Test func onlyTransientFailuresAreRetryable() {
        #expect(GitHubSearchError.offline.isRetryable)
        #expect(limited(retryAfter: 1).isRetryable)
        #expect(GitHubSearchError.serverError(status: 500).isRetryable)
        #expect(!GitHubSearchError.validationFailed(message: GitHubSearchError.resultCapMessage).isRetryable)
        #expect(!GitHubSearchError.cancelled.isRetryable)
    }

    @Test func localizedDescriptionIsTheDisplayMessage() {
        let error: any Error = GitHubSearchError.timedOut
        #expect(error.localizedDescription == "GitHub took too long to answer. Try again.")
    }
}
