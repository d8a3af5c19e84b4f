import DocumentationSnippets
import Foundation
import Testing

/// Keeps the porting guide's tables of deliberate differences honest. Every row cites the RxSwift
/// source it describes as `path:line`, so that a reader (or this test, given a checkout) can hold
/// it against RxSwift, and names the tests here that pin our side, which must exist: a row whose
/// test was renamed or deleted would otherwise go on claiming a difference nothing checks.
@Suite struct PortingGuideTests {
    private static let root = DocumentationSnippets.root(of: #filePath, depth: 2)
    private static let headings = ["## Deliberate differences", "### Deliberate differences of the traits"]

    /// A `path:line` or `path:first-last` citation, with an optional `6.10.2:`-style tag for a line
    /// of a release rather than of the measured commit.
    private static let citation = #"`(?:(\d+\.\d+\.\d+):)?([A-Za-z0-9_+./-]+\.swift):(\d+)(?:-(\d+))?`"#
    /// A test named as `Suite.function`.
    private static let testName = #"`([A-Z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)`"#

    /// One row of a table, its cells by column title.
    private struct Row {
        let cells: [String: String]

        var title: String { cells["Where"] ?? "?" }

        func cell(_ column: String) -> String { cells[column] ?? "" }
    }

    @Test func bothTablesHaveRowsWithTheCitationAndTestColumns() throws {
        for heading in Self.headings {
            let rows = try rows(under: heading)
            #expect(rows.count >= 5, "\(heading): too few rows")
            for row in rows {
                #expect(row.cells["RxSwift source"] != nil && row.cells["Test"] != nil, "\(heading): \(row.title)")
            }
        }
    }

    @Test func everyRowCitesRxSwiftSourceByPathAndLine() throws {
        for row in try allRows() {
            #expect(!citations(in: row).isEmpty, "no RxSwift path:line cited: \(row.title)")
        }
    }

    @Test func everyRowNamesTestsThatExist() throws {
        let sources = try DocumentationSnippets.swiftFiles(
            in: Self.root.appendingPathComponent("Tests"), recursive: true
        ).map { try String(contentsOf: $0, encoding: .utf8) }
        let pattern = try Regex(Self.testName)
        for row in try allRows() {
            let names = row.cell("Test").matches(of: pattern).map {
                (suite: String($0.output[1].substring ?? ""), test: String($0.output[2].substring ?? ""))
            }
            #expect(!names.isEmpty, "no test named: \(row.title)")
            for name in names {
                // The cheap filter first: splitting every file into lines for every name is slow.
                let found = sources.contains {
                    $0.contains("func \(name.test)") && declares(name.test, in: name.suite, source: $0)
                }
                #expect(found, "\(row.title): \(name.suite).\(name.test) is not a test in Tests/")
            }
        }
    }

    /// Run with `RXSWIFT_CHECKOUT=/path/to/RxSwift` to check every citation against RxSwift itself:
    /// the file is there and long enough (a tagged citation is read at its tag).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["RXSWIFT_CHECKOUT"] != nil))
    func everyCitedLineExistsInTheRxSwiftCheckout() throws {
        let checkout = URL(fileURLWithPath: ProcessInfo.processInfo.environment["RXSWIFT_CHECKOUT"] ?? "")
        for row in try allRows() {
            for cited in citations(in: row) {
                let text =
                    if let tag = cited.tag {
                        try gitShow("\(tag):\(cited.path)", in: checkout)
                    } else {
                        try? String(contentsOf: checkout.appendingPathComponent(cited.path), encoding: .utf8)
                    }
                let lines = text?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0
                #expect(lines >= cited.lastLine, "\(row.title): \(cited.tag.map { "\($0):" } ?? "")\(cited.path)")
            }
        }
    }

    /// The platforms row names the minimum versions; the manifest must declare them.
    @Test func thePackageDeclaresThePlatformsTheGuideNames() throws {
        let row = try #require(try allRows().first { $0.title == "Platforms" })
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let versions = row.cell("Here").matches(of: try Regex(#"(macOS|iOS|tvOS|watchOS|visionOS) (\d+(?:\.\d+)?)"#))
        #expect(versions.count == 5)
        for version in versions {
            let platform = String(version.output[1].substring ?? "")
            let number = String(version.output[2].substring ?? "")
            // PackageDescription spells 10.15 as `.v10_15` and 13 as `.v13`.
            let member = ".v" + number.replacingOccurrences(of: ".", with: "_")
            #expect(
                manifest.contains(".\(platform)(\(member))"), "Package.swift does not declare \(platform) \(number)")
        }
    }

    // MARK: Reading the guide

    private func allRows() throws -> [Row] {
        try Self.headings.flatMap { try rows(under: $0) }
    }

    /// The rows of the first table after the line `heading`.
    private func rows(under heading: String) throws -> [Row] {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("docs/Porting-from-RxSwift.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: heading), "no heading \(heading)")
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        guard let header = table.first else { return [] }
        let titles = cells(of: header)
        // The separator row follows the header.
        return table.dropFirst(2).map { Row(cells: Dictionary(zip(titles, cells(of: $0)), uniquingKeysWith: { $1 })) }
    }

    private func cells(of line: String) -> [String] {
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func citations(in row: Row) -> [(tag: String?, path: String, lastLine: Int)] {
        guard let pattern = try? Regex(Self.citation) else { return [] }
        return row.cell("RxSwift source").matches(of: pattern).map { match in
            let first = Int(match.output[3].substring ?? "") ?? 0
            let last = match.output[4].substring.flatMap { Int($0) } ?? first
            return (match.output[1].substring.map(String.init), String(match.output[2].substring ?? ""), last)
        }
    }

    /// Whether `source` declares `suite` (a type or an extension at the top level) with a function
    /// named `test` inside, up to the closing brace at the start of a line.
    private func declares(_ test: String, in suite: String, source: String) -> Bool {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.hasPrefix(" ") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
            guard let keyword = words.firstIndex(where: { ["struct", "class", "enum", "extension"].contains($0) }),
                keyword + 1 < words.count, words[keyword + 1] == suite
            else { continue }
            for body in lines[(index + 1)...] {
                if body.hasPrefix("}") { break }
                if body.contains("func \(test)(") || body.contains("func \(test)<") { return true }
            }
        }
        return false
    }

    private func gitShow(_ object: String, in checkout: URL) throws -> String? {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", checkout.path, "show", object]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
