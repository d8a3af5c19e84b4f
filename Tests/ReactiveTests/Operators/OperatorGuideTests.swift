import Foundation
import ReactiveTesting
import Testing

/// Keeps the operator guides in `docs/Operators` honest: every Swift example in them must be a
/// verbatim copy of a snippet marked `// doc:<name>-begin` … `// doc:<name>-end` in this folder's
/// tests, and every signature must be the one declared in `Sources/Reactive/Operators`.
@Suite(.leakChecked) struct OperatorGuideTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["Throttle.md", "Debounce.md"])
    func swiftBlocksAreCompiledSnippetsOrDeclaredSignatures(guide: String) throws {
        let text = try read("docs/Operators/\(guide)")
        let blocks = swiftBlocks(in: text)
        #expect(blocks.count >= 3)
        let snippets = try markedSnippets()
        let sources = try folder("Sources/Reactive/Operators").map(read).joined(separator: "\n")
        let declarations = collapsed(sources.replacingOccurrences(of: "public func", with: "func"))
        for block in blocks {
            // Evaluated first, so that a failure prints the block rather than every source file.
            let found = block.hasPrefix("func ") ? declarations.contains(collapsed(block)) : snippets.contains(block)
            #expect(found, "neither a declared signature nor a marked test snippet:\n\(block)")
        }
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func folder(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(path).path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { "\(path)/\($0)" }
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

    /// Every marked snippet of the tests in this folder, with its common indentation removed.
    private func markedSnippets() throws -> Set<String> {
        var snippets: Set<String> = []
        for file in try folder("Tests/ReactiveTests/Operators") {
            var current: [Substring]?
            for line in try read(file).split(separator: "\n", omittingEmptySubsequences: false) {
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

    /// `text` with every run of whitespace turned into one space.
    private func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
