import Foundation
import GitHubSearch
import GitHubSearchTesting
import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct CachingMVVMSearchTests {
    let factory: SearchFactory = { CachingMVVMSearch(environment: $0) }

    @Test func probe() {
        let harness = SearchHarness()
        harness.script("swift", .success(SearchHarness.page("swift", ["apple/swift"])))
        harness.run(factory, queries: [.next(210, "swift")])
        print("STATES", harness.states.map { "\($0.time) \($0.value)" }.joined(separator: "\n"))
        print("LOG", harness.service.log)
    }
}
