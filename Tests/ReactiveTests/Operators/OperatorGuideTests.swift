import DocumentationSnippets
import Foundation
import ReactiveTesting
import Testing

/// Keeps the operator guides in `docs/Operators` honest: every Swift example in every guide there
/// (the folder is read, so a new guide is checked the day it lands) must be a verbatim copy of a
/// snippet marked `// doc:<name>-begin` … `// doc:<name>-end` in the tests, or a signature the
/// runtime declares.
@Suite(.leakChecked) struct OperatorGuideTests {
    private static let root = DocumentationSnippets.root(of: #filePath, depth: 3)

    static let guides: [String] = {
        let folder = DocumentationSnippets.root(of: #filePath, depth: 3).appendingPathComponent("docs/Operators")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }()

    @Test func everyGuideInTheFolderIsChecked() {
        #expect(Self.guides.count >= 7, "docs/Operators was not found or lost guides: \(Self.guides)")
    }

    @Test(arguments: guides)
    func swiftBlocksAreCompiledSnippetsOrDeclaredSignatures(guide: String) throws {
        let text = try read("docs/Operators/\(guide)")
        let blocks = DocumentationSnippets.swiftBlocks(in: text)
        #expect(!blocks.isEmpty, "\(guide) shows no Swift")
        let snippets = Set(
            try DocumentationSnippets.markedSnippets(
                in: ["Tests/ReactiveTests", "Tests/Swift6ClientTests"].map(Self.root.appendingPathComponent),
                recursive: true))
        let sources = try DocumentationSnippets.swiftFiles(
            in: Self.root.appendingPathComponent("Sources/Reactive"), recursive: true
        ).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let declarations = collapsed(sources.replacingOccurrences(of: "public func", with: "func"))
        for block in blocks {
            // Evaluated first, so that a failure prints the block rather than every source file.
            let found = block.hasPrefix("func ") ? declarations.contains(collapsed(block)) : snippets.contains(block)
            #expect(found, "\(guide): neither a declared signature nor a marked test snippet:\n\(block)")
        }
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `text` with every run of whitespace turned into one space.
    private func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
