import DocumentationSnippets
import Foundation
import ReactiveTesting
import Testing

/// Keeps the operator guides in `docs/Operators` honest: every Swift example in them must be a
/// verbatim copy of a snippet marked `// doc:<name>-begin` … `// doc:<name>-end` in this folder's
/// tests, and every signature must be the one declared in `Sources/Reactive/Operators`.
@Suite(.leakChecked) struct OperatorGuideTests {
    private static let root = DocumentationSnippets.root(of: #filePath, depth: 3)

    @Test(arguments: ["Throttle.md", "Debounce.md"])
    func swiftBlocksAreCompiledSnippetsOrDeclaredSignatures(guide: String) throws {
        let text = try read("docs/Operators/\(guide)")
        let blocks = DocumentationSnippets.swiftBlocks(in: text)
        #expect(blocks.count >= 3)
        let snippets = Set(
            try DocumentationSnippets.markedSnippets(
                in: [Self.root.appendingPathComponent("Tests/ReactiveTests/Operators")], recursive: false))
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

    /// `text` with every run of whitespace turned into one space.
    private func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
