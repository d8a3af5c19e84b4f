import Foundation
import GitHubHTTPClient

/// The responses GitHub sends when it refuses or fails, with its real headers and messages.
enum OfflineFaultResponses {
    static let rateLimitDocumentation =
        "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-primary-rate-limits"
    static let secondaryDocumentation =
        "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"

    /// 403 for the primary limit: `x-ratelimit-remaining: 0` and the reset epoch second.
    static func rateLimited(resetAt: Int, limit: Int, authenticated: Bool) -> OfflineHTTPResponse {
        let message =
            authenticated
            ? "API rate limit exceeded for user ID 583231."
            : "API rate limit exceeded for 203.0.113.7. (But here's the good news: Authenticated requests get "
                + "a higher rate limit. Check out the documentation for more details.)"
        return .json(
            status: 403,
            GitHubErrorBody(message: message, documentationURL: rateLimitDocumentation),
            headers: [
                "x-ratelimit-limit": String(limit),
                "x-ratelimit-remaining": "0",
                "x-ratelimit-reset": String(resetAt),
                "x-ratelimit-used": String(limit),
                "x-ratelimit-resource": "search",
            ]
        )
    }

    /// 429 for a secondary limit, with `retry-after`.
    static func secondaryRateLimited(retryAfter: Int) -> OfflineHTTPResponse {
        .json(
            status: 429,
            GitHubErrorBody(
                message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
                documentationURL: secondaryDocumentation
            ),
            headers: ["retry-after": String(retryAfter)]
        )
    }

    /// A 5xx: GitHub's edge answers 502 with an HTML page, the API with JSON.
    static func serverError(status: Int) -> OfflineHTTPResponse {
        if status == 502 {
            let page = "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>"
            return OfflineHTTPResponse(
                status: 502,
                headers: ["content-type": "text/html; charset=utf-8"],
                body: Data(page.utf8)
            )
        }
        let message = status == 503 ? "Service Unavailable" : "Server Error"
        return .json(status: status, GitHubErrorBody(message: message))
    }

    /// `response` with its body cut in half, so the JSON ends mid-value.
    static func truncated(_ response: OfflineHTTPResponse) -> OfflineHTTPResponse {
        var cut = response
        cut.body = response.body.prefix(max(1, response.body.count / 2))
        return cut
    }
}
