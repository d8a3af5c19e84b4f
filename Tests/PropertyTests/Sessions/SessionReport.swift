import Foundation
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting

/// A failing session as a marble-style script: one row per tick at which anything happened, the
/// input in the first column, then what the contract expects and what each architecture did,
/// aligned, so a difference is read across one row.
enum SessionReport {
    /// The session's script followed by the aligned timelines of the contract and of `runs`.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - runs: Each lane's title and timeline, after the contract's.
    /// - Returns: The text to print.
    static func describe(_ session: SearchSession, runs: [(String, SessionTimeline)]) -> String {
        let contract = SearchContractModel.expected(for: session, differences: [])
        let lanes = [("contract", contract)] + runs
        var rows: [TestTime: [String]] = [:]
        func add(_ time: TestTime, _ column: Int, _ text: String) {
            var row = rows[time] ?? Array(repeating: "", count: lanes.count + 1)
            row[column] += (row[column].isEmpty ? "" : "; ") + text
            rows[time] = row
        }
        for step in session.steps { add(step.time, 0, "\(step.input)") }
        add(session.disposal, 0, "dispose")
        for (index, lane) in lanes.enumerated() {
            for state in lane.1.states {
                if case .next(let value) = state.value { add(state.time, index + 1, cell(value)) }
            }
            for url in lane.1.urls {
                if case .next(let value) = url.value { add(url.time, index + 1, "open \(value.lastPathComponent)") }
            }
            for entry in lane.1.log { add(entry.time, index + 1, cell(entry)) }
        }
        let header = ["tick", "input"] + lanes.map(\.0)
        let table = [header] + rows.keys.sorted().map { ["\($0)"] + rows[$0, default: []] }
        let widths = header.indices.map { column in min(36, table.map { $0[column].count }.max() ?? 0) }
        let lines = table.map { row in
            zip(row, widths).map { text, width in
                let clipped = text.count > width ? String(text.prefix(width - 1)) + "…" : text
                return clipped.padding(toLength: width, withPad: " ", startingAt: 0)
            }
            .joined(separator: " | ")
        }
        return session.description + "\n" + lines.joined(separator: "\n")
    }

    /// A state in a few characters: `swift: 3 rows +more loading err "GitHub is…"`.
    static func cell(_ state: SearchViewState) -> String {
        guard state != SearchViewState() else { return "empty" }
        var parts = ["\(state.query):"]
        if state.isSearching { parts.append("searching") }
        if !state.repositories.isEmpty { parts.append("\(state.repositories.count) rows") }
        if state.hasNextPage { parts.append("+more") }
        if state.isLoadingNextPage { parts.append("loading") }
        if let message = state.errorMessage { parts.append("err \"\(message.prefix(12))…\"") }
        return parts.joined(separator: " ")
    }

    /// A log entry in a few characters: `→ swift p2`, `✕ swift p1`, `✓ swift p1`, `! swift p2`.
    static func cell(_ entry: ScriptedGitHubService.LogEntry) -> String {
        let page = "\(entry.request.query) p\(entry.request.page)"
        return switch entry {
        case .requested: "→ \(page)"
        case .succeeded: "✓ \(page)"
        case .failed: "! \(page)"
        case .cancelled: "✕ \(page)"
        }
    }
}
