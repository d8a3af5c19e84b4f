import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveDebugging
import ReactiveTesting

/// Every scenario drawn as one SVG timeline: the inputs on top, then each architecture's requests
/// and states, one architecture under the other, so a difference in timing shows as a shift.
extension ComparisonReport {
    /// The folder of the pictures, relative to the repository root.
    static let picturesFolder = "docs/images/comparison"

    /// Sizes that keep the labels of marks ten ticks apart readable.
    static let pictureStyle = TimelineSVG.Style(width: 1000, laneHeight: 52, maxLabelLength: 22)

    /// Where `scenario`'s picture is, relative to the repository root.
    static func picturePath(_ scenario: SearchScenario) -> String {
        "\(picturesFolder)/\(scenario.name).svg"
    }

    /// The SVG document of every scenario, by path relative to the repository root.
    func pictures() -> [(path: String, svg: String)] {
        SearchScenario.all.map { (Self.picturePath($0), picture($0)) }
    }

    /// `scenario`'s timeline: inputs, then each architecture's requests, states and opened URLs.
    func timeline(of scenario: SearchScenario) -> Timeline {
        var lanes = [Timeline.Lane("queries", recorded: scenario.inputs.queries) { "\"\($0)\"" }]
        if !scenario.inputs.nearBottom.isEmpty {
            lanes.append(
                Timeline.Lane(
                    "nearBottom", marks: scenario.inputs.nearBottom.map { .init(time: Double($0), kind: .value("▼")) }))
        }
        if !scenario.inputs.selection.isEmpty {
            lanes.append(Timeline.Lane("selection", recorded: scenario.inputs.selection) { "row \($0)" })
        }
        if scenario.disposed < TestScheduler.Defaults.disposed {
            // Disposal is part of what these scenarios show; elsewhere it is long after everything.
            lanes.append(
                Timeline.Lane("outputs", marks: [.init(time: Double(scenario.disposed), kind: .value("dispose"))]))
        }
        for architecture in architectures {
            let outcome = outcome(scenario, architecture)
            let name = architecture.rawValue
            lanes.append(Timeline.Lane("\(name) requests", marks: outcome.log.map(Self.mark)))
            lanes.append(Timeline.Lane("\(name) states", recorded: outcome.states) { $0.description })
            if !scenario.expected.urls.isEmpty {
                lanes.append(Timeline.Lane("\(name) openURL", recorded: outcome.urls) { $0.lastPathComponent })
            }
        }
        return Timeline(lanes: lanes, unit: .ticks, start: Double(TestScheduler.Defaults.subscribed))
    }

    /// `scenario`'s picture, titled with its name.
    func picture(_ scenario: SearchScenario) -> String {
        TimelineSVG.render(timeline(of: scenario), title: scenario.name, style: Self.pictureStyle)
    }

    /// The service's log entry as a mark: `→` a request starts, `✓` it answers, `✗` it is
    /// cancelled; a failure is an error mark.
    private static func mark(_ entry: ScriptedGitHubService.LogEntry) -> Timeline.Mark {
        let request = "\(entry.request.query) p\(entry.request.page)"
        let kind: Timeline.Kind =
            switch entry {
            case .requested: .value("→ \(request)")
            case .succeeded: .value("✓ \(request)")
            case .cancelled: .value("✗ \(request)")
            case .failed(_, let error, _): .error("\(request): \(error)")
            }
        return Timeline.Mark(time: Double(entry.time), kind: kind)
    }

    /// The document's section that shows the pictures, each with a one-line caption.
    func picturesSection() -> [String] {
        var lines = [
            "## Every scenario, drawn", "",
            "Each picture is one scenario's run: its inputs on top, then each architecture's requests",
            "(`→` started, `✓` answered, `✗` cancelled, a red cross failed) and the states it showed, one",
            "architecture under the other on the same time axis. Hover over a mark for its full text.", "",
        ]
        for scenario in SearchScenario.all {
            let path = Self.picturePath(scenario).replacingOccurrences(of: "docs/", with: "")
            lines += [
                "![\(scenario.name): inputs, then each architecture's requests and states](\(path))", "",
                "*`\(scenario.name)`*: " + caption(scenario), "",
            ]
        }
        return lines
    }

    /// What the picture of `scenario` shows, in one line: the behaviour and who departs from it.
    private func caption(_ scenario: SearchScenario) -> String {
        let departing = architectures.filter { !verdict(scenario, $0).hasPrefix("✅") }
        let differences = departing.map { "\($0.rawValue) \(verdict(scenario, $0).dropFirst(2))" }
        return scenario.summary
            + (differences.isEmpty
                ? " All three draw the same timeline." : " " + differences.joined(separator: "; ") + ".")
    }
}
