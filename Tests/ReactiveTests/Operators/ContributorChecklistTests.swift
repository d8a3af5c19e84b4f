import DocumentationSnippets
import Foundation
import Testing

/// The checklist of docs/Contributing-Operators.md, kept honest: every operator file in
/// `Sources/Reactive/Operators` has a test file of the same name, and every public operator it
/// declares is drawn by the property tests' operator tables (`Tests/PropertyTests/Harness`), so
/// the grammar, leak and disposal properties run it in random pipelines. An operator that cannot be
/// there is listed below with the reason.
@Suite struct ContributorChecklistTests {
    private static let root = DocumentationSnippets.root(of: #filePath, depth: 3)

    /// Operators the Int pipelines of the property tables cannot carry, and why.
    static let notInThePropertyTables: [String: String] = [
        "decode": "its elements are `Data`; DecodeTests cover it",
        "element":
            "it fails with its own `RxError.argumentOutOfRange`, which the grammar property cannot tell from a bug",
        "single": "it fails with its own `RxError.noElements` / `moreThanOneElement`, as `element(at:)`",
        "switchLatest": "its source is a sequence of sequences; it is `flatMapLatest { $0 }`, which the tables draw",
    ]

    /// Files of deprecated spellings: each forwards to an operator the tables draw.
    static let deprecatedSpellings: Set<String> = ["Deprecated.swift", "Deprecated+TimeInterval.swift"]

    @Test func everyOperatorFileHasATestFileOfTheSameName() throws {
        var checked = 0
        for file in try operatorFiles() where !publicOperators(in: file.text).isEmpty {
            checked += 1
            let test = Self.root.appendingPathComponent(
                "Tests/ReactiveTests/Operators/\(file.name.dropLast(".swift".count))Tests.swift")
            #expect(
                FileManager.default.fileExists(atPath: test.path),
                "Sources/Reactive/Operators/\(file.name) has no Tests/ReactiveTests/Operators/\(test.lastPathComponent)"
            )
        }
        #expect(checked >= 40, "the operator files were not found")
    }

    @Test func everyPublicOperatorIsInThePropertyTables() throws {
        let tables = try DocumentationSnippets.swiftFiles(
            in: Self.root.appendingPathComponent("Tests/PropertyTests/Harness"), recursive: false
        )
        .filter { $0.lastPathComponent.hasPrefix("OperatorTable") }
        .map { try String(contentsOf: $0, encoding: .utf8) }
        .joined(separator: "\n")
        var checked = 0
        for file in try operatorFiles() where !Self.deprecatedSpellings.contains(file.name) {
            for name in publicOperators(in: file.text) where Self.notInThePropertyTables[name] == nil {
                checked += 1
                let drawn = ["\"\(name)", ".\(name)(", ".\(name) {", ".`\(name)`("].contains(where: tables.contains)
                #expect(drawn, "\(name) (Sources/Reactive/Operators/\(file.name)) is in no property table")
            }
        }
        #expect(checked >= 50, "the public operators were not found")
    }

    @Test func everyExemptionNamesAnOperatorThatExists() throws {
        let declared = Set(try operatorFiles().flatMap { publicOperators(in: $0.text) })
        for name in Self.notInThePropertyTables.keys {
            #expect(declared.contains(name), "\(name) is exempt but no longer declared: drop the exemption")
        }
    }

    private func operatorFiles() throws -> [(name: String, text: String)] {
        try DocumentationSnippets.swiftFiles(
            in: Self.root.appendingPathComponent("Sources/Reactive/Operators"), recursive: false
        ).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// The names of the `public func`s a file declares (operators are extension methods).
    private func publicOperators(in text: String) -> [String] {
        text.components(separatedBy: "public func ").dropFirst().map { rest in
            String(rest.drop(while: { $0 == "`" }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
            + text.components(separatedBy: "public static func ").dropFirst().map { rest in
                String(rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
    }
}
