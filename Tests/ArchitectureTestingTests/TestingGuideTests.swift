import DocumentationSnippets
import Foundation
import Testing

/// Keeps docs/Testing.md and the pages of the testing and debugging modules honest: every Swift
/// example in them must be a verbatim copy of a snippet marked `// doc:<name>-begin` …
/// `// doc:<name>-end` in the tests of `ReactiveTesting` or `ArchitectureTesting`, where it is
/// compiled and run.
@Suite struct TestingGuideTests {
    private static let root = DocumentationSnippets.root(of: #filePath, depth: 2)

    @Test(arguments: ["docs/Testing.md", "docs/ArchitectureTesting.md", "docs/ReactiveDebugging.md"])
    func everySwiftExampleIsACompiledSnippet(guide: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
        let snippets = Set(
            try DocumentationSnippets.markedSnippets(
                in: ["Tests/ReactiveTestingTests", "Tests/ArchitectureTestingTests"].map(
                    Self.root.appendingPathComponent),
                recursive: true))
        for block in DocumentationSnippets.swiftBlocks(in: text) {
            // Evaluated first, so that a failure prints the block rather than every snippet.
            let found = snippets.contains(block)
            #expect(found, "not a marked test snippet:\n\(block)")
        }
    }

    @Test func theTestingGuideShowsTheStoresTheDiffsAndTheTimelines() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/Testing.md"), encoding: .utf8)
        #expect(DocumentationSnippets.swiftBlocks(in: text).count >= 14)
        for heading in ["## Exhaustive tests of an architecture", "## State diffs", "## Timeline pictures"] {
            #expect(text.contains(heading))
        }
        #expect(text.contains("](images/timeline-debounce.svg)"))
    }
}
