import Foundation
import GitHubAPI

extension RateLimit {
    /// Reads GitHub's rate-limit headers (`x-ratelimit-*`, `retry-after`) from a response.
    ///
    /// `retry-after` may be seconds (what GitHub sends) or an HTTP date (what RFC 9110 also
    /// allows); both become seconds from `receivedAt`.
    ///
    /// - Parameters:
    ///   - headers: The response headers.
    ///   - message: GitHub's message from the body, if any.
    ///   - receivedAt: When the response arrived.
    package init(headers: HTTPHeaders, message: String?, receivedAt: Date) {
        var retryAfter = headers.integer("retry-after")
        if retryAfter == nil, let text = headers["retry-after"], let date = Self.httpDate(text) {
            retryAfter = Int(max(0, min(date.timeIntervalSince(receivedAt).rounded(.up), 86_400 * 366)))
        }
        self.init(
            limit: headers.integer("x-ratelimit-limit"),
            remaining: headers.integer("x-ratelimit-remaining"),
            resetAt: headers.integer("x-ratelimit-reset").map { Date(timeIntervalSince1970: TimeInterval($0)) },
            retryAfter: retryAfter.map { max(0, $0) },
            resource: headers["x-ratelimit-resource"],
            message: message,
            receivedAt: receivedAt
        )
    }

    /// Whether a 403 or 429 response is a rate limit rather than a refusal: GitHub marks primary
    /// limits with `x-ratelimit-remaining: 0` and secondary ones with `retry-after` or a message.
    /// A reset time without a remaining count also counts; a 403 that says requests remain is a
    /// refusal (GitHub sends the rate headers on every response, permission errors included).
    ///
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - headers: The response headers.
    ///   - message: GitHub's message from the body, if any.
    /// - Returns: Whether the response means "slow down".
    package static func isRateLimited(status: Int, headers: HTTPHeaders, message: String?) -> Bool {
        guard status == 403 || status == 429 else { return false }
        let remaining = headers.integer("x-ratelimit-remaining")
        if status == 429 || remaining == 0 || headers["retry-after"] != nil {
            return true
        }
        if remaining == nil, headers["x-ratelimit-reset"] != nil {
            return true
        }
        return message?.localizedCaseInsensitiveContains("rate limit") ?? false
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
