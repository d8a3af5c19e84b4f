import GitHubAPI

/// How a scripted answer is found: by the whole request, or by query and page.
enum ScriptKey: Hashable {
    case request(SearchRequest)
    case queryPage(String, Int)
}
