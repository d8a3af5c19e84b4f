import Foundation
import Testing

/// Keeps docs/Operators/Driver.md honest: every Swift block in it is a verbatim copy of a snippet
/// marked `// doc:driver-<name>-begin` … `-end` in the trait tests or the Swift 6 client module,
/// and every such snippet is quoted.
@Suite(.leakChecked) struct DriverGuideTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func swiftBlocksAreTheMarkedTestSnippets() throws {
        let guide = try read("docs/Operators/Driver.md")
        let blocks = swiftBlocks(in: guide)
        let snippets = try ["Tests/ReactiveTests/Traits", "Tests/Swift6ClientTests"]
            .flatMap(files)
            .flatMap { try markedSnippets(in: read($0)) }
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

    private func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }
            .map { "\(folder)/\($0)" }
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

    /// The `doc:driver-` snippets of a source file, each without its common indentation.
    private func markedSnippets(in source: String) -> [String] {
        var snippets: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// doc:driver-"), trimmed.hasSuffix("-begin") {
                current = []
            } else if trimmed.hasPrefix("// doc:driver-"), trimmed.hasSuffix("-end"), let lines = current {
                snippets.append(dedented(lines))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    private func dedented(_ lines: [Substring]) -> String {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix(while: { $0 == " " }).count }
            .min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
            .joined(separator: "\n")
    }
}
