import Foundation

/// One element of `items` in GitHub's search response, with GitHub's field names.
///
/// Only the fields the app shows are read. Fields GitHub's schema marks nullable (`description`,
/// `language`, `owner`, dates) and fields it may leave out (`topics`) decode to `nil` or `[]`;
/// a wrong type anywhere is an error, not a silent default.
package struct GitHubRepositoryItem: Codable, Hashable, Sendable {
    /// The owner object; only `login` is read.
    package struct Owner: Codable, Hashable, Sendable {
        /// The owner's login.
        package var login: String

        /// Creates an owner.
        ///
        /// - Parameter login: The login.
        package init(login: String) {
            self.login = login
        }
    }

    /// `id`.
    package var id: Int
    /// `name`.
    package var name: String
    /// `full_name`.
    package var fullName: String
    /// `owner` (nullable in GitHub's schema).
    package var owner: Owner?
    /// `html_url`.
    package var htmlURL: String
    /// `description`.
    package var description: String?
    /// `stargazers_count`.
    package var stargazersCount: Int
    /// `forks_count`.
    package var forksCount: Int
    /// `language`.
    package var language: String?
    /// `topics` (absent from some responses).
    package var topics: [String]?
    /// `updated_at`, ISO 8601.
    package var updatedAt: String?

    private enum CodingKeys: String, CodingKey {
        case id, name, owner, description, language, topics, score, url
        case fullName = "full_name"
        case htmlURL = "html_url"
        case stargazersCount = "stargazers_count"
        case watchersCount = "watchers_count"
        case forksCount = "forks_count"
        case updatedAt = "updated_at"
        case isPrivate = "private"
    }

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - id: `id`.
    ///   - name: `name`.
    ///   - fullName: `full_name`.
    ///   - owner: `owner`.
    ///   - htmlURL: `html_url`.
    ///   - description: `description`.
    ///   - stargazersCount: `stargazers_count`.
    ///   - forksCount: `forks_count`.
    ///   - language: `language`.
    ///   - topics: `topics`.
    ///   - updatedAt: `updated_at`.
    package init(
        id: Int,
        name: String,
        fullName: String,
        owner: Owner?,
        htmlURL: String,
        description: String?,
        stargazersCount: Int,
        forksCount: Int,
        language: String?,
        topics: [String]?,
        updatedAt: String?
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.htmlURL = htmlURL
        self.description = description
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.language = language
        self.topics = topics
        self.updatedAt = updatedAt
    }

    /// Decodes an item, tolerating `null` or missing nullable fields.
    ///
    /// - Parameter decoder: The decoder.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        fullName = try container.decode(String.self, forKey: .fullName)
        owner = try container.decodeIfPresent(Owner.self, forKey: .owner)
        htmlURL = try container.decode(String.self, forKey: .htmlURL)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        stargazersCount = try container.decode(Int.self, forKey: .stargazersCount)
        forksCount = try container.decode(Int.self, forKey: .forksCount)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        topics = try container.decodeIfPresent([String].self, forKey: .topics)
        updatedAt = try container.decodeIfPresent(String.self, forKey: .updatedAt)
    }

    /// Encodes the item as GitHub does: `null` for absent values, plus the `private`, `url`,
    /// `watchers_count` and `score` fields every real item carries.
    ///
    /// - Parameter encoder: The encoder.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(fullName, forKey: .fullName)
        try container.encode(false, forKey: .isPrivate)
        try container.encode(owner, forKey: .owner)
        try container.encode(htmlURL, forKey: .htmlURL)
        try container.encode(description, forKey: .description)
        try container.encode("https://api.github.com/repos/\(fullName)", forKey: .url)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(stargazersCount, forKey: .stargazersCount)
        try container.encode(stargazersCount, forKey: .watchersCount)
        try container.encode(language, forKey: .language)
        try container.encode(forksCount, forKey: .forksCount)
        try container.encode(topics ?? [], forKey: .topics)
        try container.encode(1.0, forKey: .score)
    }
}
