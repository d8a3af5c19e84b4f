import Foundation
import GitHubAPI

/// The `--json` output: one JSON object per repository per line, keys sorted, GitHub's field names.
///
/// ```
/// {"description":"…","forks":12,"full_name":"apple/swift","language":"Swift","name":"swift",…}
/// ```
package enum JSONLines {
    /// One line of JSON for `repository`, without a newline.
    ///
    /// - Parameter repository: The repository.
    /// - Returns: A JSON object; `null` for a missing description, language or update time.
    package static func line(for repository: Repository) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The record holds only strings, numbers and arrays of strings, which always encode.
        let data = (try? encoder.encode(Record(repository))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The lines for `repositories`, each ending with a newline.
    ///
    /// - Parameter repositories: The repositories.
    /// - Returns: The text.
    package static func text(for repositories: [Repository]) -> String {
        repositories.map { line(for: $0) + "\n" }.joined()
    }

    /// The wire shape: GitHub's names, with explicit `null`s so every line has every key.
    private struct Record: Encodable {
        let id: Int
        let name: String
        let fullName: String
        let owner: String
        let url: String
        let description: String?
        let stars: Int
        let forks: Int
        let language: String?
        let topics: [String]
        let updatedAt: String?

        init(_ repository: Repository) {
            id = repository.id
            name = repository.name
            fullName = repository.fullName
            owner = repository.ownerLogin
            url = repository.htmlURL.absoluteString
            description = repository.description
            stars = repository.stars
            forks = repository.forks
            language = repository.language
            topics = repository.topics
            updatedAt = repository.updatedAt.map { $0.ISO8601Format() }
        }

        enum CodingKeys: String, CodingKey {
            case id, name, owner, description, forks, language, topics
            case fullName = "full_name"
            case url = "html_url"
            case stars = "stargazers_count"
            case updatedAt = "updated_at"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(fullName, forKey: .fullName)
            try container.encode(owner, forKey: .owner)
            try container.encode(url, forKey: .url)
            try container.encode(description, forKey: .description)
            try container.encode(stars, forKey: .stars)
            try container.encode(forks, forKey: .forks)
            try container.encode(language, forKey: .language)
            try container.encode(topics, forKey: .topics)
            try container.encode(updatedAt, forKey: .updatedAt)
        }
    }
}
