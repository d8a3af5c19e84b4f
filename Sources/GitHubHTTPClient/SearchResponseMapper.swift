import Foundation
import GitHubAPI

/// Turns an HTTP response — status, headers, body — into a `SearchPage` or a `GitHubSearchError`.
///
/// It is a pure function of its inputs, so every mapping is tested without a network, and it
/// returns a value for any input (the fuzz tests feed it random bytes and headers).
///
/// | Response | Result |
/// | --- | --- |
/// | 2xx, decodable body, valid or absent `Link` | `.success(page)`; `nextPage` from `rel="next"` |
/// | 2xx, anything else | `malformedResponse` |
/// | any 429; a 403 with `x-ratelimit-remaining: 0`, `retry-after`, a reset time without a remaining count, or a rate-limit message | `rateLimited` |
/// | 422 | `validationFailed` with GitHub's message |
/// | 5xx | `serverError` |
/// | other statuses | `requestRejected` with GitHub's message |
package struct SearchResponseMapper: Sendable {
    private let decoder = GitHubSearchResponseDecoder()

    /// Creates a mapper.
    package init() {}

    /// Maps one response.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - headers: The response headers.
    ///   - body: The response body.
    ///   - receivedAt: When it arrived, by the client's clock (rate-limit waits count from here).
    /// - Returns: The page or the error.
    package func map(status: Int, headers: HTTPHeaders, body: Data, receivedAt: Date) -> Result<
        SearchPage, GitHubSearchError
    > {
        switch status {
        case 200..<300:
            return Result { () throws(GitHubSearchError) in try page(headers: headers, body: body) }
        case 403, 429:
            let message = decoder.decodeErrorBody(body)?.summary
            if RateLimit.isRateLimited(status: status, headers: headers, message: message) {
                return .failure(.rateLimited(RateLimit(headers: headers, message: message, receivedAt: receivedAt)))
            }
            return .failure(.requestRejected(status: status, message: message))
        case 422:
            let message = decoder.decodeErrorBody(body)?.summary ?? "Validation Failed"
            return .failure(.validationFailed(message: message))
        case 500..<600:
            return .failure(.serverError(status: status))
        case 100..<600:
            return .failure(.requestRejected(status: status, message: decoder.decodeErrorBody(body)?.summary))
        default:
            return .failure(.malformedResponse("HTTP status \(status) is not a valid status code"))
        }
    }

    private func page(headers: HTTPHeaders, body: Data) throws(GitHubSearchError) -> SearchPage {
        let decoded = try decoder.decodeSearchBody(body)
        var nextPage: SearchRequest?
        if let value = headers["link"] {
            let links: LinkHeader
            do {
                links = try LinkHeader(parsing: value)
            } catch {
                throw .malformedResponse(error.description)
            }
            if let next = links.next {
                nextPage = try SearchRequest(searchURL: next)
            }
        }
        return SearchPage(
            repositories: decoded.repositories,
            totalCount: decoded.totalCount,
            nextPage: nextPage,
            isIncomplete: decoded.isIncomplete
        )
    }
}
