import GitHubSearch

// Removed at merge: main provides SearchArchitecture.make
extension SearchArchitecture {
    func make(environment: SearchEnvironment) -> any RepositorySearch { CachingMVVMSearch(environment: environment) }
}
