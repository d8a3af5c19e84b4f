import DocumentationSnippets
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
        let blocks = DocumentationSnippets.swiftBlocks(in: try String(contentsOf: Self.guide, encoding: .utf8))
        #expect(blocks.count >= 2)
        let snippets = Set(try DocumentationSnippets.markedSnippets(in: [Self.testsFolder], recursive: true))
        for block in blocks {
            #expect(snippets.contains(block), "not a marked test snippet:\n\(block)")
        }
    }
}
