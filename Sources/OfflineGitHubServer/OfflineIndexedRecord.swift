import GitHubHTTPClient

/// A data-set record with its searchable text lowercased once, so a search does not lowercase
/// six thousand descriptions per request.
struct OfflineIndexedRecord: Sendable {
    let item: GitHubRepositoryItem
    let name: String
    let description: String
    let topics: [String]
    let language: String?
    let owner: String

    init(_ item: GitHubRepositoryItem) {
        self.item = item
        name = item.name.lowercased()
        description = (item.description ?? "").lowercased()
        topics = (item.topics ?? []).map { $0.lowercased() }
        language = item.language?.lowercased()
        owner = (item.owner?.login ?? String(item.fullName.split(separator: "/").first ?? "")).lowercased()
    }

    /// Whether every condition of `query` holds.
    func matches(_ query: OfflineQuery) -> Bool {
        if let language = query.language, language != self.language { return false }
        if let stars = query.stars, !stars.matches(item.stargazersCount) { return false }
        if let owner = query.owner, owner != self.owner { return false }
        if !query.topics.allSatisfy(topics.contains) { return false }
        return query.terms.allSatisfy { term in
            name.contains(term) || description.contains(term) || topics.contains { $0.contains(term) }
        }
    }

    /// A best-match score in GitHub's spirit: a word in the name counts most, then topics, then
    /// the description.
    func relevance(to query: OfflineQuery) -> Int {
        query.terms.reduce(0) { score, term in
            var score = score
            if name == term { score += 8 } else if name.contains(term) { score += 4 }
            if topics.contains(term) { score += 2 }
            if description.contains(term) { score += 1 }
            return score
        }
    }
}
