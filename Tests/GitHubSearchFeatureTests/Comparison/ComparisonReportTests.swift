import Foundation
import GitHubSearchFeature
import ReactiveTesting
import Testing

/// Keeps `docs/Comparison.md` in step with the scenarios' runs.
@Suite(.leakChecked) struct ComparisonReportTests {
    @Test func checkedInReportMatchesAFreshRun() throws {
        let fresh = try ComparisonReport().markdown()
        let url = ImplementationSource.root.appendingPathComponent(ComparisonReport.path)
        if ProcessInfo.processInfo.environment["UPDATE_COMPARISON"] == "1" {
            try fresh.write(to: url, atomically: true, encoding: .utf8)
        }
        let checkedIn = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            checkedIn == fresh,
            "\(ComparisonReport.path) is stale; regenerate it with `\(ComparisonReport.command)`")
    }

    @Test func everyScenarioHasAVerdictForEveryArchitecture() {
        let report = ComparisonReport()
        let verdicts = SearchScenario.all.flatMap { scenario in
            SearchArchitecture.allCases.map { report.verdict(scenario, $0) }
        }
        let unrecorded = verdicts.filter { $0.hasPrefix("❌") }
        #expect(verdicts.count == SearchScenario.all.count * 3)
        #expect(unrecorded.isEmpty)
    }
}
