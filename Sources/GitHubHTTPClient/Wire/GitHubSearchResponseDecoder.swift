import Foundation
import GitHubAPI

/// Decodes GitHub's search JSON into the app's models, describing precisely what was wrong when
/// it cannot.
package struct GitHubSearchResponseDecoder: Sendable {
    /// Creates a decoder.
    package init() {}

    /// Decodes a success body.
    ///
    /// - Parameter data: The response body.
    /// - Returns: The repositories, the total count and the incomplete flag.
    /// - Throws: `GitHubSearchError.malformedResponse` saying which field was wrong.
    package func decodeSearchBody(_ data: Data) throws(GitHubSearchError) -> (
        repositories: [Repository], totalCount: Int, isIncomplete: Bool
    ) {
        let body: GitHubSearchResponseBody
        do {
            body = try JSONDecoder().decode(GitHubSearchResponseBody.self, from: data)
        } catch let error as DecodingError {
            throw .malformedResponse(Self.describe(error, body: data))
        } catch {
            throw .malformedResponse("the body could not be decoded: \(error)")
        }
        guard body.totalCount >= 0 else {
            throw .malformedResponse("total_count is negative (\(body.totalCount))")
        }
        var repositories: [Repository] = []
        repositories.reserveCapacity(body.items.count)
        for (index, item) in body.items.enumerated() {
            repositories.append(try repository(from: item, index: index))
        }
        return (repositories, body.totalCount, body.incompleteResults)
    }

    /// Decodes an error body, or returns `nil` if the body is not GitHub's error JSON (an HTML
    /// page from a proxy, say).
    ///
    /// - Parameter data: The response body.
    /// - Returns: The error body.
    package func decodeErrorBody(_ data: Data) -> GitHubErrorBody? {
        try? JSONDecoder().decode(GitHubErrorBody.self, from: data)
    }

    /// Converts one wire item into a `Repository`.
    ///
    /// - Parameters:
    ///   - item: The decoded item.
    ///   - index: Its position in `items`, for the error message.
    /// - Returns: The repository.
    /// - Throws: `malformedResponse` for an unusable URL or date.
    package func repository(from item: GitHubRepositoryItem, index: Int) throws(GitHubSearchError) -> Repository {
        guard let url = URL(string: item.htmlURL), url.scheme != nil, url.host != nil else {
            throw .malformedResponse("items[\(index)].html_url is not a URL: \(item.htmlURL.prefix(100))")
        }
        var updatedAt: Date?
        if let text = item.updatedAt {
            // ISO8601DateFormatter (macOS 10.12 / iOS 10), not `Date(_:strategy: .iso8601)`, which needs
            // macOS 12 / iOS 15; both read GitHub's `2024-05-01T12:00:00Z` form.
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw .malformedResponse("items[\(index)].updated_at is not an ISO 8601 date: \(text.prefix(40))")
            }
            updatedAt = date
        }
        return Repository(
            id: item.id,
            name: item.name,
            fullName: item.fullName,
            htmlURL: url,
            stars: item.stargazersCount,
            ownerLogin: item.owner?.login,
            description: item.description,
            forks: item.forksCount,
            language: item.language,
            topics: item.topics ?? [],
            updatedAt: updatedAt
        )
    }

    private static func describe(_ error: DecodingError, body: Data) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)) is null"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(article(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                if body.isEmpty { return "the body is empty" }
                // Some Foundation versions report a number that does not fit its field (1.5 for
                // an Int) as corrupt data at the root; tell that apart from broken JSON.
                let isJSON = (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil
                return isJSON ? "a value in the body does not fit its field" : "the body is not valid JSON"
            }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "the body could not be decoded"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the body" }
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func article(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is Bool.Type: "a boolean"
        case is String.Type: "a string"
        case is [GitHubRepositoryItem].Type, is [String].Type: "an array"
        default: "the expected type"
        }
    }
}
