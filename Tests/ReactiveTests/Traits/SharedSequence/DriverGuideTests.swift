import DocumentationSnippets
import Foundation
import Testing

/// Keeps docs/Operators/Driver.md honest: every Swift block in it is a verbatim copy of a snippet
/// marked `// doc:driver-<name>-begin` … `-end` in the trait tests or the Swift 6 client module,
/// and every such snippet is quoted.
@Suite(.leakChecked) struct DriverGuideTests {
    private static let root = DocumentationSnippets.root(of: #filePath, depth: 4)

    @Test func swiftBlocksAreTheMarkedTestSnippets() throws {
        let guide = try read("docs/Operators/Driver.md")
        let blocks = DocumentationSnippets.swiftBlocks(in: guide)
        let snippets = try DocumentationSnippets.markedSnippets(
            in: ["Tests/ReactiveTests/Traits/SharedSequence", "Tests/Swift6ClientTests"].map(
                Self.root.appendingPathComponent),
            recursive: false, prefix: "driver-")
        #expect(blocks.count == 5)
        #expect(snippets.count == 5)
        for block in blocks {
            #expect(snippets.contains(block), "not a marked test snippet:\n\(block)")
        }
        for snippet in snippets {
            #expect(blocks.contains(snippet), "marked but not quoted in Driver.md:\n\(snippet)")
        }
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }
}
