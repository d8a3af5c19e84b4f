import Foundation

/// One GitHub repository as a search result shows it.
///
/// This is the app's model, not GitHub's wire format: `GitHubSearchResponseDecoder` turns GitHub's
/// `items` into it, and its own `Codable` conformance (Swift property names) is for caches.
public struct Repository: Codable, Hashable, Sendable, Identifiable {
    /// GitHub's numeric repository id; stable across renames.
    public var id: Int
    /// The repository name without its owner, e.g. `swift`.
    public var name: String
    /// `owner/name`, e.g. `apple/swift`.
    public var fullName: String
    /// The login of the user or organisation that owns the repository.
    public var ownerLogin: String
    /// The repository's page on GitHub.
    public var htmlURL: URL
    /// The description the owner wrote, if any.
    public var description: String?
    /// The number of stargazers.
    public var stars: Int
    /// The number of forks.
    public var forks: Int
    /// GitHub's guess at the main language, if it made one.
    public var language: String?
    /// The repository's topics, in GitHub's order.
    public var topics: [String]
    /// When the repository was last updated, if GitHub said.
    public var updatedAt: Date?

    /// Creates a repository; everything after `stars` has a default so tests can stay short.
    ///
    /// - Parameters:
    ///   - id: GitHub's numeric id.
    ///   - name: The name without the owner.
    ///   - fullName: `owner/name`.
    ///   - htmlURL: The repository's page.
    ///   - stars: The number of stargazers.
    ///   - ownerLogin: The owner's login; by default the part of `fullName` before the `/`.
    ///   - description: The description.
    ///   - forks: The number of forks.
    ///   - language: The main language.
    ///   - topics: The topics.
    ///   - updatedAt: The last update.
    public init(
        id: Int,
        name: String,
        fullName: String,
        htmlURL: URL,
        stars: Int,
        ownerLogin: String? = nil,
        description: String? = nil,
        forks: Int = 0,
        language: String? = nil,
        topics: [String] = [],
        updatedAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.ownerLogin = ownerLogin ?? String(fullName.split(separator: "/", maxSplits: 1).first ?? "")
        self.htmlURL = htmlURL
        self.description = description
        self.stars = stars
        self.forks = forks
        self.language = language
        self.topics = topics
        self.updatedAt = updatedAt
    }
}
