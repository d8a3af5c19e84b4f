import Foundation

/// Everything that can go wrong with a search, in terms a screen can show.
///
/// `GitHubClient` produces only these (never a raw `URLError` or `DecodingError`), and
/// `displayMessage` turns each into a sentence for a person.
public enum GitHubSearchError: Error, Hashable, Sendable {
    /// There is no network, or GitHub's host cannot be reached.
    case offline
    /// GitHub did not answer in time.
    case timedOut
    /// GitHub refused the request for exceeding a rate limit (403 or 429).
    case rateLimited(RateLimit)
    /// GitHub rejected the query with 422; `message` is GitHub's own text, including
    /// "Only the first 1000 search results are available" past the result cap.
    case validationFailed(message: String)
    /// GitHub failed with a 5xx status.
    case serverError(status: Int)
    /// GitHub refused the request with another 4xx status (401 bad credentials, 404 wrong base URL).
    case requestRejected(status: Int, message: String?)
    /// The response could not be read; the text says what was wrong with it.
    case malformedResponse(String)
    /// The request was cancelled before it finished.
    case cancelled
    /// The request was not sent because it breaks GitHub's limits.
    case invalidRequest(SearchRequestError)

    /// GitHub's message for a page past the 1,000-result cap.
    public static let resultCapMessage = "Only the first 1000 search results are available"

    /// Whether this is GitHub's 1,000-result cap rather than a bad query.
    public var isResultCap: Bool {
        guard case .validationFailed(let message) = self else { return false }
        return message.localizedCaseInsensitiveContains("first 1000 search results")
    }

    /// Whether trying the same request again later can succeed.
    public var isRetryable: Bool {
        switch self {
        case .offline, .timedOut, .rateLimited, .serverError: true
        case .validationFailed, .requestRejected, .malformedResponse, .cancelled, .invalidRequest: false
        }
    }

    /// A sentence for a person, with waiting times counted from the system clock.
    public var displayMessage: String {
        displayMessage(now: Date())
    }

    /// A sentence for a person, with waiting times counted from `now` (inject a fixed date in tests).
    ///
    /// - Parameter now: The current time.
    /// - Returns: The message.
    public func displayMessage(now: Date) -> String {
        switch self {
        case .offline:
            "You appear to be offline, or GitHub can't be reached. Check the connection and try again."
        case .timedOut:
            "GitHub took too long to answer. Try again."
        case .rateLimited(let limit):
            "GitHub's search limit is reached; try again \(Self.waitPhrase(limit.secondsUntilRetry(now: now)))"
        case .validationFailed:
            isResultCap
                ? "GitHub shows only the first 1,000 results of a search; narrow the query to see others."
                : "GitHub can't run this search: \(validationText)"
        case .serverError(let status):
            "GitHub is having trouble (HTTP \(status)). Try again in a moment."
        case .requestRejected(let status, let message):
            "GitHub refused the request (HTTP \(status)\(message.map { ": \($0)" } ?? ""))."
        case .malformedResponse(let reason):
            "GitHub sent a response the app can't read (\(reason))."
        case .cancelled:
            "The search was cancelled."
        case .invalidRequest(let error):
            error.message
        }
    }

    private var validationText: String {
        guard case .validationFailed(let message) = self else { return "" }
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "the query is not valid." : trimmed
    }

    private static func waitPhrase(_ seconds: Int?) -> String {
        guard let seconds else { return "in a minute" }
        switch seconds {
        case 0: return "now"
        case 1..<120: return "in \(seconds) s"
        default: return "in \((seconds + 59) / 60) min"
        }
    }
}

extension GitHubSearchError: LocalizedError {
    /// `displayMessage`, so `localizedDescription` reads well too.
    public var errorDescription: String? { displayMessage }
}
