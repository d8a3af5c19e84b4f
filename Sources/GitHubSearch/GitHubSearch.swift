// The package's GitHub search, in one import: the API the features see, the HTTP client, the
// offline server and the search feature with its four architectures. Each lives in a module of
// its own so its dependencies are visible (the feature imports `GitHubAPI` only); code that
// imported `GitHubSearch` before the split keeps building unchanged.
@_exported import GitHubAPI
@_exported import GitHubHTTPClient
@_exported import GitHubSearchFeature
@_exported import OfflineGitHubServer
