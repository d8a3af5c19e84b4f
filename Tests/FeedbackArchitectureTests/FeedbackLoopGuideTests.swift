import Foundation
import ReactiveTesting
import Testing

/// Keeps `docs/Architectures/FeedbackLoop.md` honest: every Swift example in it must be a verbatim
/// copy of a snippet marked `// doc:<name>-begin` … `// doc:<name>-end` in this folder's tests,
/// where it is compiled and run.
@Suite(.leakChecked) struct FeedbackLoopGuideTests {
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let guide = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/Architectures/FeedbackLoop.md")

    @Test func everySwiftExampleIsACompiledSnippet() throws {
        let blocks = swiftBlocks(in: try String(contentsOf: Self.guide, encoding: .utf8))
        #expect(blocks.count >= 2)
        let snippets = try markedSnippets()
        for block in blocks {
            #expect(snippets.contains(block), "not a marked test snippet:\n\(block)")
        }
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

    /// Every marked snippet of the Swift files in this folder and below, without its common indentation.
    private func markedSnippets() throws -> Set<String> {
        var snippets: Set<String> = []
        let files = FileManager.default.enumerator(at: Self.testsFolder, includingPropertiesForKeys: nil)
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
