import Foundation
import Testing

/// Keeps docs/Testing.md and the pages of the testing and debugging modules honest: every Swift
/// example in them must be a verbatim copy of a snippet marked `// doc:<name>-begin` …
/// `// doc:<name>-end` in the tests of `ReactiveTesting` or `ArchitectureTesting`, where it is
/// compiled and run.
@Suite struct TestingGuideTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["docs/Testing.md", "docs/ArchitectureTesting.md", "docs/ReactiveDebugging.md"])
    func everySwiftExampleIsACompiledSnippet(guide: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
        let snippets = try markedSnippets(in: ["Tests/ReactiveTestingTests", "Tests/ArchitectureTestingTests"])
        for block in swiftBlocks(in: text) {
            // Evaluated first, so that a failure prints the block rather than every snippet.
            let found = snippets.contains(block)
            #expect(found, "not a marked test snippet:\n\(block)")
        }
    }

    @Test func theTestingGuideShowsTheStoresTheDiffsAndTheTimelines() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/Testing.md"), encoding: .utf8)
        #expect(swiftBlocks(in: text).count >= 14)
        for heading in ["## Exhaustive tests of an architecture", "## State diffs", "## Timeline pictures"] {
            #expect(text.contains(heading))
        }
        #expect(text.contains("](images/timeline-debounce.svg)"))
    }

    /// The contents of the ```swift fences of a Markdown text.
    private func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Every marked snippet of the Swift files in `folders` and below, without its common indentation.
    private func markedSnippets(in folders: [String]) throws -> Set<String> {
        var snippets: Set<String> = []
        for folder in folders {
            let files = FileManager.default.enumerator(
                at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                var current: [Substring]?
                for line in try String(contentsOf: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("// doc:"), trimmed.hasSuffix("-begin") {
                        current = []
                    } else if trimmed.hasPrefix("// doc:"), trimmed.hasSuffix("-end"), let lines = current {
                        snippets.insert(dedented(lines))
                        current = nil
                    } else {
                        current?.append(line)
                    }
                }
            }
        }
        return snippets
    }

    private func dedented(_ lines: [Substring]) -> String {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix(while: { $0 == " " }).count }
            .min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}
