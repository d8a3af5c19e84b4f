import Foundation
import GitHubSearchFeature
import Testing

/// Proof that the session property can fail: a deliberately broken variant of each architecture
/// (`PlantedSearches`) is caught, shrunk to a session of a few inputs, and replayed from the
/// printed seed.
@Suite(.leakChecked) struct SearchSessionSelfTests {
    /// A planted defect, the architecture whose timeline it is checked against, and how many
    /// inputs its shrunk session may keep.
    struct Planted: CustomTestStringConvertible, Sendable {
        /// What is broken, as the property's name shows it.
        let name: String
        /// The architecture whose expected timeline the variant is checked against.
        let architecture: SearchArchitecture
        /// Builds the broken variant.
        let make: @Sendable (SearchEnvironment) -> any RepositorySearch
        /// The most inputs the shrunk session may keep.
        let mostInputs: Int
        /// The kind of session that catches it.
        var kind: SearchSessionTests.Kind = .settled

        /// The name, in the test's arguments.
        var testDescription: String { name }
    }

    /// One planted defect per architecture on settled sessions, and two only racing sessions catch.
    static let planted = [
        Planted(
            name: "feedback losing retries", architecture: .feedback, make: PlantedSearches.feedbackLosingRetries,
            mostInputs: 3),
        Planted(
            name: "reactor searching repeats", architecture: .reactor, make: PlantedSearches.reactorSearchingRepeats,
            mostInputs: 2),
        Planted(
            name: "view model losing nearBottom", architecture: .mvvm,
            make: PlantedSearches.viewModelLosingNearBottom, mostInputs: 2),
        Planted(
            name: "concurrency ignoring cancellation", architecture: .concurrency,
            make: PlantedSearches.concurrencyIgnoringCancellation, mostInputs: 3),
        Planted(
            name: "feedback gating nearBottom", architecture: .feedback,
            make: PlantedSearches.feedbackGatingNearBottom, mostInputs: 3, kind: .racing),
        Planted(
            name: "view model throttling nearBottom", architecture: .mvvm,
            make: PlantedSearches.viewModelThrottlingNearBottom, mostInputs: 3, kind: .racing),
    ]

    /// Each named difference the model applies has its row in docs/Comparison.md.
    @Test func everyNamedDifferenceIsShownInTheComparison() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let comparison = try String(contentsOf: root.appendingPathComponent("docs/Comparison.md"), encoding: .utf8)
        for difference in SessionDifference.allCases {
            #expect(comparison.contains("| `\(difference.rawValue)` |"), "docs/Comparison.md lacks \(difference)")
        }
    }

    /// The planted adapters, defect removed, match the model on both kinds of session: each
    /// variant fails for its defect.
    @Test(arguments: SearchArchitecture.allCases, SearchSessionTests.Kind.allCases)
    func plantedAdaptersWithoutTheirDefectPass(_ architecture: SearchArchitecture, _ kind: SearchSessionTests.Kind) {
        let property = SearchSessionTests.sessionProperty(
            "\(kind) sessions (\(architecture) copy)", architecture, kind, count: 200,
            make: PlantedSearches.faithfulCopy(of: architecture))
        #expect(property.run(count: 200).failure == nil)
    }

    /// Each defect is caught, shrunk to a few inputs, and replayed from its printed seed.
    @Test(arguments: planted)
    func plantedDefectIsCaughtShrunkAndReplayed(_ planted: Planted) throws {
        let property = SearchSessionTests.sessionProperty(
            "\(planted.kind) sessions (\(planted.name))", planted.architecture, planted.kind, count: 500,
            make: planted.make)
        let report = property.run(count: 500)
        let failure = try #require(report.failure, "the planted defect was not caught")
        print(report.failureReport ?? "")
        #expect(failure.shrunk.steps.count <= planted.mostInputs, "shrunk to \(failure.shrunk.steps.count) inputs")
        #expect(report.failureReport?.contains("replay: PROPERTY_SEED=") == true)
        let replay = property.run(count: 1, seed: failure.seed)
        #expect(replay.failure?.index == 0, "the printed seed replays the failure as case 0")
    }
}
