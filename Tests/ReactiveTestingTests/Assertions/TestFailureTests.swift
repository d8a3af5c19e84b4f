import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TestFailureTests {
    @Test func underSwiftTestingAFailureIsAnIssueAtTheGivenLine() {
        let line = #line + 1
        let issues = knownIssues { TestFailure.record("it broke", at: TestSourceLocation()) }
        #expect(issues.map(\.message) == ["it broke"])
        #expect(issues.map(\.line) == [line])
    }
}
