import GitHubSearch
import GitHubSearchCLI
import Testing

@Suite struct HelpTextTests {
    @Test func fitsEightyColumns() {
        let wide = HelpText.text.split(separator: "\n").filter { DisplayWidth.of($0) > 80 }
        #expect(wide.isEmpty)
    }

    @Test func namesEveryFlagValueAndStatus() {
        let names =
            ["--pages", "--limit", "--sort", "--json", "--architecture", "--live", "--api-url", "--help"]
            + SearchRequest.Sort.allCases.map(\.rawValue) + SearchArchitecture.allCases.map(\.rawValue)
            + ["GITHUB_TOKEN", "NO_COLOR", "0   success", "1   the search failed", "2   usage error", "130"]
        let missing = names.filter { !HelpText.text.contains($0) }
        #expect(missing.isEmpty)
    }
}
