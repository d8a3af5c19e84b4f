import Foundation
import GitHubSearchFeature

/// What the report measures in the implementations' source files.
struct ImplementationSource {
    /// The files that make up an architecture's implementation, relative to the repository root:
    /// the canonical file, then its adapter to the shared protocol.
    static func files(of architecture: SearchArchitecture) -> [String] {
        let feature = "Sources/GitHubSearchFeature/"
        return switch architecture {
        case .feedback: [feature + "Feedback/GitHubPaginatedSearch.swift", feature + "Feedback/FeedbackSearch.swift"]
        case .reactor: [feature + "Reactor/GitHubSearchViewReactor.swift", feature + "Reactor/ReactorSearch.swift"]
        case .mvvm: [feature + "MVVM/CachingGitHubSearchViewModel.swift", feature + "MVVM/CachingMVVMSearch.swift"]
        case .concurrency:
            [feature + "Concurrency/RepositorySearchModel.swift", feature + "Concurrency/ConcurrencySearch.swift"]
        }
    }

    /// The files all three share: the contract, the query, the cache and the helpers.
    static let shared = [
        "RepositorySearch.swift", "SearchViewState.swift", "SearchEnvironment.swift", "SearchQuery.swift",
        "SearchCache.swift", "SharedSearchCache.swift", "DisplayMessage.swift",
    ].map { "Sources/GitHubSearchFeature/" + $0 }

    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let codeLines: Int
    let commentLines: Int
    let typeCount: Int

    /// Counts the lines of `paths`: code (not blank, not only a comment) and comment lines, and
    /// the types they declare (`struct`, `class`, `enum`, `protocol`, `actor`).
    init(paths: [String]) throws {
        var code = 0
        var comments = 0
        var types = 0
        let declaration =
            /^\s*(?:(?:public|package|internal|fileprivate|private|final)\s+)*(?:struct|class|enum|protocol|actor)\s+\w/
        for path in paths {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                if trimmed.hasPrefix("//") {
                    comments += 1
                    continue
                }
                code += 1
                if line.firstMatch(of: declaration) != nil { types += 1 }
            }
        }
        codeLines = code
        commentLines = comments
        typeCount = types
    }
}
