import DocumentationSnippets
import Foundation
import Reactive
import Testing

/// Keeps the one version constant, the changelog and semantic versioning in agreement: a release cut
/// with only one of the two edited would ship a binary that reports a different version than its
/// notes, and the API-break check would judge breaks against the wrong entry.
@Suite struct VersionTests {
    private static let root = DocumentationSnippets.root(of: #filePath, depth: 2)

    /// semver.org's grammar: numeric identifiers without leading zeros, dot-separated pre-release and
    /// build identifiers, nothing empty. Computed, since a `Regex` is not `Sendable`.
    private static var semanticVersion: Regex<(Substring, Substring, Substring, Substring)> {
        #/
        (0|[1-9]\d*) \. (0|[1-9]\d*) \. (0|[1-9]\d*)
        (?: - (?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*) (?: \. (?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*) )* )?
        (?: \+ [0-9A-Za-z-]+ (?: \. [0-9A-Za-z-]+ )* )?
        /#
    }

    @Test func currentIsTheChangelogsNewestReleasedVersion() throws {
        let newest = try #require(try Self.releasedHeadings().first, "CHANGELOG.md has no released version")
        #expect(ReactiveArchitectures.version == newest.version)
    }

    @Test func currentIsASemanticVersion() {
        #expect(Self.isSemanticVersion(ReactiveArchitectures.version))
    }

    @Test func everyReleasedVersionIsDatedAndNewerThanTheOneBelowIt() throws {
        let headings = try Self.releasedHeadings()
        #expect(headings.count >= 2)
        for heading in headings {
            #expect(Self.isSemanticVersion(heading.version), "\(heading.version) is not a semantic version")
            #expect(heading.date.wholeMatch(of: #/\d{4}-\d{2}-\d{2}/#) != nil, "\(heading.version): no ISO date")
        }
        for (newer, older) in zip(headings, headings.dropFirst()) {
            #expect(
                Self.precedes(older.version, newer.version), "\(older.version) is listed below \(newer.version)")
            #expect(older.date <= newer.date, "\(older.version) is dated after \(newer.version)")
        }
    }

    /// The check itself, on the cases a hand-written version most often gets wrong.
    @Test(arguments: ["1.0.0", "0.1.0", "10.20.30", "1.0.0-rc.1", "1.0.0-alpha.beta+exp.sha.5114f85", "1.0.0+20261128"])
    func acceptsSemanticVersions(_ version: String) {
        #expect(Self.isSemanticVersion(version))
    }

    @Test(arguments: ["1.0", "v1.0.0", "01.0.0", "1.0.0-", "1.0.0-01", "1.0.0+", "1.0.0 ", "1.0.0-rc..1"])
    func rejectsWhatIsNotASemanticVersion(_ version: String) {
        #expect(!Self.isSemanticVersion(version))
    }

    // MARK: Reading the changelog

    /// The `## [x.y.z] - yyyy-mm-dd` headings of CHANGELOG.md, newest first, without `[Unreleased]`.
    private static func releasedHeadings() throws -> [(version: String, date: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let match = line.wholeMatch(of: #/## \[([^\]]+)\] - (\S+)/#) else { return nil }
            return (String(match.output.1), String(match.output.2))
        }
    }

    private static func isSemanticVersion(_ text: String) -> Bool {
        text.wholeMatch(of: semanticVersion) != nil
    }

    /// Whether `older` comes before `newer` by their numbers; pre-release order is not needed here,
    /// since the changelog lists only releases.
    private static func precedes(_ older: String, _ newer: String) -> Bool {
        func numbers(_ version: String) -> [Int] {
            version.prefix { $0 != "-" && $0 != "+" }.split(separator: ".").compactMap { Int($0) }
        }
        return numbers(older).lexicographicallyPrecedes(numbers(newer))
    }
}
