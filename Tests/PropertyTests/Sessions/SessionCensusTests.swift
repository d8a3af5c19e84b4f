import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Testing

/// What racing inputs show, architecture by architecture: the default run's racing sessions
/// sorted by how far each architecture's expected timeline (which `SearchSessionTests` proves it
/// produces) strays from the contract's. docs/Comparison.md prints these lines; a test here
/// fails, printing the new line, when they no longer match.
@Suite struct SessionCensusTests {
    /// What a session ends as, ticks aside: the states shown, the requests sent and the pages
    /// opened, each in order.
    struct Outcome: Equatable {
        var states: [SearchViewState]
        var requests: [SearchRequest]
        var urls: [URL]

        init(_ timeline: SessionTimeline) {
            states = timeline.states.compactMap(\.value.element)
            requests = timeline.requested.map(\.request)
            urls = timeline.urls.compactMap(\.value.element)
        }
    }

    /// The racing sessions of one architecture, sorted.
    struct Census {
        var sessions = 0
        /// The contract's timeline, tick for tick.
        var exact = 0
        /// The contract's states, requests and opened pages, at other ticks or in another order
        /// within a tick.
        var sameOutcome = 0
        /// Other states, requests or opened pages.
        var other = 0
        /// Of `other`: the contract's outcome once the inputs before
        /// `SearchContractModel.feedbackListensFrom`, which the feedback loop does not hear, are
        /// left out.
        var earlyInputs = 0
        /// Of `other`: disposed before the feedback loop's first state shows.
        var earlyDisposal = 0
        /// Of `other`, neither early: the loop's hops put two nearby events (queries,
        /// `nearBottom`, answers, the disposal) in another order than the contract's.
        var reordered = 0
        /// Of `reordered`: fewer next pages requested than the contract's.
        var fewerNextPages = 0

        /// `2,000`: thousands grouped as the docs write them, whatever the locale.
        static func grouped(_ number: Int) -> String {
            number < 1000 ? "\(number)" : grouped(number / 1000) + "," + String("\(number % 1000 + 1000)".dropFirst())
        }

        /// The line docs/Comparison.md prints.
        func line(_ architecture: SearchArchitecture) -> String {
            let number = Self.grouped
            var text = "- `\(architecture)`: of \(number(sessions)) racing sessions, \(number(exact)) end as the "
            text += "contract's timeline tick for tick, \(number(sameOutcome)) with its states, requests and "
            text += "opened pages at other ticks, \(number(other)) otherwise"
            guard other > 0 else { return text + "." }
            text += ": \(number(earlyInputs)) only for inputs before the loop listens at 203, "
            text += "\(number(earlyDisposal)) for a disposal before its first state shows, and "
            text += "\(number(reordered)) because its hops change which of two nearby events (queries, `nearBottom`, "
            return text
                + "answers, the disposal) comes first (\(number(fewerNextPages)) of them load fewer next pages)."
        }
    }

    /// The census of `architecture`'s default racing sessions (the first `count`).
    static func census(_ architecture: SearchArchitecture, count: Int = 2000) -> Census {
        var census = Census()
        let property = SearchSessionTests.sessionProperty("racing sessions (\(architecture))", architecture, .racing)
        for session in property.cases(count: count) {
            census.sessions += 1
            let contract = SearchContractModel.expected(for: session, differences: [])
            let expected = SearchContractModel.expected(for: session, architecture)
            if expected == contract {
                census.exact += 1
                continue
            }
            if Outcome(expected) == Outcome(contract) {
                census.sameOutcome += 1
                continue
            }
            census.other += 1
            var heard = session
            heard.steps.removeAll { $0.time < SearchContractModel.feedbackListensFrom }
            let withoutEarly = SearchContractModel.expected(for: heard, differences: [])
            if Outcome(SearchContractModel.expected(for: heard, architecture)) == Outcome(withoutEarly) {
                census.earlyInputs += 1
            } else if session.disposal < SearchContractModel.feedbackListensFrom {
                census.earlyDisposal += 1
            } else {
                census.reordered += 1
                let nextPages = { (timeline: SessionTimeline) in timeline.requested.count { $0.request.page > 1 } }
                if nextPages(expected) < nextPages(contract) { census.fewerNextPages += 1 }
            }
        }
        return census
    }

    /// docs/Comparison.md's census lines are this run's.
    @Test func theComparisonShowsTheRacingCensus() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let comparison = try String(contentsOf: root.appendingPathComponent("docs/Comparison.md"), encoding: .utf8)
        for architecture in SearchArchitecture.allCases {
            let line = Self.census(architecture).line(architecture)
            print(line)
            #expect(comparison.contains(line), "docs/Comparison.md lacks this line:\n\(line)")
        }
    }

    /// Each named difference changes the expected timeline of some racing session: none is
    /// applied for nothing.
    @Test(arguments: SearchArchitecture.allCases)
    func everyNamedDifferenceChangesSomeRacingSession(_ architecture: SearchArchitecture) {
        let differences = SessionDifference.of(architecture)
        let sessions = SearchSessionTests.sessionProperty("racing sessions (\(architecture))", architecture, .racing)
            .cases(count: 500)
        for difference in differences {
            let without = differences.subtracting([difference])
            let changes = sessions.contains { session in
                SearchContractModel.expected(for: session, differences: differences)
                    != SearchContractModel.expected(for: session, differences: without)
            }
            #expect(changes, "\(difference) changes none of \(architecture)'s racing sessions")
        }
    }
}
